import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_TOKEN, db, recordRequests, renderWithProviders } from '@tests/support/web';
import type { RetentionItem } from '@vistaar/shared/contract';
import { RetentionQuarantine } from './RetentionQuarantine';
import { RetentionRuns } from './RetentionRuns';

const item = (id: number, values: Partial<RetentionItem>): RetentionItem => ({
  id,
  kind: 'application',
  recordId: 100 + id,
  description: `Application #${100 + id} for Java Developer, job closed 2026-03-01`,
  dueOn: '2026-09-01',
  eraseOn: '2026-10-01',
  quarantinedAt: '2026-09-01T00:30:00.000Z',
  hold: null,
  ...values,
});

const signedIn = { preloadedState: { session: { token: STAFF_TOKEN } } };

describe('RetentionQuarantine', () => {
  beforeEach(() => {
    db.staffRole = 'hr';
    db.retentionQuarantine = [
      item(1, {}),
      item(2, {
        kind: 'contact_message',
        recordId: 7,
        description: 'Contact message #7, received 2025-09-01',
        hold: { reason: 'Court order 12/2026', staffName: 'Hr', at: '2026-09-05T10:00:00.000Z' },
      }),
    ];
  });

  it('lists quarantined records with their erasure date and hold, and places a hold with a reason', async () => {
    const holds = recordRequests('PUT', '/api/privacy/retention/quarantine/1/hold');
    renderWithProviders(<RetentionQuarantine />, signedIn);
    const grid = await screen.findByRole('grid', { name: 'Quarantined records' });
    expect(
      await within(grid).findByText('Application #101 for Java Developer, job closed 2026-03-01'),
    ).toBeInTheDocument();
    expect(within(grid).getByText(/Legal hold: Court order 12\/2026/)).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.click(within(grid).getByText('Hold', { selector: 'button' }));
    await screen.findByText('Place a legal hold');
    const submit = screen.getByText('Place the hold', { selector: 'button' });
    await user.click(submit);
    expect(await screen.findByText('Enter the reason for the legal hold')).toBeInTheDocument();
    expect(holds).toHaveLength(0);

    await user.click(screen.getByRole('textbox', { name: /Reason/ }));
    await user.paste('Grievance 2026-14 is open');
    await user.click(submit);
    await waitFor(() => expect(screen.queryByText('Place a legal hold')).not.toBeInTheDocument());
    expect(holds).toHaveLength(1);
    expect(
      await within(grid).findByText(/Legal hold: Grievance 2026-14 is open/),
    ).toBeInTheDocument();
  });

  it('releases a hold, taking the record out of the quarantine', async () => {
    renderWithProviders(<RetentionQuarantine />, signedIn);
    const grid = await screen.findByRole('grid', { name: 'Quarantined records' });
    await within(grid).findByText('Contact message #7, received 2025-09-01');
    await userEvent.setup().click(within(grid).getByRole('button', { name: 'Release' }));
    await waitFor(() =>
      expect(
        within(grid).queryByText('Contact message #7, received 2025-09-01'),
      ).not.toBeInTheDocument(),
    );
    expect(db.retentionQuarantine.map((entry) => entry.id)).toEqual([1]);
  });

  it('shows the last runs as counts', async () => {
    db.retentionRuns = [
      {
        id: 3,
        trigger: 'daily',
        asOf: '2026-10-01',
        startedAt: '2026-09-30T18:45:00.000Z',
        finishedAt: '2026-09-30T18:45:02.000Z',
        quarantined: 4,
        erased: 2,
        held: 1,
      },
    ];
    renderWithProviders(<RetentionRuns />, signedIn);
    const grid = await screen.findByRole('grid', { name: 'Last retention runs' });
    expect(await within(grid).findByText('Daily run')).toBeInTheDocument();
    expect(within(grid).getByText('4')).toBeInTheDocument();
  });
});
