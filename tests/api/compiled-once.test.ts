import type { Kysely } from 'kysely';
import { compiledOnce } from '../../server/db/compiled-once';
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
});
