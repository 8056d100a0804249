/** How long work waits for an idle moment before it runs anyway, on a page that is never idle. */
const IDLE_TIMEOUT_MS = 3_000;
/** Where the browser has no idle callbacks (Safari), a short delay lets the page's own work go first. */
const NO_IDLE_CALLBACK_DELAY_MS = 1_000;

/**
 * Runs `callback` when the browser is next idle, or after a few seconds at the latest.
 * Returns a function that cancels it if it has not run yet.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, NO_IDLE_CALLBACK_DELAY_MS);
  return () => clearTimeout(timer);
}
