import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  AUTHENTICATOR_CODE,
  STAFF_TOKEN,
  db,
  recoveryCodes,
  renderWithProviders,
  server,
} from '@tests/support/web';
import { SECOND_FACTOR_ANSWERS } from '@vistaar/shared/config';
import { baseApi, type ApiEnvelope } from '@/shared/api';
import { SecondFactorGate } from './SecondFactorGate';

const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';

// A staff screen of no feature: its call is refused while the session owes a second factor.
const screenApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    teamProbe: build.query<ApiEnvelope<string>, void>({ query: () => '/api/team-probe' }),
  }),
});

function TeamProbe() {
  const { data, error } = screenApi.useTeamProbeQuery();
  if (error) return <p>The team could not be loaded.</p>;
  return <p>{data?.data ?? 'Loading the team'}</p>;
}

function renderScreen() {
  const user = userEvent.setup();
  renderWithProviders(
    <SecondFactorGate>
      <TeamProbe />
    </SecondFactorGate>,
    { preloadedState: { session: { token: STAFF_TOKEN } } },
  );
  return { user };
}

beforeEach(() => {
  server.use(
    http.get(`${__API_BASE_URL__}/api/team-probe`, () => {
      const owed = db.sessionOwesSecondFactor;
      if (!owed) return HttpResponse.json({ success: true, data: 'Priya Nair, admin' });
      return HttpResponse.json(
        { success: false, code: SECOND_FACTOR_ANSWERS[owed], message: 'Two-factor needed.' },
        { status: 403 },
      );
    }),
  );
});

describe('SecondFactorGate', () => {
  it('asks a session that owes its code for one, then shows the screen again', async () => {
    db.staffTwoFactor = true;
    db.sessionOwesSecondFactor = 'verify';
    const { user } = renderScreen();
    expect(
      await screen.findByText(
        'Your account must use two-factor sign-in now. Enter a code from your authenticator app to continue.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('The team could not be loaded.')).toBeNull();

    const code = screen.getByRole('textbox', { name: /^Authentication code/ });
    await user.type(code, '135790');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(WRONG_CODE));

    await user.clear(code);
    await user.type(code, AUTHENTICATOR_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Priya Nair, admin')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Two-factor sign-in' })).toBeNull();
  });

  it('sends a member without a second factor through the set-up, recovery codes included', async () => {
    db.staffTwoFactor = false;
    db.sessionOwesSecondFactor = 'enrol';
    const { user } = renderScreen();
    expect(
      await screen.findByText(
        'Your account must use two-factor sign-in now. Set it up to continue.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: /^Authentication code/ }),
      AUTHENTICATOR_CODE,
    );
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toHaveTextContent(
      recoveryCodes[0]!,
    );
    // The screen stays away until the codes have been seen.
    expect(screen.queryByText('Priya Nair, admin')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(await screen.findByText('Priya Nair, admin')).toBeInTheDocument();
  });

  it('shows the screen as it is when nothing is owed', async () => {
    renderScreen();
    expect(await screen.findByText('Priya Nair, admin')).toBeInTheDocument();
  });
});
