import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_TOKEN, db, recordRequests, renderWithProviders } from '@tests/support/web';
import type { ApplicationDetail } from '@/entities/application';
import type { ConversationMessage } from '@vistaar/shared/contract';
import { conversationMessages } from '@vistaar/shared/validation';
import { ConversationThread } from './ConversationThread';

const signedIn = { preloadedState: { session: { token: STAFF_TOKEN } } };

const stageMail: ConversationMessage = {
  id: 'mail-4',
  direction: 'out',
  from: 'Priya Sharma (Vistaar Infotech recruiting)',
  subject: 'Your application for Payroll Analyst: next step',
  body: 'Dear Kiran,\n\nWe would like to talk to you.',
  quoted: '',
  attachments: [],
  unread: false,
  at: '2026-03-02T04:30:00.000Z',
};
const reply: ConversationMessage = {
  id: 'in-1',
  direction: 'in',
  from: 'kiran.bhat@example.com',
  subject: 'Re: Your application for Payroll Analyst: next step',
  body: 'Thank you! <b>Tuesday</b> works for me.',
  quoted: 'On Mon, 2 Mar 2026, Priya Sharma wrote:\n> Dear Kiran,',
  attachments: [
    {
      name: 'certificate.pdf',
      url: '/api/conversation-files/12?expires=1&signature=s',
      refused: null,
    },
    { name: 'setup.exe', url: null, refused: 'Not kept: only PDF, Word and image files are kept' },
  ],
  unread: true,
  at: '2026-03-02T09:15:00.000Z',
};

describe('ConversationThread', () => {
  beforeEach(() => {
    db.applications = [{ id: 7 } as ApplicationDetail];
    db.conversations.set(7, [stageMail, reply]);
  });

  it('reads like a mail client: oldest first, the reply marked new, quoted text folded, files listed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ConversationThread applicationId={7} />, signedIn);
    const section = await screen.findByRole('region', { name: 'Messages with the candidate' });
    const items = await within(section).findAllByRole('listitem', { name: /^From / });
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'From Priya Sharma (Vistaar Infotech recruiting): Your application for Payroll Analyst: next step',
      'From the candidate: Re: Your application for Payroll Analyst: next step',
    ]);
    const candidate = items[1];
    expect(within(candidate).getByText('New')).toBeInTheDocument();
    // The candidate's text is shown as text, never as markup.
    expect(
      within(candidate).getByText('Thank you! <b>Tuesday</b> works for me.'),
    ).toBeInTheDocument();
    const quoted = within(candidate).getByText(/wrote:/);
    expect(quoted).not.toBeVisible();
    await user.click(within(candidate).getByRole('button', { name: 'Show quoted text' }));
    expect(quoted).toBeVisible();
    expect(within(candidate).getByRole('button', { name: 'Hide quoted text' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(candidate).getByRole('link', { name: 'certificate.pdf' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/conversation-files\/12\?expires=1&signature=s$/),
    );
    expect(
      within(candidate).getByText('setup.exe: Not kept: only PDF, Word and image files are kept'),
    ).toBeInTheDocument();
    expect(within(items[0]).queryByRole('button', { name: 'Show quoted text' })).toBeNull();
  });

  it('answers the candidate: an empty reply is refused, a written one joins the thread', async () => {
    const user = userEvent.setup();
    const posts = recordRequests('POST', '/api/career/applications/7/conversation');
    renderWithProviders(<ConversationThread applicationId={7} />, signedIn);
    const form = await screen.findByRole('form', { name: 'Reply to the candidate' });
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await within(form).findByText('Write your reply')).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await user.type(
      within(form).getByRole('textbox', { name: 'Reply' }),
      'See you on Tuesday at 11.',
    );
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Reply sent');
    expect(within(form).getByRole('textbox', { name: 'Reply' })).toHaveValue('');
    const items = screen.getAllByRole('listitem', { name: /^From / });
    expect(items).toHaveLength(3);
    expect(items[2]).toHaveAccessibleName(
      'From Test Recruiter: Re: Your application for Payroll Analyst: next step',
    );
    expect(within(items[2]).getByText('See you on Tuesday at 11.')).toBeInTheDocument();
  });

  it('says so when there are no e-mails yet', async () => {
    db.conversations.set(7, []);
    renderWithProviders(<ConversationThread applicationId={7} />, signedIn);
    expect(await screen.findByText('No messages with the candidate yet.')).toBeInTheDocument();
  });

  const onWhatsapp = (
    id: string,
    direction: 'in' | 'out',
    body: string,
    delivery?: ConversationMessage['delivery'],
  ): ConversationMessage => ({
    id,
    direction,
    channel: 'whatsapp',
    from: direction === 'in' ? '+919812345670' : 'Priya Sharma',
    subject: 'WhatsApp message',
    body,
    quoted: '',
    attachments: [],
    unread: direction === 'in',
    ...(delivery ? { delivery } : {}),
    at: '2026-03-03T05:00:00.000Z',
  });

  it('marks each message with its channel, and a WhatsApp message with its delivery and why it failed', async () => {
    db.conversations.set(7, [
      stageMail,
      onWhatsapp('in-2', 'in', 'Can we talk today?'),
      onWhatsapp('out-3', 'out', 'Yes, at 4.', { status: 'read', failure: null }),
      onWhatsapp('out-4', 'out', 'Calling now.', {
        status: 'failed',
        failure: 'WhatsApp could not deliver it: the number may not use WhatsApp',
      }),
    ]);
    renderWithProviders(<ConversationThread applicationId={7} />, signedIn);
    const section = await screen.findByRole('region', { name: 'Messages with the candidate' });
    const items = await within(section).findAllByRole('listitem', { name: /^From / });
    expect(within(items[0]).getByText('E-mail')).toBeInTheDocument();
    expect(within(items[0]).queryByText('WhatsApp')).toBeNull();
    expect(within(items[1]).getByText('WhatsApp')).toBeInTheDocument();
    expect(within(items[1]).getByText('New')).toBeInTheDocument();
    expect(within(items[2]).getByText('Read')).toBeInTheDocument();
    expect(within(items[3]).getByText('Not delivered')).toBeInTheDocument();
    expect(
      within(items[3]).getByText(
        'Not delivered: WhatsApp could not deliver it: the number may not use WhatsApp',
      ),
    ).toBeInTheDocument();
  });

  it('shows an SMS with its channel and where its delivery has got to', async () => {
    const sms = (id: string, body: string, delivery: ConversationMessage['delivery']) => ({
      id,
      direction: 'out' as const,
      channel: 'sms' as const,
      from: 'Vistaar recruiting',
      subject: 'SMS',
      body,
      quoted: '',
      attachments: [],
      unread: false,
      delivery,
      at: '2026-03-03T05:00:00.000Z',
    });
    db.conversations.set(7, [
      stageMail,
      sms('sms-1', 'Dear Meera, we have your application for Payroll Analyst.', {
        status: 'delivered',
        failure: null,
      }),
      sms('sms-2', 'Dear Meera, interview reminder.', {
        status: 'failed',
        failure: 'Absent subscriber',
      }),
      {
        ...onWhatsapp('in-3', 'in', 'STOP'),
        channel: 'sms',
        subject: 'SMS',
      },
    ]);
    renderWithProviders(<ConversationThread applicationId={7} />, signedIn);
    const section = await screen.findByRole('region', { name: 'Messages with the candidate' });
    const items = await within(section).findAllByRole('listitem', { name: /^From / });
    expect(items).toHaveLength(4);
    expect(within(items[1]).getByText('SMS', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(within(items[1]).queryByText('WhatsApp')).toBeNull();
    expect(within(items[1]).getByText('Delivered')).toBeInTheDocument();
    expect(within(items[2]).getByText('Not delivered: Absent subscriber')).toBeInTheDocument();
    expect(within(items[3]).getByText('SMS', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(within(items[3]).getByText('STOP')).toBeInTheDocument();
  });

  it('offers WhatsApp only when the server says free text may go, and says why not otherwise', async () => {
    db.whatsappReplyStates.set(7, {
      available: false,
      reason: conversationMessages.whatsappWindowClosed,
      windowEndsAt: '2026-03-02T09:15:00.000Z',
    });
    renderWithProviders(<ConversationThread applicationId={7} />, signedIn);
    const form = await screen.findByRole('form', { name: 'Reply to the candidate' });
    const whatsapp = await within(form).findByRole('radio', { name: 'WhatsApp' });
    await within(form).findByText(`WhatsApp: ${conversationMessages.whatsappWindowClosed}`);
    expect(whatsapp).toBeDisabled();
    expect(whatsapp).toHaveAccessibleDescription(
      `WhatsApp: ${conversationMessages.whatsappWindowClosed}`,
    );
    expect(within(form).getByRole('radio', { name: 'E-mail' })).toBeChecked();
    expect(within(form).getByRole('button', { name: 'Send reply' })).toBeInTheDocument();
  });

  it('answers on WhatsApp inside the window: the message joins the thread marked as sent', async () => {
    const user = userEvent.setup();
    db.whatsappReplyStates.set(7, {
      available: true,
      reason: null,
      windowEndsAt: '2026-03-03T09:15:00.000Z',
    });
    const mails = recordRequests('POST', '/api/career/applications/7/conversation');
    const messages = recordRequests('POST', '/api/career/applications/7/whatsapp');
    renderWithProviders(<ConversationThread applicationId={7} />, signedIn);
    const form = await screen.findByRole('form', { name: 'Reply to the candidate' });
    const whatsapp = await within(form).findByRole('radio', { name: 'WhatsApp' });
    await waitFor(() => expect(whatsapp).toBeEnabled());
    await user.click(whatsapp);
    expect(
      within(form).getByText(
        'Goes to the candidate on WhatsApp as free text, possible until Tue, 3 Mar 2026, 14:45 IST.',
      ),
    ).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Reply' }), 'See you at 4.');
    await user.click(within(form).getByRole('button', { name: 'Send on WhatsApp' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      conversationMessages.whatsappQueued,
    );
    expect(messages).toHaveLength(1);
    expect(mails).toHaveLength(0);
    const sent = screen.getAllByRole('listitem', { name: /^From / }).at(-1)!;
    expect(within(sent).getByText('See you at 4.')).toBeInTheDocument();
    expect(within(sent).getByText('WhatsApp')).toBeInTheDocument();
    expect(within(sent).getByText('Sent')).toBeInTheDocument();
  });
});
