import { randomUUID } from 'node:crypto';
import type { Compilable, CompiledQuery, Expression, Kysely, RawBuilder, SqlBool } from 'kysely';
import type { Database } from './schema';

type Run<Row> = (db: Kysely<Database>, values: readonly unknown[]) => Promise<Row[]>;

/**
 * The one mechanism behind the helpers below: `build` gets `count` placeholders (unique
 * strings), each of which must reach the compiled query as exactly one parameter; a call swaps
 * them for its values. A handle seen for the first time (a transaction is one) compiles the
 * query for itself.
 */
function withPlaceholders<Row>(
  count: number,
  build: (db: Kysely<Database>, placeholders: string[]) => Compilable<Row>,
): Run<Row> {
  const run = randomUUID();
  const placeholders = Array.from(
    { length: count },
    (_, index) => `\u0000value ${index} of ${run}`,
  );
  const compiled = new WeakMap<Kysely<Database>, CompiledQuery<Row>>();

  function compile(db: Kysely<Database>): CompiledQuery<Row> {
    const query = build(db, placeholders).compile();
    for (const placeholder of placeholders) {
      const uses = query.parameters.filter((parameter) => parameter === placeholder).length;
      if (uses !== 1) throw new Error(`a compiled-once query uses a value ${uses} times, not once`);
    }
    compiled.set(db, query);
    return query;
  }

  return async (db, values) => {
    const query = compiled.get(db) ?? compile(db);
    const parameters = query.parameters.map((parameter) => {
      const index = placeholders.indexOf(parameter as string);
      return index === -1 ? parameter : values[index];
    });
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}

/**
 * A query whose SQL never changes, compiled once per database handle and run with each call's
 * values. Kysely builds and compiles a query afresh on every call, which costs about as much CPU
 * as SQLite takes to answer a small one; the queries every staff request makes (its session, the
 * work calendar, the stages) are built once instead.
 *
 * `build` receives one placeholder per value it declares (its parameters after `db`, so none
 * with defaults) and must pass each to the query as a plain value exactly once (a number too:
 * a limit or an offset); the compiled parameters that are placeholders are swapped for the
 * call's values.
 */
export function compiledOnce<Row, Values extends (string | number)[]>(
  build: (db: Kysely<Database>, ...values: Values) => Compilable<Row>,
): (db: Kysely<Database>, ...values: Values) => Promise<Row[]> {
  const run = withPlaceholders(build.length - 1, (db, placeholders) =>
    build(db, ...(placeholders as Values)),
  );
  return (db, ...values) => run(db, values);
}

/**
 * A query about a list of records (`where id in (...)`, one parameter per item), compiled
 * once per length of the list, as `compiledOnce` compiles its query: `build` receives the list
 * as placeholders, then one per further value. The lists are a page's records, so the lengths
 * seen are few; an empty list has no query (`in ()` is not SQL) and answers no rows.
 */
export function compiledPerLength<Row, Values extends (string | number)[]>(
  build: (db: Kysely<Database>, list: number[], ...values: Values) => Compilable<Row>,
): (db: Kysely<Database>, list: readonly number[], ...values: Values) => Promise<Row[]> {
  const byLength = new Map<number, Run<Row>>();
  const valueCount = build.length - 2;
  return async (db, list, ...values) => {
    if (list.length === 0) return [];
    let run = byLength.get(list.length);
    if (!run) {
      run = withPlaceholders(list.length + valueCount, (handle, placeholders) =>
        build(
          handle,
          placeholders.slice(0, list.length) as unknown as number[],
          ...(placeholders.slice(list.length) as Values),
        ),
      );
      byLength.set(list.length, run);
    }
    return run(db, [...list, ...values]);
  };
}

/** The condition shapes kept compiled per query and handle; a rare shape past them is built again. */
const KEPT_CONDITIONS = 200;

interface CompiledShape<Row> {
  query: CompiledQuery<Row>;
  /** Per compiled parameter: its index in the condition's parameters then the call's values. */
  sources: number[];
}

/**
 * A query whose SQL changes only with one condition (a list's filters, built per request from
 * plain `sql` fragments, which is cheap), compiled once per distinct text of that condition:
 * the condition is compiled alone (its text names its shape, its parameters are this call's
 * values of it), and the rest of the query is built and compiled only for a shape not seen
 * yet. `build` puts the condition in the query once and passes each further value as
 * `compiledOnce` asks; the query's own parameters are the condition's and those values, and
 * nothing else (checked when it is compiled).
 */
export function compiledPerCondition<Row, Values extends (string | number)[]>(
  build: (
    db: Kysely<Database>,
    condition: Expression<SqlBool>,
    ...values: Values
  ) => Compilable<Row>,
): (db: Kysely<Database>, condition: RawBuilder<SqlBool>, ...values: Values) => Promise<Row[]> {
  const run = randomUUID();
  const placeholders = Array.from(
    { length: build.length - 2 },
    (_, index) => `\u0000value ${index} of ${run}`,
  );
  const shapes = new WeakMap<Kysely<Database>, Map<string, CompiledShape<Row>>>();

  function compile(
    db: Kysely<Database>,
    condition: RawBuilder<SqlBool>,
    conditionParameters: readonly unknown[],
  ): CompiledShape<Row> {
    const query = build(db, condition, ...(placeholders as Values)).compile();
    let next = 0;
    const sources = query.parameters.map((parameter) => {
      const index = placeholders.indexOf(parameter as string);
      if (index !== -1) return conditionParameters.length + index;
      if (parameter !== conditionParameters[next]) {
        throw new Error('a compiled-per-condition query has parameters of its own');
      }
      return next++;
    });
    if (next !== conditionParameters.length) {
      throw new Error('a compiled-per-condition query must hold its condition exactly once');
    }
    for (const index of placeholders.keys()) {
      const uses = sources.filter((source) => source === conditionParameters.length + index);
      if (uses.length !== 1) {
        throw new Error(`a compiled-once query uses a value ${uses.length} times, not once`);
      }
    }
    return { query, sources };
  }

  return async (db, condition, ...values) => {
    const part = condition.compile(db);
    let kept = shapes.get(db);
    if (!kept) shapes.set(db, (kept = new Map()));
    let shape = kept.get(part.sql);
    if (shape) {
      // Most recently used last, so the oldest is the first one dropped.
      kept.delete(part.sql);
    } else {
      shape = compile(db, condition, part.parameters);
      if (kept.size >= KEPT_CONDITIONS) kept.delete(kept.keys().next().value as string);
    }
    kept.set(part.sql, shape);
    const given = [...part.parameters, ...values];
    const parameters = shape.sources.map((source) => given[source]);
    return (await db.executeQuery<Row>({ ...shape.query, parameters })).rows;
  };
}
