import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import {
  compiledOnce,
  compiledPerCondition,
  compiledPerLength,
} from '../../server/db/compiled-once';
import type { Database } from '../../server/db/schema';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { dialect } from './careers-fixtures';

const holidayNamed = compiledOnce((db: Kysely<Database>, day: string) =>
  db.selectFrom('holidays').select(['day', 'name']).where('day', '=', day),
);

describe(`queries compiled once (${dialect})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.database.db
      .insertInto('holidays')
      .values([
        { day: '2099-10-02', name: 'Gandhi Jayanti', created_at: '2026-01-01T00:00:00.000Z' },
        { day: '2099-11-08', name: 'Diwali', created_at: '2026-01-01T00:00:00.000Z' },
      ])
      .execute();
  });
  afterAll(() => ctx.close());

  it('answers each call with its own values', async () => {
    const { db } = ctx.database;
    expect(await holidayNamed(db, '2099-10-02')).toEqual([
      { day: '2099-10-02', name: 'Gandhi Jayanti' },
    ]);
    expect(await holidayNamed(db, '2099-11-08')).toEqual([{ day: '2099-11-08', name: 'Diwali' }]);
    expect(await holidayNamed(db, '2099-12-25')).toEqual([]);
    // A value that looks like SQL stays a value.
    expect(await holidayNamed(db, "2099-10-02' or '1' = '1")).toEqual([]);
  });

  it('runs inside a transaction and sees its uncommitted rows', async () => {
    const seen = await ctx.database.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('holidays')
        .values({
          day: '2099-08-15',
          name: 'Independence Day',
          created_at: '2026-01-01T00:00:00.000Z',
        })
        .execute();
      return holidayNamed(trx, '2099-08-15');
    });
    expect(seen).toEqual([{ day: '2099-08-15', name: 'Independence Day' }]);
  });

  it('refuses a query that does not use each value exactly once', async () => {
    const twice = compiledOnce((db: Kysely<Database>, day: string) =>
      db.selectFrom('holidays').select('name').where('day', '=', day).where('name', '=', day),
    );
    const never = compiledOnce((db: Kysely<Database>, _day: string) =>
      db.selectFrom('holidays').select('name'),
    );
    await expect(twice(ctx.database.db, '2099-10-02')).rejects.toThrow('uses a value 2 times');
    await expect(never(ctx.database.db, '2099-10-02')).rejects.toThrow('uses a value 0 times');
  });
  it('compiles a list query once per length and answers each call with its own list', async () => {
    const named = compiledPerLength((db: Kysely<Database>, days: number[], name: string) =>
      db
        .selectFrom('holidays')
        .select('day')
        .where('day', '>=', '2099-01-01')
        .where(sql<number>`cast(substr(day, 9, 2) as integer)`, 'in', days)
        .where('name', '!=', name)
        .orderBy('day'),
    );
    const { db } = ctx.database;
    expect(await named(db, [2, 8], 'Diwali')).toEqual([{ day: '2099-10-02' }]);
    expect(await named(db, [8, 2], 'Nobody')).toEqual([
      { day: '2099-10-02' },
      { day: '2099-11-08' },
    ]);
    expect(await named(db, [8], 'Nobody')).toEqual([{ day: '2099-11-08' }]);
    expect(await named(db, [], 'Nobody')).toEqual([]);
  });

  it('compiles a query once per shape of its condition, with each call’s values', async () => {
    const holidays = compiledPerCondition(
      (db: Kysely<Database>, condition: Expression<SqlBool>, limit: number) =>
        db.selectFrom('holidays').select('name').where(condition).orderBy('day').limit(limit),
    );
    const { db } = ctx.database;
    const dayIs = (day: string) => sql<SqlBool>`day = ${day}`;
    const dayIn = (from: string, to: string) => sql<SqlBool>`day >= ${from} and day <= ${to}`;
    expect(await holidays(db, dayIs('2099-10-02'), 5)).toEqual([{ name: 'Gandhi Jayanti' }]);
    expect(await holidays(db, dayIs('2099-11-08'), 5)).toEqual([{ name: 'Diwali' }]);
    expect(await holidays(db, dayIn('2099-10-01', '2099-12-31'), 5)).toEqual([
      { name: 'Gandhi Jayanti' },
      { name: 'Diwali' },
    ]);
    expect(await holidays(db, dayIn('2099-10-01', '2099-12-31'), 1)).toEqual([
      { name: 'Gandhi Jayanti' },
    ]);
    expect(await holidays(db, dayIs("2099-10-02' or '1' = '1"), 5)).toEqual([]);
  });

  it('refuses a per-condition query with values of its own or without its condition', async () => {
    const ownValue = compiledPerCondition((db: Kysely<Database>, condition: Expression<SqlBool>) =>
      db.selectFrom('holidays').select('name').where(condition).where('name', '!=', 'Diwali'),
    );
    const noCondition = compiledPerCondition(
      (db: Kysely<Database>, _condition: Expression<SqlBool>) =>
        db.selectFrom('holidays').select('name'),
    );
    const condition = sql<SqlBool>`day = ${'2099-10-02'}`;
    await expect(ownValue(ctx.database.db, condition)).rejects.toThrow('parameters of its own');
    await expect(noCondition(ctx.database.db, condition)).rejects.toThrow('exactly once');
  });
});
