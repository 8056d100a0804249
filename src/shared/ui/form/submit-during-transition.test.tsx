import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTransition, useState, type FormEvent } from 'react';

/**
 * A form submitted while a transition is under way: React then reads the form into a FormData
 * (its form actions), as a browser can. The component tests' environment must too
 * (tests/support/web/form-data-of-forms.ts): without it the submit threw, and a component test
 * failed whenever an idle-time transition met a click.
 */
function TransitionForm() {
  const [sent, setSent] = useState('');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = new FormData(event.currentTarget).get('code');
    startTransition(() => setSent(String(code)));
  }
  return (
    <form onSubmit={submit}>
      <input name="code" aria-label="Code" defaultValue="VI-001" />
      <input type="checkbox" name="remember" aria-label="Remember" />
      <button type="submit" name="via" value="button">
        Send
      </button>
      <output>{sent}</output>
    </form>
  );
}

it('reads a form submitted during a transition as a browser does', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<TransitionForm />);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('VI-001')).toBeInTheDocument();
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();

  const form = screen.getByRole('button', { name: 'Send' }).closest('form')!;
  const entries = [...new FormData(form, screen.getByRole('button', { name: 'Send' })).entries()];
  expect(entries).toEqual([
    ['code', 'VI-001'],
    ['via', 'button'],
  ]);
});
