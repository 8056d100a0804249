import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { company, fontFamilies } from '@vistaar/shared/config';
import { HttpError } from '../lib/http-error';

const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P03',
  '08006',
  '08001',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_IOERR',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  if (typeof code === 'string' && DATABASE_DOWN_CODES.has(code)) return true;
  const message = String((error as Error)?.message ?? '');
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|database ping timed out/i.test(
    message,
  );
}

/**
 * The client closed the connection while its body was still arriving (a cancelled upload, a
 * tab closed): Node reports it as ECONNRESET 'aborted', which is no fault of the database or
 * of the server.
 */
function clientWentAway(error: unknown, request: FastifyRequest): boolean {
  const code = (error as { code?: unknown })?.code;
  if (code !== 'ECONNRESET' && code !== 'ECONNABORTED') return false;
  return request.raw.readableAborted || request.raw.socket?.destroyed === true;
}

/**
 * A browser asking for a page (not a call of the API): it should get a page it can show,
 * never a JSON envelope on screen.
 */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?', 1)[0];
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  return /\btext\/html\b/i.test(request.headers.accept ?? '');
}

// Kept tiny and self-contained (an overloaded server should not render the site to say so), in
// the site's look: its name, its fonts when the browser has them, the theme's primary blue
// (#1D4ED8) and ink (#0F172A, #334155) on the ink-50 background.
const BUSY_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Busy, please try again</title>
<style>
body{margin:0;background:#F8FAFC;color:#334155;font:16px/1.6 "${fontFamilies.body}",system-ui,sans-serif}
header{background:#fff;border-bottom:1px solid #E2E8F0;padding:1rem 1.5rem}
header a{color:#0F172A;font:700 1.25rem "${fontFamilies.heading}",system-ui,sans-serif;text-decoration:none}
main{max-width:36rem;margin:4rem auto;padding:0 1.5rem}
h1{color:#0F172A;font:700 1.75rem/1.3 "${fontFamilies.heading}",system-ui,sans-serif;margin:0 0 1rem}
.again{display:inline-block;margin-top:1rem;padding:.625rem 1.25rem;border-radius:8px;background:#1D4ED8;color:#fff;font-weight:600;text-decoration:none}
.again:focus-visible{outline:3px solid #F97316;outline-offset:2px}
</style></head>
<body><header><a href="/">${company.name}</a></header>
<main><h1>We are busy right now</h1>
<p>The server has more visitors than it can answer at the moment. Please try again in a few seconds.</p>
<a class="again" href="">Try again</a></main></body></html>`;

function fieldOf(validation: NonNullable<FastifyError['validation']>[number]): string {
  const missing = (validation.params as { missingProperty?: string; additionalProperty?: string })
    ?.missingProperty;
  if (missing) return missing;
  const extra = (validation.params as { additionalProperty?: string })?.additionalProperty;
  if (extra) return extra;
  const path = validation.instancePath.replace(/^\//, '').replace(/\//g, '.');
  return path || '_';
}

/**
 * Every failure answers in the envelope. Deliberate 4xx errors pass through;
 * anything unexpected is a generic 500 with the request id, details in the log only.
 */
async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      // Fastify stamps FST_ERR_VALIDATION on a refusal from a schema's validator; only codes
      // the app gives its own refusals reach the client.
      const code = error.code?.startsWith('FST_') ? undefined : error.code;
      return reply.status(error.statusCode).send({
        success: false,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(code ? { code } : {}),
      });
    }

    if (error.validation) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue);
        const extra = (issue.params as { additionalProperty?: string })?.additionalProperty;
        errors[field] ??= extra
          ? 'This field is not accepted.'
          : `Invalid value${issue.message ? `: ${issue.message}` : ''}.`;
      }
      request.log.info({ event: 'request.invalid', errors }, 'request refused by schema');
      return reply
        .status(400)
        .send({ success: false, message: 'Some of the information sent is not valid.', errors });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 413
          ? 'The request is too large.'
          : status === 415
            ? 'That type of content is not accepted.'
            : status === 429
              ? error.message || 'Too many requests. Please wait a moment and try again.'
              : error.message;
      return reply.status(status).send({ success: false, message });
    }

    if (status === 503) {
      // Overload (under-pressure) or a dependency that said so itself: the caller should retry.
      if (!reply.hasHeader('Retry-After')) reply.header('Retry-After', '10');
      if (wantsPage(request)) {
        return reply
          .status(503)
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send(BUSY_PAGE);
      }
      return reply.status(503).send({
        success: false,
        message: error.message || 'The service is busy. Please try again shortly.',
      });
    }

    if (clientWentAway(error, request)) {
      request.log.info(
        { event: 'request.aborted' },
        'client went away before its request was read',
      );
      // Nobody is listening; the status is for the access log.
      return reply.status(400).send({ success: false, message: 'The request was broken off.' });
    }

    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error, event: 'database.unavailable' }, 'database unavailable');
      reply.header('Retry-After', '30');
      return reply.status(503).send({
        success: false,
        message: 'The service is temporarily unavailable. Please try again in a minute.',
      });
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      success: false,
      message: `Something went wrong on our side. Please try again. (Reference: ${request.id})`,
    });
  });
}

export const errorHandlerPlugin = fp(errorHandler, { name: 'error-handler', fastify: '5.x' });

/**
 * For Fastify's `frameworkErrors`: requests refused before routing (a broken %-escape in the
 * path, a parameter past its length) answer in the envelope like every other refusal.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return reply.status(status).send({
    success: false,
    message:
      status === 414
        ? 'The address of this request is too long.'
        : 'The address of this request is not valid.',
  });
}
