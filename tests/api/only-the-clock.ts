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
  doNotFake: [
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
  ],
};
