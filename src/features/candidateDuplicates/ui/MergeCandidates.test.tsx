import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_TOKEN, db, recordRequests, renderWithProviders } from '@tests/support/web';
import type { DuplicatePair } from '@vistaar/shared/contract';
import { MergeCandidates } from './MergeCandidates';

const pair: DuplicatePair = {
  id: 4,
  reasons: ['phone', 'name-employer'],
  createdAt: '2026-04-01T06:00:00.000Z',
  candidates: [
    {
      id: 11,
      firstName: 'Aarav',
      lastName: 'Mehta',
      email: 'aarav.mehta@example.com',
      phone: '9876543210',
      source: 'careers_site',
      applications: 2,
      createdAt: '2026-01-01T06:00:00.000Z',
    },
    {
      id: 15,
      firstName: 'Aarav K.',
      lastName: 'Mehta',
      email: 'a.mehta@work.example.com',
      phone: '',
      source: 'linkedin',
      applications: 1,
      createdAt: '2026-03-01T06:00:00.000Z',
    },
  ],
};

const session = { preloadedState: { session: { token: STAFF_TOKEN } } };

describe('MergeCandidates', () => {
  beforeEach(() => {
    db.duplicatePairs = [structuredClone(pair)];
  });

  it('shows the two side by side and sends the kept value of each field, chosen by keyboard', async () => {
    const user = userEvent.setup();
    const merges = recordRequests('POST', '/api/candidates/duplicates/4/merge', (request) =>
      request.json(),
    );
    renderWithProviders(<MergeCandidates pairId={4} />, session);

    expect(
      await screen.findByText(/same phone, similar name and same employer/),
    ).toBeInTheDocument();
    // The candidate with more applications stays, with all of its values, until changed.
    expect(screen.getByRole('radio', { name: 'Keep Aarav Mehta (2 applications)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'aarav.mehta@example.com' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Not given' })).not.toBeChecked();

    // Arrow keys move within one row's pair of radios.
    act(() => screen.getByRole('radio', { name: 'aarav.mehta@example.com' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'a.mehta@work.example.com' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'LinkedIn' }));

    await user.click(screen.getByRole('button', { name: 'Merge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge these candidates?' });
    expect(dialog).toHaveTextContent("Aarav K. Mehta's 1 application,");
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));

    expect(
      await screen.findByText(/Aarav K\. Mehta was merged into Aarav Mehta/),
    ).toBeInTheDocument();
    expect(merges).toEqual([
      { winnerId: 11, firstName: 11, lastName: 11, email: 15, phone: 11, source: 15 },
    ]);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText('The merge was undone: both candidates are as before.'),
    ).toBeInTheDocument();
    expect(db.duplicatePairs.map((entry) => entry.id)).toEqual([4]);
  });

  it('takes every value of the other candidate when it is chosen to stay', async () => {
    const user = userEvent.setup();
    const merges = recordRequests('POST', '/api/candidates/duplicates/4/merge', (request) =>
      request.json(),
    );
    renderWithProviders(<MergeCandidates pairId={4} />, session);
    await user.click(
      await screen.findByRole('radio', { name: 'Keep Aarav K. Mehta (1 application)' }),
    );
    expect(screen.getByRole('radio', { name: 'Not given' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Merge' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Merge' }),
    );
    await screen.findByText(/Aarav Mehta was merged into Aarav K\. Mehta/);
    expect(merges).toEqual([
      { winnerId: 15, firstName: 15, lastName: 15, email: 15, phone: 15, source: 15 },
    ]);
  });

  it('keeps a pair apart for good on "Not a duplicate"', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MergeCandidates pairId={4} />, session);
    await user.click(await screen.findByRole('button', { name: 'Not a duplicate' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep them apart' }),
    );
    expect(
      await screen.findByText('Aarav Mehta and Aarav K. Mehta are kept apart.'),
    ).toBeInTheDocument();
    expect(db.duplicatePairs).toEqual([]);
  });

  it('says so when the pair is gone', async () => {
    db.duplicatePairs = [];
    renderWithProviders(<MergeCandidates pairId={4} />, session);
    expect(await screen.findByRole('alert')).toHaveTextContent('Possible duplicate not found.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Merge' })).toBeNull());
  });
});
