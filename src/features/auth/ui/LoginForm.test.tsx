import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { baseApi, sessionSlice } from '@/shared/api';
import { LoginForm } from './LoginForm';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderLogin() {
  const store = configureStore({
    reducer: {
      [baseApi.reducerPath]: baseApi.reducer,
      [sessionSlice.reducerPath]: sessionSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginForm /> },
      { path: '/applied-job', element: <h1>Applications desk</h1> },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
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
});
