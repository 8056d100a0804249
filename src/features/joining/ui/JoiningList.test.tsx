import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_TOKEN, db, recordRequests, renderWithProviders } from '@tests/support/web';
import type { JoiningRow } from '@vistaar/shared/contract';
import { JoiningList } from './JoiningList';

const row = (offerId: number, values: Partial<JoiningRow>): JoiningRow => ({
  offerId,
  applicationId: offerId + 100,
  candidateName: 'Aarav Mehta',
  jobTitle: 'Platform Engineer',
  designation: 'Senior Platform Engineer',
  joiningDate: '2026-12-01',
  daysToGo: 7,
  state: 'awaiting',
  dropoutReason: null,
  note: null,
  employeeId: null,
  risks: [],
  ...values,
});

const renderList = (route = '/offers/joining') =>
  renderWithProviders(<JoiningList />, {
    route,
    preloadedState: { session: { token: STAFF_TOKEN } },
  });

describe('JoiningList', () => {
  beforeEach(() => {
    db.joinings = [
      row(1, {}),
      row(2, {
        candidateName: 'Diya Shah',
        joiningDate: '2026-11-20',
        daysToGo: -4,
        risks: ['date-passed', 'no-reply'],
      }),
      row(3, { candidateName: 'Kabir Rao', daysToGo: -30, state: 'joined', employeeId: 12 }),
    ];
  });

  it("lists accepted offers with days to go and state, and filters to the 'at risk' list", async () => {
    const requests = recordRequests('GET', '/api/joinings');
    renderList();
    const grid = await screen.findByRole('grid', { name: 'Joinings' });
    expect(await within(grid).findByText('Aarav Mehta')).toBeInTheDocument();
    expect(within(grid).getByText('7 days')).toBeInTheDocument();
    expect(within(grid).getByText('4 days ago')).toBeInTheDocument();
    expect(within(grid).getByText('Joining date passed')).toBeInTheDocument();
    expect(within(grid).getByText('Joined')).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: 'In the employee register' })).toBeVisible();

    const user = userEvent.setup();
    await user.click(screen.getByLabelText('At risk'));
    await user.click(await screen.findByRole('option', { name: "The 'at risk' list" }));
    await waitFor(() => expect(within(grid).queryByText('Aarav Mehta')).not.toBeInTheDocument());
    expect(within(grid).getByText('Diya Shah')).toBeInTheDocument();
    expect(requests.at(-1)!.searchParams.get('atRisk')).toBe('true');
  });

  it('marks a candidate joined and says which employee record was made', async () => {
    renderList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark Aarav Mehta joined' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as joined' });
    expect(dialog).toHaveTextContent('Aarav Mehta joins as Senior Platform Engineer on 1 Dec 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Mark joined' }));
    expect(
      await screen.findByText(
        'Marked as joined. Employee VI-9001 is in the register for HR to complete.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark Aarav Mehta joined' })).toBeNull(),
    );
  });

  it('marks a candidate dropped out with a reason from the list, asking for one first', async () => {
    const sent = recordRequests('POST', '/api/offers/2/dropped-out', (request) => request.json());
    renderList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark Diya Shah dropped out' }));
    const dialog = await screen.findByRole('dialog', { name: /Mark as dropped out/ });
    await user.click(within(dialog).getByRole('button', { name: 'Mark dropped out' }));
    expect(await within(dialog).findByText('Choose why the candidate dropped out')).toBeVisible();
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByLabelText('Reason'));
    await user.click(await screen.findByRole('option', { name: 'Took another offer' }));
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Joined a competitor');
    await user.click(within(dialog).getByRole('button', { name: 'Mark dropped out' }));
    expect(await screen.findByText('Diya Shah is marked as dropped out.')).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'another-offer', note: 'Joined a competitor' }]);
    // Once the dialog has gone, the page is there to read again.
    const grid = await screen.findByRole('grid', { name: 'Joinings' });
    expect(await within(grid).findByText('Dropped out: Took another offer')).toBeInTheDocument();
  });
});
