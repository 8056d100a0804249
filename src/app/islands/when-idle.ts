/** Runs `run` when the browser is next idle (within 3 s at most). */
export const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window
    ? window.requestIdleCallback(run, { timeout: 3000 })
    : setTimeout(run, 200);
