import { http, HttpResponse } from 'msw';
import { makeStore, server } from '@tests/support/web';
import { baseApi } from './base-api';
import { SECOND_FACTOR_ANSWERS } from '@vistaar/shared/config';
import { credentialsReceived } from './session-actions';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ success: boolean }, void>({ query: () => '/api/probe' }),
    // A second screen call to the same place, sent beside the first.
    probeAgain: build.query<{ success: boolean }, void>({ query: () => '/api/probe?again' }),
  }),
});

let seenAuthorization: string | null = null;

// A call of no feature: it shows what the base query sends and does with each answer.
beforeEach(() => {
  seenAuthorization = null;
  server.use(
    http.get('http://localhost/api/probe', ({ request }) => {
      seenAuthorization = request.headers.get('authorization');
      return HttpResponse.json({ success: true });
    }),
  );
});

describe('baseQuery', () => {
  it('sends no Authorization header without a stored token', async () => {
    const store = makeStore();
    await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(seenAuthorization).toBeNull();
  });

  it('attaches the stored token as a bearer token', async () => {
    const store = makeStore();
    store.dispatch(credentialsReceived({ token: 'abc123token' }));
    await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(seenAuthorization).toBe('Bearer abc123token');
  });

  it('forgets the stored credentials on a 401 and passes the error on', async () => {
    server.use(
      http.get('http://localhost/api/probe', () =>
        HttpResponse.json(
          { success: false, message: 'Please sign in to continue.' },
          { status: 401 },
        ),
      ),
    );
    const store = makeStore();
    store.dispatch(credentialsReceived({ token: 'expired-token' }));
    const result = await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(result.error).toMatchObject({
      status: 401,
      data: { message: 'Please sign in to continue.' },
    });
    expect(store.getState().session.token).toBeNull();
    expect(store.getState().session.expired).toBe(true);
  });

  it('keeps an ended session marked expired when the calls sent with it are refused together', async () => {
    server.use(
      http.get('http://localhost/api/probe', () =>
        HttpResponse.json({ success: false }, { status: 401 }),
      ),
    );
    const store = makeStore();
    store.dispatch(credentialsReceived({ token: 'revoked-token' }));
    await Promise.all([
      store.dispatch(probeApi.endpoints.probe.initiate()),
      store.dispatch(probeApi.endpoints.probeAgain.initiate()),
    ]);
    expect(store.getState().session).toMatchObject({ token: null, expired: true });
  });

  it('does not count a 401 without a stored token as an expired session', async () => {
    server.use(
      http.get('http://localhost/api/probe', () =>
        HttpResponse.json({ success: false }, { status: 401 }),
      ),
    );
    const store = makeStore();
    await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(store.getState().session.expired).toBe(false);
  });

  it('notes a 403 that says the session owes a second factor, and keeps the session', async () => {
    for (const [code, owed] of [
      [SECOND_FACTOR_ANSWERS.enrol, 'enrol'],
      [SECOND_FACTOR_ANSWERS.verify, 'verify'],
    ] as const) {
      server.use(
        http.get('http://localhost/api/probe', () =>
          HttpResponse.json(
            { success: false, code, message: 'Two-factor needed.' },
            { status: 403 },
          ),
        ),
      );
      const store = makeStore();
      store.dispatch(credentialsReceived({ token: 'password-only' }));
      await store.dispatch(probeApi.endpoints.probe.initiate());
      expect(store.getState().session).toMatchObject({
        token: 'password-only',
        secondFactorOwed: owed,
      });
    }
  });

  it('takes another 403 for what it is', async () => {
    server.use(
      http.get('http://localhost/api/probe', () =>
        HttpResponse.json(
          { success: false, message: 'Your role does not allow this.' },
          { status: 403 },
        ),
      ),
    );
    const store = makeStore();
    store.dispatch(credentialsReceived({ token: 'still-good' }));
    await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(store.getState().session.secondFactorOwed).toBeNull();
  });

  it('keeps the credentials on other failures', async () => {
    server.use(
      http.get('http://localhost/api/probe', () =>
        HttpResponse.json({ success: false }, { status: 500 }),
      ),
    );
    const store = makeStore();
    store.dispatch(credentialsReceived({ token: 'still-good' }));
    await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(store.getState().session.token).toBe('still-good');
  });
});
