import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-error';

export const NUL_REFUSED = 'This field may not contain the NUL character (U+0000).';

/**
 * Which field of a value (named at the top level) holds the first NUL character, in keys or text. PostgreSQL
 * text cannot hold one and refuses the whole statement, so it is the caller's mistake to
 * answer with 400 before any query, on SQLite the same as on PostgreSQL. Walked with a list
 * rather than recursion: JSON nested thousands deep is valid input.
 */
function nulCharacterField(value: unknown, path = ''): string | undefined {
  const pending: Array<[unknown, string]> = [[value, path]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, field] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return field || '_';
    } else if (typeof item === 'object' && item !== null && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        // Errors name the top-level field; a path thousands of levels long helps no one.
        const childField = field || key;
        if (key.includes('\u0000')) return childField;
        pending.push([child, childField]);
      }
    }
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
