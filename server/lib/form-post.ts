import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, HttpError } from './http-error';

/**
 * Lets a plugin's routes take ordinary HTML form posts (the pages that work without
 * JavaScript): the urlencoded body reaches the handler as text, read with `formParams`.
 */
export function acceptFormPosts(app: FastifyInstance, bodyLimit: number) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => done(null, body),
  );
}

/** A form post's fields; anything but urlencoded text has none. */
export function formParams(body: unknown): URLSearchParams {
  return new URLSearchParams(typeof body === 'string' ? body : '');
}

export const CROSS_SITE_FORM = 'This form can only be sent from our own website.';

/**
 * A form post another site made the browser send is refused (the JSON calls are safe from
 * that, as browsers never send JSON across sites without asking). Browsers name the sender in
 * Sec-Fetch-Site; older ones only in Origin, which is 'null' under the no-referrer policy.
 */
export function refuseCrossSiteForm(request: FastifyRequest) {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) {
    if (site !== 'same-origin' && site !== 'none') throw forbidden(CROSS_SITE_FORM);
    return;
  }
  const origin = request.headers.origin;
  if (origin === undefined || origin === 'null') return;
  let host: string | null = null;
  try {
    host = new URL(origin).host;
  } catch {
    // An unreadable Origin is no origin of ours.
  }
  if (host !== request.host) throw forbidden(CROSS_SITE_FORM);
}

/**
 * Route options for a form post limited per client address: the limit is counted once the
 * form's fields are read, and its refusal (429, Retry-After already set) reaches `answer` as an
 * HttpError, so the person gets the page back with the limit's message and what they typed,
 * not the rate limiter's JSON. Any other error goes on to the app's handler.
 */
export function limitedFormPost<Request extends FastifyRequest>(
  limit: RateLimitOptions,
  answer: (request: Request, reply: FastifyReply, refused: HttpError) => unknown,
) {
  return {
    config: { rateLimit: { ...limit, hook: 'preHandler' as const } },
    errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      // @fastify/rate-limit throws the answer it built (our `errorResponseBuilder`), not an Error.
      if (error instanceof HttpError || error.statusCode !== 429) throw error;
      // The limit is counted after validation, so the request is the route's own, checked.
      return answer(request as Request, reply, new HttpError(429, error.message));
    },
  };
}
