import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_TOKEN, db, renderWithProviders } from '@tests/support/web';
import type { ApplicationDetail } from '@/entities/application';
import type { QuarantinedMail } from '@vistaar/shared/contract';
import { QuarantineList } from './QuarantineList';

const signedIn = { preloadedState: { session: { token: STAFF_TOKEN } } };

const mail = (id: number, overrides: Partial<QuarantinedMail>): QuarantinedMail => ({
  id,
  reason: 'sender',
  recipient: 'jobs+0123456789abcdef0123456789abcdef@vistaar.test',
  sender: 'someone.else@example.com',
  subject: `Subject ${id}`,
  body: 'Please send the offer letter.',
  quoted: '',
  attachments: [],
  receivedAt: '2026-03-02T09:15:00.000Z',
  ...overrides,
});

describe('QuarantineList', () => {
  beforeEach(() => {
    db.applications = [{ id: 7 } as ApplicationDetail];
    db.conversations.set(7, []);
    db.quarantine = [
      mail(2, { subject: 'Not the candidate' }),
      mail(1, { reason: 'unknown-token', subject: 'Guessed address' }),
    ];
  });

  it('shows why each reply is held, attaches one to an application and deletes another', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuarantineList />, signedIn);
    const forged = await screen.findByRole('listitem', {
      name: 'someone.else@example.com: Not the candidate',
    });
    expect(within(forged).getByText('Not from the candidate’s address')).toBeInTheDocument();
    const guessed = screen.getByRole('listitem', {
      name: 'someone.else@example.com: Guessed address',
    });
    expect(within(guessed).getByText('Unknown or erased reply address')).toBeInTheDocument();

    await user.click(within(forged).getByRole('button', { name: 'Attach to an application' }));
    const dialog = await screen.findByRole('dialog', { name: /^Attach to an application/ });
    await user.type(within(dialog).getByRole('textbox', { name: 'Application number' }), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }));
    expect(await within(dialog).findByText('Enter a valid application number')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Application number' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Application number' }), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The e-mail was added to application 7.',
    );
    expect(db.conversations.get(7)?.map((message) => message.subject)).toEqual([
      'Not the candidate',
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: /Not the candidate/ })).toBeNull(),
    );

    await user.click(
      within(screen.getByRole('listitem', { name: /Guessed address/ })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete this e-mail?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No e-mails in the quarantine.')).toBeInTheDocument();
    expect(db.quarantine).toEqual([]);
  });
});
