import { randomUUID } from 'node:crypto';
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * A query whose SQL never changes, compiled once per database handle and run with each call's
 * values. Kysely builds and compiles a query afresh on every call, which costs about as much CPU
 * as SQLite takes to answer a small one; the queries every staff request makes (its session, the
 * work calendar, the stages) are built once instead.
 *
 * `build` receives one placeholder per string value it declares (its parameters after `db`, so
 * none with defaults) and must pass each to the query as a plain value exactly once; the compiled
 * parameters that are placeholders are swapped for the call's values. A handle seen for the first
 * time (a transaction is one) compiles the query for itself.
 */
export function compiledOnce<Row, Values extends string[]>(
  build: (db: Kysely<Database>, ...values: Values) => Compilable<Row>,
): (db: Kysely<Database>, ...values: Values) => Promise<Row[]> {
  const run = randomUUID();
  const placeholders = Array.from(
    { length: build.length - 1 },
    (_, index) => `\u0000value ${index} of ${run}`,
  ) as Values;
  const compiled = new WeakMap<Kysely<Database>, CompiledQuery<Row>>();

  function compile(db: Kysely<Database>): CompiledQuery<Row> {
    const query = build(db, ...placeholders).compile();
    for (const placeholder of placeholders) {
      const uses = query.parameters.filter((parameter) => parameter === placeholder).length;
      if (uses !== 1) throw new Error(`a compiled-once query uses a value ${uses} times, not once`);
    }
    compiled.set(db, query);
    return query;
  }

  return async (db, ...values) => {
    const query = compiled.get(db) ?? compile(db);
    const parameters = query.parameters.map((parameter) => {
      const index = placeholders.indexOf(parameter as string);
      return index === -1 ? parameter : values[index];
    });
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}
