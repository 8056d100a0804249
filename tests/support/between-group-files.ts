// A grouped run (scripts/jest-in-groups.mjs) runs several test files in one module registry.
// Alone, each file starts with real timers and no spies, and a component test with an empty
// page, storage and address; this gives the next member of a group the same start, whatever the
// one before left behind.
export function betweenGroupFiles(): void {
  afterAll(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    if (typeof window === 'undefined') return;
    window.localStorage.clear();
    window.sessionStorage.clear();
    document.cookie.split(';').forEach((cookie) => {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = '';
  });
}

// Where `jest.setTimeout` leaves its value: read once, when the run starts, for every test of the
// registry. In a group the last member collected would set every member's limit, cutting off a
// member that asked for more.
const TIME_LIMIT = Symbol.for('TEST_TIMEOUT_SYMBOL');
let longestTimeLimit = 0;

/** Called after each member is collected: remembers the limit it set, if it set one. */
export function noteTimeLimit(): void {
  const limit = (globalThis as Record<symbol, unknown>)[TIME_LIMIT];
  if (typeof limit === 'number') longestTimeLimit = Math.max(longestTimeLimit, limit);
}

/** Called once every member is collected: the group runs under the longest limit any member set. */
export function useLongestTimeLimit(): void {
  if (longestTimeLimit > 0) jest.setTimeout(longestTimeLimit);
}
