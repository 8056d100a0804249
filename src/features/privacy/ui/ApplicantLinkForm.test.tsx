import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, kavyasApplication, recordRequests, renderWithProviders } from '@tests/support/web';
import { APPLICANT_LINK_LIMIT_PER_EMAIL } from '@vistaar/shared/config';
import { applicationMessages, privacyRequestMessages } from '@vistaar/shared/validation';
import { ApplicantLinkForm } from './ApplicantLinkForm';

async function ask(user: ReturnType<typeof userEvent.setup>, email: string) {
  const form = screen.getByRole('form', { name: 'Send me a new link' });
  const field = within(form).getByRole('textbox', { name: /Email used on the application/ });
  await user.clear(field);
  await user.type(field, email);
  await user.click(within(form).getByRole('button', { name: 'Send me a new link' }));
}

describe('ApplicantLinkForm', () => {
  beforeEach(() => db.myApplications.set('kavya-link-token', kavyasApplication()));

  it('answers the same whether or not the address applied, and mails only a known one', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ApplicantLinkForm />);
    await ask(user, 'nobody@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent(privacyRequestMessages.linkSent);
    expect(db.sentEmails).toHaveLength(0);

    await ask(user, 'Kavya.Nair@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent(privacyRequestMessages.linkSent);
    expect(db.sentEmails.map((mail) => mail.to)).toEqual(['kavya.nair@example.com']);
  });

  it('asks for a valid address before sending anything', async () => {
    const sent = recordRequests('POST', '/api/my-application/link');
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ApplicantLinkForm />);
    await ask(user, 'kavya.nair');
    expect(await screen.findByText(applicationMessages.emailInvalid)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('says when too many links were asked for', async () => {
    db.applicantLinkRequests.set('kavya.nair@example.com', APPLICANT_LINK_LIMIT_PER_EMAIL);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ApplicantLinkForm />);
    await ask(user, 'kavya.nair@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(privacyRequestMessages.linkTooMany);
    expect(db.sentEmails).toHaveLength(0);
  });
});
