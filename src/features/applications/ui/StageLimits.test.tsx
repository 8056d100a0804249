import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_TOKEN, db, recordRequests, renderWithProviders } from '@tests/support/web';
import { HolidaySettings } from './HolidaySettings';
import { StageSettings } from './StageSettings';

const signedIn = { preloadedState: { session: { token: STAFF_TOKEN } } };

describe('stage limits and holidays', () => {
  it('sets a limit in working days on an open stage, refuses a bad one and clears it', async () => {
    const sent = recordRequests('PUT', '/api/pipeline/stages/2', (request) => request.json());
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<StageSettings />, signedIn);
    await user.click(await screen.findByRole('button', { name: 'Set the limit of Screening' }));
    // Outcomes end an application: nothing to limit there.
    expect(screen.queryByRole('button', { name: 'Set the limit of Hired' })).toBeNull();

    let dialog = screen.getByRole('dialog', { name: 'Limit for Screening' });
    const field = within(dialog).getByLabelText(/Limit in working days/);
    await user.type(field, '61');
    await user.click(within(dialog).getByRole('button', { name: 'Save limit' }));
    expect(
      await within(dialog).findByText('The limit is a whole number of working days from 0 to 60'),
    ).toBeVisible();
    expect(sent).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ slaDays: 2 }]);
    expect(await screen.findByText(/Limit: 2 working days/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Set the limit of Screening' }));
    dialog = screen.getByRole('dialog', { name: 'Limit for Screening' });
    await user.clear(within(dialog).getByLabelText(/Limit in working days/));
    await user.click(within(dialog).getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ slaDays: null });
    await waitFor(() => expect(screen.queryByText(/Limit: 2 working days/)).toBeNull());
  });

  it('lets an admin add and remove holidays, and shows others the list only', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderWithProviders(<HolidaySettings canEdit />, signedIn);
    expect(await screen.findByText('Gandhi Jayanti')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add a holiday' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a holiday' });
    await user.type(within(dialog).getByLabelText(/Date/), '2026-10-02');
    await user.type(within(dialog).getByLabelText(/Name/), 'Dussehra');
    await user.click(within(dialog).getByRole('button', { name: 'Add holiday' }));
    expect(await within(dialog).findByText('This date is already a holiday')).toBeVisible();
    await user.clear(within(dialog).getByLabelText(/Date/));
    await user.type(within(dialog).getByLabelText(/Date/), '2026-10-20');
    await user.click(within(dialog).getByRole('button', { name: 'Add holiday' }));
    expect(await screen.findByText('Dussehra')).toBeVisible();
    expect(db.holidays.map((holiday) => holiday.day)).toContain('2026-10-20');

    await user.click(screen.getByRole('button', { name: 'Remove Republic Day (2026-01-26)' }));
    await waitFor(() => expect(screen.queryByText('Republic Day')).toBeNull());
    unmount();

    renderWithProviders(<HolidaySettings canEdit={false} />, signedIn);
    expect(await screen.findByText('Dussehra')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Remove|Add a holiday/ })).toBeNull();
  });
});
