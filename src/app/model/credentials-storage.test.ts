import { waitFor } from '@testing-library/react';
import { credentialsReceived, credentialsCleared } from '@/shared/api';
import { credentialsStorage } from './credentials-storage';
import { makePersistedStore } from './store';

afterEach(() => window.localStorage.clear());

describe('stored credentials (user_cred)', () => {
  it('reads a stored token back as signed in', async () => {
    window.localStorage.setItem('user_cred', JSON.stringify({ token: 'tok-123' }));
    const { store } = makePersistedStore();
    await waitFor(() => expect(store.getState().session.token).toBe('tok-123'));
  });

  it('treats unreadable stored credentials as signed out, logs them and removes them', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem('user_cred', '{not json');
    const { store, persistor } = makePersistedStore();
    await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
    expect(store.getState().session.token).toBeNull();
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('Unreadable stored credentials'),
      expect.anything(),
    );
    expect(window.localStorage.getItem('user_cred')).toBeNull();
    log.mockRestore();
  });

  it('treats a stored object without a token as signed out', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await credentialsStorage.getItem('user_cred')).toBeNull();
    window.localStorage.setItem('user_cred', JSON.stringify({ token: 42 }));
    expect(await credentialsStorage.getItem('user_cred')).toBeNull();
    log.mockRestore();
  });

  it('writes the token as { token } under user_cred and removes the key on sign-out', async () => {
    const { store, persistor } = makePersistedStore();
    await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
    store.dispatch(credentialsReceived({ token: 'fresh-token' }));
    await persistor.flush();
    expect(JSON.parse(window.localStorage.getItem('user_cred') ?? '{}')).toMatchObject({
      token: 'fresh-token',
    });
    store.dispatch(credentialsCleared());
    await persistor.flush();
    expect(window.localStorage.getItem('user_cred')).toBeNull();
  });
});
