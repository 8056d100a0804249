// @runs-alone: it watches the picker's code load for the first time, which a file before it
// in a shared module registry would already have done.
import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/support/web';
import { FilterDate } from './FilterBar';

/** A date filter whose value lives in the test, as the URL holds it (YYYY-MM-DD). */
function Harness({ initial, sent }: { initial?: string; sent: (string | undefined)[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <FilterDate
        label="Applied from"
        value={value}
        onChange={(next) => {
          sent.push(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue(undefined)}>
        Clear filters
      </button>
    </>
  );
}

/** The picker, fetched when the pointer comes over the look-alike, which it then replaces. */
async function field() {
  const lookalike = screen.queryByRole('textbox', { name: 'Applied from' });
  if (lookalike) fireEvent.pointerOver(lookalike);
  return screen.findByRole('group', { name: 'Applied from' });
}
const shownValue = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('.MuiPickersInputBase-input')?.value;

describe('FilterDate', () => {
  it('shows the value at once, fetches the picker when focused and hands it the focus', async () => {
    renderWithProviders(<Harness initial="2026-04-15" sent={[]} />);
    // The look-alike holds the value; the picker's code waits for someone to reach for it.
    const lookalike = screen.getByRole('textbox', { name: 'Applied from' });
    expect(lookalike).toHaveValue('15/04/2026');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('group', { name: 'Applied from' })).not.toBeInTheDocument();
    act(() => lookalike.focus());
    const picker = await screen.findByRole('group', { name: 'Applied from' });
    expect(screen.queryByRole('textbox', { name: 'Applied from' })).not.toBeInTheDocument();
    await waitFor(() => expect(picker.contains(document.activeElement)).toBe(true));
  });

  it('shows the URL day as DD/MM/YYYY in the staff forms’ picker', async () => {
    const { container } = renderWithProviders(<Harness initial="2026-04-15" sent={[]} />);
    await field();
    expect(shownValue(container)).toBe('15/04/2026');
  });

  it('sends the typed day once, as YYYY-MM-DD, not each year on the way to it', async () => {
    const sent: (string | undefined)[] = [];
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Harness sent={sent} />);
    await user.click(await field());
    await user.keyboard('15042026');
    await waitFor(() => expect(sent).toEqual(['2026-04-15']));
    expect(shownValue(container)).toBe('15/04/2026');
  });

  it('follows Clear filters without sending, and sends undefined when the day is erased by hand', async () => {
    const sent: (string | undefined)[] = [];
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Harness initial="2026-04-15" sent={sent} />);
    await field();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(shownValue(container)).toBe(''));
    expect(sent).toEqual([]);

    await user.click(await field());
    await user.keyboard('01052026');
    await waitFor(() => expect(sent).toEqual(['2026-05-01']));
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(sent).toEqual(['2026-05-01', undefined]));
  });
});
