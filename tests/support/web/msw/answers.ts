import {
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import { HttpError, badRequest, unauthorized } from '../../../../server/lib/http-error';
import { db } from './db';

export { validateWith } from '../../../../server/lib/yup-errors';
export { HttpError, badRequest, notFound, conflict } from '../../../../server/lib/http-error';

/** Where the app sends its calls in tests (jest's `__API_BASE_URL__`). */
export const api = (path: string) => `${__API_BASE_URL__}${path}`;

/** A success in the API envelope. */
export function ok(
  body: { message?: string; data?: unknown; total?: number } = {},
  init?: ResponseInit,
) {
  return HttpResponse.json({ success: true, ...body }, init);
}

/** Staff routes: a valid bearer token, else 401 as the server answers it. */
export function requireStaff(request: Request) {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '');
  if (!token || !db.sessions.has(token)) throw unauthorized();
  return token;
}

/** The 1-based page and page size of a staff list, refused when out of the server's bounds. */
export function pageOf(url: URL, defaultLimit: number) {
  const page = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? defaultLimit);
  const errors: Record<string, string> = {};
  if (!Number.isInteger(page) || page < 1) errors.page = 'Invalid value.';
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) errors.limit = 'Invalid value.';
  if (Object.keys(errors).length > 0) {
    throw badRequest('Some of the information sent is not valid.', errors);
  }
  return {
    page,
    limit,
    slice: <T>(items: T[]) => items.slice((page - 1) * limit, page * limit),
  };
}

/** The search term of a staff list, lower-cased; '' for none. */
export const searchOf = (url: URL) => (url.searchParams.get('search') ?? '').trim().toLowerCase();

/**
 * Runs a handler the way the server's error handler answers: a thrown `HttpError` becomes
 * its status with `message` (and `errors` per field) in the envelope.
 */
export function answer<Params extends PathParams>(
  resolver: HttpResponseResolver<Params, DefaultBodyType>,
): HttpResponseResolver<Params, DefaultBodyType> {
  return async (info) => {
    try {
      return await resolver(info);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return HttpResponse.json(
        {
          success: false,
          message: error.message,
          ...(error.errors ? { errors: error.errors } : {}),
        },
        { status: error.statusCode, headers: error.headers },
      );
    }
  };
}
