import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  AUTHENTICATOR_CODE,
  STAFF_ACCOUNT,
  STAFF_TOKEN,
  db,
  recordRequests,
  recoveryCodes,
  renderWithProviders,
  server,
  twoFactorEnrolment,
} from '@tests/support/web';
import { staffAccountMessages } from '@vistaar/shared/validation';
import { MyAccountPage } from './MyAccountPage';

const NEW_PASSWORD = 'river stone lantern breeze';

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<MyAccountPage />, {
    preloadedState: { session: { token: STAFF_TOKEN } },
  });
  return { user };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('MyAccountPage', () => {
  beforeEach(() => {
    db.staffSessions = [
      {
        id: 11,
        device: 'Firefox on Ubuntu',
        address: '203.0.113.10',
        signedInAt: '2026-11-24T12:00:00.000Z',
        lastUsedAt: '2026-11-25T12:00:00.000Z',
        current: true,
      },
      {
        id: 12,
        device: 'Safari on iPhone',
        address: '198.51.100.4',
        signedInAt: '2026-11-20T12:00:00.000Z',
        lastUsedAt: '2026-11-21T12:00:00.000Z',
        current: false,
      },
    ];
  });

  describe('password', () => {
    it('asks for the current password and a long enough new one before sending anything', async () => {
      const { user } = renderPage();
      const sent = recordRequests('PUT', '/api/account/password');
      const password = section('Password');
      await user.click(within(password).getByRole('button', { name: 'Change password' }));
      const current = within(password).getByLabelText(/^Current password/);
      const next = within(password).getByLabelText(/^New password/);
      await waitFor(() =>
        expect(current).toHaveAccessibleDescription(staffAccountMessages.currentPasswordRequired),
      );
      expect(next).toHaveAccessibleDescription(staffAccountMessages.passwordRequired);

      await user.type(current, STAFF_ACCOUNT.password);
      await user.type(next, 'too short');
      await user.click(within(password).getByRole('button', { name: 'Change password' }));
      await waitFor(() =>
        expect(next).toHaveAccessibleDescription(
          'The password must be at least 15 characters long.',
        ),
      );
      expect(sent).toEqual([]);
    });

    it('shows the server’s answer on the field when the current password is wrong', async () => {
      const { user } = renderPage();
      const password = section('Password');
      const current = within(password).getByLabelText(/^Current password/);
      await user.type(current, 'not my password at all');
      await user.type(within(password).getByLabelText(/^New password/), NEW_PASSWORD);
      await user.click(within(password).getByRole('button', { name: 'Change password' }));
      await waitFor(() =>
        expect(current).toHaveAccessibleDescription('Your current password is not right.'),
      );
      expect(db.staffPassword).toBe(STAFF_ACCOUNT.password);
    });

    it('refuses a commonly used password with the server’s reason', async () => {
      const { user } = renderPage();
      const password = section('Password');
      const next = within(password).getByLabelText(/^New password/);
      await user.type(within(password).getByLabelText(/^Current password/), STAFF_ACCOUNT.password);
      await user.type(next, 'passwordpassword');
      await user.click(within(password).getByRole('button', { name: 'Change password' }));
      await waitFor(() =>
        expect(next).toHaveAccessibleDescription(
          'That password is on a list of commonly used passwords; choose another.',
        ),
      );
      expect(db.staffPassword).toBe(STAFF_ACCOUNT.password);
    });

    it('changes the password, empties the form and lists only this device afterwards', async () => {
      const { user } = renderPage();
      const sent = recordRequests('PUT', '/api/account/password', (request) => request.json());
      const sessions = section('Open sessions');
      expect(await within(sessions).findByText('Safari on iPhone')).toBeInTheDocument();

      const password = section('Password');
      const current = within(password).getByLabelText(/^Current password/);
      await user.type(current, STAFF_ACCOUNT.password);
      await user.type(within(password).getByLabelText(/^New password/), NEW_PASSWORD);
      await user.click(within(password).getByRole('button', { name: 'Change password' }));

      expect(await within(password).findByRole('status')).toHaveTextContent(
        'Password changed. Your other sessions have ended.',
      );
      expect(sent).toEqual([
        { currentPassword: STAFF_ACCOUNT.password, newPassword: NEW_PASSWORD },
      ]);
      expect(db.staffPassword).toBe(NEW_PASSWORD);
      expect(current).toHaveValue('');
      await waitFor(() =>
        expect(within(sessions).queryByText('Safari on iPhone')).not.toBeInTheDocument(),
      );
      expect(within(sessions).getByText('Firefox on Ubuntu')).toBeInTheDocument();
    });
  });

  describe('open sessions', () => {
    it('lists each session with its device and address, marking this device', async () => {
      renderPage();
      const list = await within(section('Open sessions')).findByRole('list', {
        name: 'Open sessions',
      });
      const [thisDevice, phone] = within(list).getAllByRole('listitem');
      expect(thisDevice).toHaveTextContent('Firefox on Ubuntu');
      expect(thisDevice).toHaveTextContent('Address: 203.0.113.10');
      expect(within(thisDevice!).getByText('This device')).toBeInTheDocument();
      expect(within(thisDevice!).queryByRole('button')).not.toBeInTheDocument();
      expect(phone).toHaveTextContent('Safari on iPhone');
      expect(phone).toHaveTextContent('Address: 198.51.100.4');
      expect(phone).toHaveTextContent(/Last used: 21 Nov 2026/);
    });

    it('ends another session and takes it off the list', async () => {
      const { user } = renderPage();
      const ended = recordRequests('DELETE', '/api/account/sessions/12');
      const sessions = section('Open sessions');
      await user.click(await within(sessions).findByRole('button', { name: 'End session' }));
      await waitFor(() =>
        expect(within(sessions).queryByText('Safari on iPhone')).not.toBeInTheDocument(),
      );
      expect(ended).toHaveLength(1);
      expect(db.staffSessions.map((session) => session.id)).toEqual([11]);
    });

    it('says why a session could not be ended', async () => {
      const { user } = renderPage();
      server.use(
        http.delete(`${__API_BASE_URL__}/api/account/sessions/:id`, () =>
          HttpResponse.json({ success: false, message: 'Session not found.' }, { status: 404 }),
        ),
      );
      const sessions = section('Open sessions');
      await user.click(await within(sessions).findByRole('button', { name: 'End session' }));
      expect(await within(sessions).findByRole('alert')).toHaveTextContent('Session not found.');
    });
  });

  describe('two-factor sign-in', () => {
    it('shows the QR code and key, confirms with a code and shows the recovery codes once', async () => {
      const { user } = renderPage();
      const confirmations = recordRequests('POST', '/api/account/two-factor/confirm', (request) =>
        request.json(),
      );
      const twoFactor = section('Two-factor sign-in');
      await user.click(
        await within(twoFactor).findByRole('button', { name: 'Set up two-factor sign-in' }),
      );

      expect(
        await within(twoFactor).findByRole('img', { name: 'QR code for your authenticator app' }),
      ).toHaveAttribute('src', twoFactorEnrolment.qrDataUrl);
      expect(within(twoFactor).getByText(twoFactorEnrolment.secret)).toBeInTheDocument();

      const code = within(twoFactor).getByRole('textbox', { name: /^Authentication code/ });
      await user.type(code, '12');
      await user.click(
        within(twoFactor).getByRole('button', { name: 'Turn on two-factor sign-in' }),
      );
      await waitFor(() =>
        expect(code).toHaveAccessibleDescription(staffAccountMessages.codeInvalid),
      );
      expect(confirmations).toEqual([]);

      await user.clear(code);
      await user.type(code, '135790');
      await user.click(
        within(twoFactor).getByRole('button', { name: 'Turn on two-factor sign-in' }),
      );
      await waitFor(() =>
        expect(code).toHaveAccessibleDescription(
          'That code is not right. Check your authenticator app and try again.',
        ),
      );
      expect(db.staffTwoFactor).toBe(false);

      await user.clear(code);
      await user.type(code, AUTHENTICATOR_CODE);
      await user.click(
        within(twoFactor).getByRole('button', { name: 'Turn on two-factor sign-in' }),
      );
      const saved = await within(twoFactor).findByRole('list', { name: 'Recovery codes' });
      expect(
        within(saved)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(recoveryCodes);
      expect(within(twoFactor).getByText(/they are not shown again/)).toBeInTheDocument();
      expect(confirmations.at(-1)).toEqual({ code: AUTHENTICATOR_CODE });
      expect(db.staffTwoFactor).toBe(true);

      await user.click(
        within(twoFactor).getByRole('button', { name: 'I have saved my recovery codes' }),
      );
      expect(
        await within(twoFactor).findByText(
          `Two-factor sign-in is on. Recovery codes left: ${recoveryCodes.length}.`,
        ),
      ).toBeInTheDocument();
      expect(within(twoFactor).queryByRole('list', { name: 'Recovery codes' })).toBeNull();
      expect(within(twoFactor).queryByText(recoveryCodes[0]!)).toBeNull();
    });

    it('says so when the set-up cannot start', async () => {
      const { user } = renderPage();
      server.use(
        http.post(`${__API_BASE_URL__}/api/account/two-factor/setup`, () =>
          HttpResponse.json(
            { success: false, message: 'Two-factor sign-in is already on for your account.' },
            { status: 409 },
          ),
        ),
      );
      const twoFactor = section('Two-factor sign-in');
      await user.click(
        await within(twoFactor).findByRole('button', { name: 'Set up two-factor sign-in' }),
      );
      expect(await within(twoFactor).findByRole('alert')).toHaveTextContent(
        'Two-factor sign-in is already on for your account.',
      );
      expect(within(twoFactor).queryByRole('img')).not.toBeInTheDocument();
    });

    it('keeps it on where the role requires it', async () => {
      db.staffTwoFactor = true;
      db.staffTwoFactorRequired = true;
      db.staffRecoveryCodes = recoveryCodes.slice(0, 3);
      renderPage();
      const twoFactor = section('Two-factor sign-in');
      expect(
        await within(twoFactor).findByText('Two-factor sign-in is on. Recovery codes left: 3.'),
      ).toBeInTheDocument();
      expect(within(twoFactor).getByText(/It is required for your role/)).toBeInTheDocument();
      expect(
        within(twoFactor).queryByRole('button', { name: 'Turn off two-factor sign-in' }),
      ).toBeNull();
    });

    it('turns it off only with the right current password', async () => {
      db.staffTwoFactor = true;
      db.staffRecoveryCodes = [...recoveryCodes];
      const { user } = renderPage();
      const twoFactor = section('Two-factor sign-in');
      await user.click(
        await within(twoFactor).findByRole('button', { name: 'Turn off two-factor sign-in' }),
      );
      const turnOff = within(twoFactor).getByRole('button', { name: 'Turn off' });

      const password = within(twoFactor).getByLabelText(/Current password/);
      await user.click(turnOff);
      expect(await within(twoFactor).findByText('Enter your current password')).toBeInTheDocument();
      await user.type(password, 'not my password at all');
      await user.click(turnOff);
      expect(
        await within(twoFactor).findByText('Your current password is not right.'),
      ).toBeInTheDocument();
      expect(db.staffTwoFactor).toBe(true);
      expect(password).toHaveValue('not my password at all');

      await user.clear(password);
      await user.type(password, STAFF_ACCOUNT.password);
      await user.click(turnOff);
      expect(
        await within(twoFactor).findByRole('button', { name: 'Set up two-factor sign-in' }),
      ).toBeInTheDocument();
      expect(db.staffTwoFactor).toBe(false);
    });

    it('replaces the recovery codes behind the current password and shows the new ones once', async () => {
      db.staffTwoFactor = true;
      db.staffRecoveryCodes = recoveryCodes.slice(0, 2);
      const { user } = renderPage();
      const twoFactor = section('Two-factor sign-in');
      expect(await within(twoFactor).findByText(/Recovery codes left: 2\./)).toBeInTheDocument();
      await user.click(within(twoFactor).getByRole('button', { name: 'New recovery codes' }));
      // Cancel puts the choice back without asking anything.
      await user.click(within(twoFactor).getByRole('button', { name: 'Cancel' }));
      expect(within(twoFactor).queryByLabelText(/Current password/)).toBeNull();

      await user.click(within(twoFactor).getByRole('button', { name: 'New recovery codes' }));
      await user.type(within(twoFactor).getByLabelText(/Current password/), STAFF_ACCOUNT.password);
      await user.click(within(twoFactor).getByRole('button', { name: 'Get new recovery codes' }));
      const list = await within(twoFactor).findByRole('list', { name: 'Recovery codes' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(recoveryCodes.length);
      expect(list).toHaveTextContent(db.staffRecoveryCodes[0]);
      expect(list).not.toHaveTextContent(recoveryCodes[0]);
      await user.click(
        within(twoFactor).getByRole('button', { name: 'I have saved my recovery codes' }),
      );
      expect(
        await within(twoFactor).findByText(
          new RegExp(`Recovery codes left: ${recoveryCodes.length}\\.`),
        ),
      ).toBeInTheDocument();
    });
  });

  describe('weekly summary', () => {
    it('is off until the member turns it on, and turns off again', async () => {
      const sent = recordRequests('PUT', '/api/account/weekly-summary', (request) =>
        request.json(),
      );
      const { user } = renderPage();
      const weekly = section('Weekly summary');
      const toggle = await within(weekly).findByRole('switch', {
        name: 'E-mail me a summary of my jobs every Monday at 9:00 IST',
      });
      expect(toggle).not.toBeChecked();
      await user.click(toggle);
      await waitFor(() => expect(toggle).toBeChecked());
      expect(db.staffWeeklySummary).toBe(true);
      await user.click(toggle);
      await waitFor(() => expect(toggle).not.toBeChecked());
      expect(sent).toEqual([{ enabled: true }, { enabled: false }]);
    });
  });
});
