import { ValidationError } from 'yup';

/** yup's errors (abortEarly false) -> the first message per field. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!(error instanceof ValidationError)) return null;
  const errors: Record<string, string> = {};
  const issues = error.inner.length > 0 ? error.inner : [error];
  for (const issue of issues) {
    const path = issue.path ?? '';
    if (path && !errors[path]) errors[path] = issue.message;
  }
  return errors;
}

/** The number in `data.retryAfterSeconds` of a 429 answer, if any. */
export function retryAfterSecondsOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const body = (error as { data?: { data?: { retryAfterSeconds?: unknown } } }).data;
  const seconds = body?.data?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? Math.ceil(seconds)
    : null;
}
