import type { FastifyInstance } from 'fastify';

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
