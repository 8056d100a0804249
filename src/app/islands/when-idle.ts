/**
 * Runs `run` when the browser is next idle (within 3 s at most). The islands runtime keeps this
 * smaller copy of `@/shared/lib/when-idle` (no cancelling, no Safari delay): its bytes are in
 * every public page's first load, and /employee-details has only bytes to spare.
 */
export const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window
    ? window.requestIdleCallback(run, { timeout: 3000 })
    : setTimeout(run, 200);
