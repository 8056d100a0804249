import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, kavyasApplication, renderWithProviders } from '@tests/support/web';
import { privacyRequestMessages } from '@vistaar/shared/validation';
import { EmailChangeConfirmation } from './EmailChangeConfirmation';

const ACCESS = 'kavya-link-token';
const NEW_ADDRESS = 'kavya.new@example.com';

afterEach(() => window.history.pushState({}, '', '/'));

describe('EmailChangeConfirmation', () => {
  beforeEach(() => {
    db.myApplications.set(ACCESS, kavyasApplication());
    db.emailChangeLinks.set('kavya-email-token', { access: ACCESS, email: NEW_ADDRESS });
  });

  it('changes the address only when the button is pressed, then says the old one was told', async () => {
    window.history.pushState({}, '', '/my-application/confirm-email/kavya-email-token');
    renderWithProviders(<EmailChangeConfirmation />);
    const before = db.myApplications.get(ACCESS)?.fields.email;
    expect(before).not.toBe(NEW_ADDRESS);
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Use this address' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      privacyRequestMessages.emailChanged,
    );
    expect(db.myApplications.get(ACCESS)?.fields.email).toBe(NEW_ADDRESS);
    expect(db.sentEmails.at(-1)?.to).toBe(before);
    expect(screen.queryByRole('button', { name: 'Use this address' })).not.toBeInTheDocument();
  });

  it('explains a link that is not valid any more and changes nothing', async () => {
    window.history.pushState({}, '', '/my-application/confirm-email/an-old-token');
    renderWithProviders(<EmailChangeConfirmation />);
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Use this address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      privacyRequestMessages.emailLinkInvalid,
    );
    expect(db.myApplications.get(ACCESS)?.fields.email).not.toBe(NEW_ADDRESS);
  });
});
