import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation, type Location } from 'react-router-dom';
import {
  AUTHENTICATOR_CODE,
  STAFF_ACCOUNT,
  db,
  renderWithProviders,
  server,
} from '@tests/support/web';
import { LoginForm } from './LoginForm';

function renderLogin(route = '/login') {
  // Where the memory router is, read the way a data router exposes it (`router.state.location`).
  const router = { state: {} as { location: Location } };
  function CurrentLocation() {
    router.state.location = useLocation();
    return null;
  }
  const { store } = renderWithProviders(
    <>
      <Routes>
        <Route path="/login" element={<LoginForm />} />
        <Route path="/applied-job" element={<h1>Applications desk</h1>} />
        <Route path="/my-interviews" element={<h1>My interviews</h1>} />
      </Routes>
      <CurrentLocation />
    </>,
    { route },
  );
  return { store, router };
}

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginForm', () => {
  it('has browser-required e-mail and password fields', () => {
    renderLogin();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Email/)).toBeRequired();
    expect(screen.getByLabelText(/Password/)).toBeRequired();
  });

  it('stores the token and goes to the applications desk on success', async () => {
    let body: unknown;
    server.use(
      http.post('http://localhost/api/auth/login', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, token: 'fresh-session-token' });
      }),
    );
    const { store, router } = renderLogin();
    await signIn('hr@example.com', 'a long enough passphrase');
    expect(await screen.findByRole('heading', { name: 'Applications desk' })).toBeInTheDocument();
    expect(body).toEqual({ emailId: 'hr@example.com', password: 'a long enough passphrase' });
    expect(store.getState().session.token).toBe('fresh-session-token');
    expect(router.state.location.pathname).toBe('/applied-job');
  });

  it('says plainly when the e-mail or password is wrong', async () => {
    server.use(
      http.post('http://localhost/api/auth/login', () =>
        HttpResponse.json(
          { success: false, message: 'Invalid email or password' },
          { status: 401 },
        ),
      ),
    );
    const { store } = renderLogin();
    await signIn('hr@example.com', 'wrong password entirely');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(store.getState().session.token).toBeNull();
  });

  it('shows the lockout message with its wait', async () => {
    server.use(
      http.post('http://localhost/api/auth/login', () =>
        HttpResponse.json(
          { success: false, message: 'Too many attempts, try again in 15 minutes' },
          { status: 429, headers: { 'Retry-After': '900' } },
        ),
      ),
    );
    renderLogin();
    await signIn('hr@example.com', 'wrong password entirely');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts, try again in 15 minutes',
    );
  });

  it('asks for the authenticator code after the password when two-factor sign-in is on', async () => {
    db.staffTwoFactor = true;
    const { store, router } = renderLogin();
    await signIn(STAFF_ACCOUNT.emailId, STAFF_ACCOUNT.password);
    const code = await screen.findByLabelText(/Authentication code/);
    // The password alone gives no session.
    expect(store.getState().session.token).toBeNull();

    const user = userEvent.setup();
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText(
        'That code is not right. Check your authenticator app and try again.',
      ),
    ).toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();

    await user.clear(code);
    await user.type(code, AUTHENTICATOR_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Applications desk' })).toBeInTheDocument();
    expect(store.getState().session.token).toBe('staff-token');
    expect(router.state.location.pathname).toBe('/applied-job');
  });

  it('checks the code’s form before sending it', async () => {
    db.staffTwoFactor = true;
    renderLogin();
    await signIn(STAFF_ACCOUNT.emailId, STAFF_ACCOUNT.password);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Authentication code/), '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Enter the 6-digit code or a recovery code'),
    ).toBeInTheDocument();
  });

  it('goes back to the page the sign-in was asked for, after the code step too', async () => {
    db.staffTwoFactor = true;
    const { router } = renderLogin('/login?next=%2Fmy-interviews%3Fweek%3D2');
    await signIn(STAFF_ACCOUNT.emailId, STAFF_ACCOUNT.password);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Authentication code/), AUTHENTICATOR_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'My interviews' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-interviews');
    expect(router.state.location.search).toBe('?week=2');
  });

  it.each([
    ['another site', 'https%3A%2F%2Fevil.example%2Fmy-interviews'],
    ['a protocol-relative address', '%2F%2Fevil.example'],
    ['a backslash address', '%2F%5Cevil.example'],
  ])('goes to the desk instead of %s', async (_name, next) => {
    const { router } = renderLogin(`/login?next=${next}`);
    await signIn(STAFF_ACCOUNT.emailId, STAFF_ACCOUNT.password);
    expect(await screen.findByRole('heading', { name: 'Applications desk' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/applied-job');
  });
});
