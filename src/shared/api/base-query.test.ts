import { configureStore } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { baseApi } from './base-api';
import { credentialsReceived, sessionSlice } from './session-slice';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ success: boolean }, void>({ query: () => '/api/probe' }),
  }),
});

let seenAuthorization: string | null = null;
const server = setupServer(
  http.get('http://localhost/api/probe', ({ request }) => {
    seenAuthorization = request.headers.get('authorization');
    return HttpResponse.json({ success: true });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seenAuthorization = null;
});
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

describe('baseQuery', () => {
  it('sends no Authorization header without a stored token', async () => {
    const store = makeTestStore();
    await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(seenAuthorization).toBeNull();
  });

  it('attaches the stored token as a bearer token', async () => {
    const store = makeTestStore();
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
    const store = makeTestStore();
    store.dispatch(credentialsReceived({ token: 'expired-token' }));
    const result = await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(result.error).toMatchObject({
      status: 401,
      data: { message: 'Please sign in to continue.' },
    });
    expect(store.getState().session.token).toBeNull();
  });

  it('keeps the credentials on other failures', async () => {
    server.use(
      http.get('http://localhost/api/probe', () =>
        HttpResponse.json({ success: false }, { status: 500 }),
      ),
    );
    const store = makeTestStore();
    store.dispatch(credentialsReceived({ token: 'still-good' }));
    await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(store.getState().session.token).toBe('still-good');
  });
});
