import type { FastifySchemaCompiler } from 'fastify';
import { isYupSchema, yupRequestValidator } from './yup-errors';

/** Distinct accepted queries kept per route; the oldest goes past this many. */
const KEPT_QUERIES = 256;

/**
 * A route's validator compiler for a yup query read again and again with the same values (a
 * staff list refreshed, polled, or opened by every member with its default filters). The
 * check and transforms of a schema of some twenty fields cost more CPU than the list's own
 * queries, and their outcome depends on the query alone, so each distinct accepted query is
 * checked once and its checked value handed out again (a copy per request, so no handler sees
 * another's changes). A refused query is checked every time and answers as before.
 */
export function rememberingQueryValidator<Schema>({
  schema,
}: Parameters<FastifySchemaCompiler<Schema>>[0]) {
  if (!isYupSchema(schema)) throw new Error('a remembered query check needs a yup schema');
  const validate = yupRequestValidator(schema);
  const accepted = new Map<string, object>();
  return (data: unknown) => {
    const key = JSON.stringify(data);
    let value = accepted.get(key);
    if (value) {
      // Most recently used last, so the oldest is the first one dropped.
      accepted.delete(key);
    } else {
      const result = validate(data);
      if (!('value' in result)) return result;
      value = result.value as object;
      if (accepted.size >= KEPT_QUERIES) accepted.delete(accepted.keys().next().value as string);
    }
    accepted.set(key, value);
    return { value: { ...value } };
  };
}
