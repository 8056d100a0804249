// A grouped run (scripts/jest-in-groups.mjs) runs several API test files in one module registry.
// Alone, each file starts with real timers and no spies; this gives the next member of a group
// the same start, whatever the one before left behind.
export function betweenGroupFiles(): void {
  afterAll(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
}
