import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-error';

export const NUL_REFUSED = 'This field may not contain the NUL character (U+0000).';

/**
 * Where in a value (a field path) the first NUL character sits, in keys or text. PostgreSQL
 * text cannot hold one and refuses the whole statement, so it is the caller's mistake to
 * answer with 400 before any query, on SQLite the same as on PostgreSQL.
 */
export function nulCharacterField(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : undefined;
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return field;
    const found = nulCharacterField(item, field);
    if (found) return found;
  }
  return undefined;
}

export function refuseNulCharacters(value: unknown, path?: string) {
  const field = nulCharacterField(value, path);
  if (field)
    throw badRequest('Some of the information sent is not valid.', { [field]: NUL_REFUSED });
}

/** Checks every route's parsed query, path parameters and body before its handler runs. */
export function registerNulCharacterCheck(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    refuseNulCharacters(request.query);
    refuseNulCharacters(request.params);
    refuseNulCharacters(request.body);
  });
}
