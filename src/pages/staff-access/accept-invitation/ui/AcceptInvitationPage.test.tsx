import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, recordRequests, renderWithProviders } from '@tests/support/web';
import { staffAccountMessages } from '@vistaar/shared/validation';
import { AcceptInvitationPage } from './AcceptInvitationPage';

const TOKEN = 'k3Jq9vX2mPz7Lw4Rt8Ys1Nb6';
const PASSWORD = 'monsoon kettle harbour lights';
const NO_LONGER_VALID = 'This invitation link is no longer valid. Ask an admin to send a new one.';

/** The page as the invitation e-mail's link opens it: the token in the address's fragment. */
function openLink(fragment: string) {
  window.location.hash = fragment;
  const user = userEvent.setup();
  renderWithProviders(<AcceptInvitationPage />, { route: '/accept-invitation' });
  return { user };
}

const passwordField = () => screen.getByLabelText(/^New password/);
const confirmField = () => screen.getByLabelText(/^Confirm password/);
const setPassword = () => screen.getByRole('button', { name: 'Set password' });

describe('AcceptInvitationPage', () => {
  beforeEach(() => {
    db.invitationLinks.set(TOKEN, {
      name: 'Priya Nair',
      email: 'priya@example.com',
      role: 'recruiter',
    });
  });

  afterEach(() => {
    window.location.hash = '';
  });

  it('welcomes the invited person by name, with the role and e-mail of the invitation', async () => {
    const previews = recordRequests('POST', '/api/auth/invitation', (request) => request.json());
    openLink(`#token=${TOKEN}`);
    expect(await screen.findByText(/Welcome, Priya Nair\./)).toHaveTextContent(
      'Welcome, Priya Nair. You are joining as Recruiter with priya@example.com. Choose your password.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Join the staff area' })).toBeVisible();
    expect(previews).toEqual([{ token: TOKEN }]);
  });

  it('checks both passwords before sending anything', async () => {
    const sent = recordRequests('POST', '/api/auth/invitation/accept');
    const { user } = openLink(`#token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Set password' }));
    await waitFor(() =>
      expect(passwordField()).toHaveAccessibleDescription(staffAccountMessages.passwordRequired),
    );
    expect(confirmField()).toHaveAccessibleDescription(staffAccountMessages.passwordRequired);

    await user.type(passwordField(), 'short one');
    await user.type(confirmField(), 'short one');
    await user.click(setPassword());
    await waitFor(() =>
      expect(passwordField()).toHaveAccessibleDescription(staffAccountMessages.passwordTooShort),
    );

    await user.clear(passwordField());
    await user.type(passwordField(), PASSWORD);
    await user.clear(confirmField());
    await user.type(confirmField(), `${PASSWORD}!`);
    await user.click(setPassword());
    await waitFor(() =>
      expect(confirmField()).toHaveAccessibleDescription(staffAccountMessages.passwordsDiffer),
    );
    expect(sent).toEqual([]);
  });

  it('creates the account and sends the person to sign in', async () => {
    const sent = recordRequests('POST', '/api/auth/invitation/accept', (request) => request.json());
    const { user } = openLink(`#token=${TOKEN}`);
    await user.type(await screen.findByLabelText(/^New password/), PASSWORD);
    await user.type(confirmField(), PASSWORD);
    await user.click(setPassword());

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your account is ready. Sign in with your new password.',
    );
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(sent).toEqual([{ token: TOKEN, password: PASSWORD, confirmPassword: PASSWORD }]);
    expect(db.teamMembers).toEqual([
      expect.objectContaining({ email: 'priya@example.com', role: 'recruiter', status: 'active' }),
    ]);
    expect(db.invitationLinks.has(TOKEN)).toBe(false);
  });

  it('shows the server’s reason on the field for a password it refuses', async () => {
    const { user } = openLink(`#token=${TOKEN}`);
    await user.type(await screen.findByLabelText(/^New password/), 'priya is joining today');
    await user.type(confirmField(), 'priya is joining today');
    await user.click(setPassword());
    await waitFor(() =>
      expect(passwordField()).toHaveAccessibleDescription(
        'The password must not contain the account’s e-mail name.',
      ),
    );
    expect(db.teamMembers).toEqual([]);
  });

  it('says the link is no longer valid when it was used up while the form was open', async () => {
    const { user } = openLink(`#token=${TOKEN}`);
    await user.type(await screen.findByLabelText(/^New password/), PASSWORD);
    await user.type(confirmField(), PASSWORD);
    db.invitationLinks.clear();
    await user.click(setPassword());
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_LONGER_VALID);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(db.teamMembers).toEqual([]);
  });

  it('says an expired or used link is no longer valid, with no form', async () => {
    openLink('#token=an-expired-invitation-token');
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_LONGER_VALID);
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set password' })).not.toBeInTheDocument();
  });

  it('says the same for a link without a token, asking the server nothing', async () => {
    const previews = recordRequests('POST', '/api/auth/invitation');
    openLink('');
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_LONGER_VALID);
    expect(previews).toEqual([]);
  });
});
