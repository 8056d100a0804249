import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_TOKEN, db, renderWithProviders } from '@tests/support/web';
import type { ScheduledEmail } from '@vistaar/shared/contract';
import { formatIndiaDateTime } from '@vistaar/shared/lib/india-time';
import { emailTemplateMessages } from '@vistaar/shared/validation';
import { ScheduledEmails } from './ScheduledEmails';

const signedIn = { preloadedState: { session: { token: STAFF_TOKEN } } };

function scheduled(id: number, overrides: Partial<ScheduledEmail>): ScheduledEmail {
  return {
    id,
    applicationId: 7,
    subject: `Subject ${id}`,
    body: 'Dear Ananya,',
    sendAt: '2026-12-02T04:30:00.000Z',
    status: 'scheduled',
    cancelReason: null,
    createdAt: '2026-11-27T09:00:00.000Z',
    sentAt: null,
    cancelledAt: null,
    ...overrides,
  };
}

describe('ScheduledEmails', () => {
  beforeEach(() => {
    db.scheduledEmails = [
      scheduled(1, {
        subject: 'Earlier regret',
        status: 'sent',
        sentAt: '2026-11-20T04:30:00.000Z',
      }),
      scheduled(2, {
        subject: 'Left the stage',
        status: 'cancelled',
        cancelReason: 'stage-changed',
        cancelledAt: '2026-11-24T10:00:00.000Z',
      }),
      scheduled(3, { subject: 'Your application for Product Designer' }),
      scheduled(4, { applicationId: 8, subject: 'Another candidate' }),
    ];
  });

  it('lists waiting, sent and cancelled e-mails, and cancels a waiting one after asking', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ScheduledEmails applicationId={7} />, signedIn);
    const section = await screen.findByRole('region', { name: 'Scheduled e-mails' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Your application for Product Designer',
      'Left the stage',
      'Earlier regret',
    ]);
    expect(within(items[0]).getByText('Waiting')).toBeInTheDocument();
    expect(
      within(items[0]).getByText(`Goes ${formatIndiaDateTime('2026-12-02T04:30:00.000Z')}`),
    ).toBeInTheDocument();
    expect(
      within(items[1]).getByText(/cancelled, as the application left its stage/),
    ).toBeVisible();
    expect(within(items[2]).getByText('Sent')).toBeInTheDocument();
    // Only a waiting e-mail can be cancelled.
    expect(within(items[1]).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(items[2]).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    await user.click(within(items[0]).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this e-mail?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(db.scheduledEmails[2].status).toBe('scheduled');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(items[0]).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel e-mail' }),
    );
    await waitFor(() =>
      expect(
        within(
          screen.getByRole('listitem', { name: 'Your application for Product Designer' }),
        ).getByText('Cancelled'),
      ).toBeInTheDocument(),
    );
    expect(db.scheduledEmails[2]).toMatchObject({ status: 'cancelled', cancelReason: 'staff' });
    expect(db.scheduledEmails[3].status).toBe('scheduled');
  });

  it('says why an e-mail could not be cancelled, inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ScheduledEmails applicationId={7} />, signedIn);
    const waiting = await screen.findByRole('listitem', {
      name: 'Your application for Product Designer',
    });
    // It went out meanwhile.
    db.scheduledEmails[2].status = 'sent';
    await user.click(within(waiting).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel e-mail' }));
    expect(
      await within(dialog).findByText(emailTemplateMessages.scheduledAlreadySent),
    ).toBeInTheDocument();
  });
});
