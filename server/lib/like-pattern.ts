import { sql, type RawBuilder } from 'kysely';

/** '50%_off' -> '%50\%\_off%': the user's text matched literally, anywhere in the value. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Search box text: trimmed, inner whitespace collapsed; '' means no search. */
export function normalizeSearch(value: string | undefined): string {
  return (value ?? '').trim().replace(/\s+/g, ' ');
}

/**
 * `lower(expr) like lower(pattern) escape '\'`; SQLite has no default escape
 * character, so it is spelled out for both databases.
 */
export function likeLower(expression: RawBuilder<unknown>, pattern: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${expression}) like lower(${pattern}) escape '\\'`;
}
