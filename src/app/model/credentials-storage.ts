import type { Storage as PersistStorage } from 'redux-persist';

function browserStorage(): globalThis.Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function isCredentials(value: unknown): value is { token: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { token?: unknown }).token === 'string' &&
    (value as { token: string }).token.length > 0
  );
}

/**
 * Keeps the session under `user_cred` as a plain object with a `token` field.
 * Unreadable or malformed values are logged, removed, and count as signed out;
 * a session without a token removes the key instead of storing an empty one.
 */
export function readStoredCredentials(key: string): { token: string } | null {
  const storage = browserStorage();
  const raw = storage?.getItem(key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isCredentials(parsed)) return parsed;
    throw new Error('stored credentials have no token');
  } catch (error) {
    console.error('Unreadable stored credentials; treating the visitor as signed out.', error);
    storage?.removeItem(key);
    return null;
  }
}

export const credentialsStorage: PersistStorage = {
  async getItem(key: string) {
    return readStoredCredentials(key);
  },
  async setItem(key: string, value: unknown) {
    const storage = browserStorage();
    if (!storage) return;
    if (isCredentials(value)) {
      storage.setItem(key, JSON.stringify(value));
    } else {
      storage.removeItem(key);
    }
  },
  async removeItem(key: string) {
    browserStorage()?.removeItem(key);
  },
};
