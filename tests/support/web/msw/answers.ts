import {
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import { HttpError, badRequest, unauthorized } from '../../../../server/lib/http-error';
import { db } from './db';

export { validateWith } from '../../../../server/lib/yup-errors';
export {
  HttpError,
  badRequest,
  notFound,
  conflict,
  forbidden,
  tooManyRequests,
} from '../../../../server/lib/http-error';

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

/**
 * One page of a staff list as the server answers it: `data` and the `total` of all that match;
 * `page` is 1-based, `limit` at most 100 (25 without one), out of bounds refused.
 */
export function listPage<T>(url: URL, found: T[]) {
  const page = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? 25);
  const errors: Record<string, string> = {};
  if (!Number.isInteger(page) || page < 1) errors.page = 'Invalid value.';
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) errors.limit = 'Invalid value.';
  if (Object.keys(errors).length > 0) {
    throw badRequest('Some of the information sent is not valid.', errors);
  }
  return ok({ data: found.slice((page - 1) * limit, page * limit), total: found.length });
}

/** The search term of a staff list, lower-cased; '' for none. */
export const searchOf = (url: URL) => (url.searchParams.get('search') ?? '').trim().toLowerCase();

/** Whether one of the texts holds the search term; without a term every record matches. */
export const matchesSearch = (search: string, texts: string[]) =>
  !search || texts.some((text) => text.toLowerCase().includes(search));

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
          ...(error.code ? { code: error.code } : {}),
        },
        { status: error.statusCode, headers: error.headers },
      );
    }
  };
}

/** A staff route: 401 without a valid session before anything else, as the server's staff scope. */
export function staffAnswer<Params extends PathParams>(
  resolver: HttpResponseResolver<Params, DefaultBodyType>,
): HttpResponseResolver<Params, DefaultBodyType> {
  return answer<Params>((info) => {
    requireStaff(info.request);
    return resolver(info);
  });
}
