// Everything a test's server and database driver rely on keeps running in real time.
const REAL_TIMERS: Extract<
  Parameters<typeof jest.useFakeTimers>[0],
  { doNotFake?: unknown }
>['doNotFake'] = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
];

/**
 * Fake timers that replace only the clock (Date), starting just after an hourly counting
 * window opens, and let it run at real speed; every timer stays real, so servers, database
 * drivers and the event loop behave as in production while a test moves time forward with
 * `jest.setSystemTime`. Locks and expiries count by the clock, and a run that crossed a
 * counting window's end would start counting again.
 */
export const ONLY_THE_CLOCK: Parameters<typeof jest.useFakeTimers>[0] = {
  now: new Date('2026-01-05T10:01:00Z'),
  advanceTimers: true,
  doNotFake: REAL_TIMERS,
};

/**
 * Stops the clock (Date) at `moment`, every timer staying real: for a test that looks at
 * what the site shows on another day, with nothing counting while it looks.
 */
export function stopTheClockAt(moment: Date) {
  jest.useFakeTimers({ doNotFake: REAL_TIMERS });
  jest.setSystemTime(moment);
}
