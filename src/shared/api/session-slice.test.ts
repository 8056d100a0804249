import { configureStore } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { baseApi } from './base-api';
import { credentialsCleared } from './session-actions';
import { sessionApi } from './session-api';
import { sessionSlice } from './session-slice';

const LOGIN_URL = 'http://localhost/api/auth/login';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function makeTestStore() {
  return configureStore({
    reducer: {
      [baseApi.reducerPath]: baseApi.reducer,
      [sessionSlice.reducerPath]: sessionSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

const credentials = { emailId: 'hr@example.com', password: 'a long enough passphrase' };

describe('sessionSlice', () => {
  it('keeps the token of a successful login call, with no other dispatch', async () => {
    server.use(
      http.post(LOGIN_URL, () => HttpResponse.json({ success: true, token: 'fresh-token' })),
    );
    const store = makeTestStore();
    await store.dispatch(sessionApi.endpoints.login.initiate(credentials));
    expect(store.getState().session.token).toBe('fresh-token');

    store.dispatch(credentialsCleared());
    expect(store.getState().session.token).toBeNull();
  });

  it('keeps nothing when the login is refused or answers without a token', async () => {
    const store = makeTestStore();
    server.use(
      http.post(LOGIN_URL, () =>
        HttpResponse.json(
          { success: false, message: 'Invalid email or password' },
          { status: 401 },
        ),
      ),
    );
    await store.dispatch(sessionApi.endpoints.login.initiate(credentials));
    expect(store.getState().session.token).toBeNull();

    server.use(http.post(LOGIN_URL, () => HttpResponse.json({ success: false, token: '' })));
    await store.dispatch(sessionApi.endpoints.login.initiate(credentials));
    expect(store.getState().session.token).toBeNull();
  });
});
