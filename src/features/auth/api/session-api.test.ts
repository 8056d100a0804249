import { waitFor } from '@testing-library/react';
import { makeStore, recordRequests, STAFF_TOKEN } from '@tests/support/web';
import { sessionApi, startSessionCheck } from './session-api';

describe('startSessionCheck', () => {
  it('asks who is signed in before anything renders, and the screens take that answer', async () => {
    const asked = recordRequests('GET', '/api/auth/me');
    const store = makeStore({
      session: { token: STAFF_TOKEN, expired: false, secondFactorOwed: null },
    });
    startSessionCheck(store);
    await waitFor(() =>
      expect(sessionApi.endpoints.getMe.select()(store.getState()).data?.role).toBeDefined(),
    );
    // A screen subscribing afterwards is answered from the cache, not by a second request.
    const subscription = store.dispatch(sessionApi.endpoints.getMe.initiate());
    await subscription;
    subscription.unsubscribe();
    expect(asked).toHaveLength(1);
  });

  it('asks nothing without a session', async () => {
    const asked = recordRequests('GET', '/api/auth/me');
    startSessionCheck(makeStore());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toHaveLength(0);
  });
});
