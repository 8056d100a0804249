/** A deliberate failure with a status the client should see, in the API envelope. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Record<string, string>,
    public readonly headers?: Record<string, string>,
    /** A stable name for a refusal the client acts on (its message may change). */
    public readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do that.') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const gone = (message: string) => new HttpError(410, message);
export const conflict = (message: string, errors?: Record<string, string>) =>
  new HttpError(409, message, errors);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
export const serviceUnavailable = (message: string, retryAfterSeconds = 30) =>
  new HttpError(503, message, undefined, { 'Retry-After': String(retryAfterSeconds) });

/** The value a lookup found, or a 404 with `message` when it found nothing. */
export function found<T>(value: T | null | undefined, message?: string): T {
  if (value == null) throw notFound(message);
  return value;
}
