import { HttpError, badRequest } from './http-error';

// busboy reports a broken body with plain Errors; without this they would end as 500s.
const BROKEN_BODY = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /unexpected end of multipart data$/i,
];

/** A multipart parser error caused by the caller's body, as the 4xx it is; anything else as is. */
export function callerMultipartError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const message = String((error as Error)?.message ?? '');
  if (BROKEN_BODY.some((pattern) => pattern.test(message))) {
    return badRequest('The form could not be read. Please send it again.');
  }
  const status = (error as { statusCode?: unknown })?.statusCode;
  if (status === 406) return new HttpError(415, 'That type of content is not accepted.');
  return error;
}
