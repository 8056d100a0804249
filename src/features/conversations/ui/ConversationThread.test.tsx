import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_TOKEN, db, recordRequests, renderWithProviders } from '@tests/support/web';
import type { ApplicationDetail } from '@/entities/application';
import type { ConversationMessage } from '@vistaar/shared/contract';
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
    const section = await screen.findByRole('region', { name: 'E-mails with the candidate' });
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
    expect(await screen.findByText('No e-mails with the candidate yet.')).toBeInTheDocument();
  });
});
