import { http, HttpResponse } from 'msw';
import { makeStore, server, STAFF_ACCOUNT, STAFF_TOKEN } from '@tests/support/web';
import { credentialsCleared } from '@/shared/api';
import { sessionApi } from '../api/session-api';

describe('sessionSlice', () => {
  it('keeps the token of a successful login call, with no other dispatch', async () => {
    const store = makeStore();
    await store.dispatch(sessionApi.endpoints.login.initiate(STAFF_ACCOUNT));
    expect(store.getState().session.token).toBe(STAFF_TOKEN);

    store.dispatch(credentialsCleared());
    expect(store.getState().session.token).toBeNull();
  });

  it('keeps nothing when the login is refused or answers without a token', async () => {
    const store = makeStore();
    await store.dispatch(
      sessionApi.endpoints.login.initiate({ ...STAFF_ACCOUNT, password: 'not the password' }),
    );
    expect(store.getState().session.token).toBeNull();

    server.use(
      http.post('http://localhost/api/auth/login', () =>
        HttpResponse.json({ success: false, token: '' }),
      ),
    );
    await store.dispatch(sessionApi.endpoints.login.initiate(STAFF_ACCOUNT));
    expect(store.getState().session.token).toBeNull();
  });
});
