/** The number in `data.retryAfterSeconds` of a 429 answer, if any. */
export function retryAfterSecondsOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const body = (error as { data?: { data?: { retryAfterSeconds?: unknown } } }).data;
  const seconds = body?.data?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? Math.ceil(seconds)
    : null;
}
