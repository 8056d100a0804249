import type { FastifyBaseLogger } from 'fastify';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { seedEmployeesDemo } from '../../server/modules/employees';
import { appendLedger } from '../../server/modules/verification-sharing/ledger';
import { createShareExpirySweep } from '../../server/modules/verification-sharing';
import { tokenDigest } from '../../server/modules/verification-sharing/share-tokens';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { SHARE, sharingFlow } from './verification-sharing-fixtures';
import { ONLY_THE_CLOCK } from './only-the-clock';

const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

const DAY_SECONDS = 86_400;
const passTime = (seconds: number) => jest.setSystemTime(Date.now() + seconds * 1000);

describe(`expiries reach the ledger when they happen (${dialect})`, () => {
  let ctx: TestContext;
  let flow: ReturnType<typeof sharingFlow>;
  /**
   * A second server's connections to the same database. On SQLite its own connection would
   * wait for a write lock synchronously and stall this one process, so there the second
   * server shares the connection (one writer at a time, as SQLite itself allows).
   */
  let other: DatabaseHandle;

  beforeAll(async () => {
    jest.useFakeTimers(ONLY_THE_CLOCK);
    ctx = await createTestApp();
    flow = sharingFlow(ctx);
    await seedEmployeesDemo(ctx.database.db);
    other =
      dialect === 'postgres'
        ? openDatabase({ databaseUrl: ctx.config.databaseUrl, dataDir: ctx.config.dataDir })
        : ctx.database;
  });
  afterAll(async () => {
    if (other !== ctx.database) await other.close();
    await ctx.close();
    jest.useRealTimers();
  });
  beforeEach(async () => {
    for (const table of ['verification_shares', 'verification_ledger', 'outbox'] as const) {
      await ctx.database.db.deleteFrom(table).execute();
    }
  });

  async function sharesFor(days: number[]): Promise<string[]> {
    const session = await flow.verifiedEmployee();
    const tokens: string[] = [];
    for (const lifetime of days)
      tokens.push(await flow.sharedToken(session, { ...SHARE, days: lifetime }));
    return tokens;
  }

  const expiredEntries = () =>
    ctx.database.db
      .selectFrom('verification_ledger as l')
      .innerJoin('verification_shares as s', 's.id', 'l.share_id')
      .select(['s.token_hash', 's.expires_at', 'l.occurred_at'])
      .where('l.event', '=', 'expired')
      .orderBy('l.id')
      .execute();

  const openLink = (token: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/verify/${token}/code`, payload: {} });

  it('writes one expiry per share, dated when it expired, without the link being opened', async () => {
    const [week, fortnight] = await sharesFor([7, 14]);
    await ctx.app.shareExpiry.run();
    expect(await expiredEntries()).toEqual([]);

    passTime(7 * DAY_SECONDS + 1);
    await ctx.app.shareExpiry.run();
    await ctx.app.shareExpiry.run();
    const entries = await expiredEntries();
    expect(entries.map((entry) => entry.token_hash)).toEqual([tokenDigest(week)]);
    expect(entries[0].occurred_at).toBe(entries[0].expires_at);

    const refused = await openLink(week);
    expect(refused.statusCode).toBe(410);
    expect(await expiredEntries()).toHaveLength(1);
    expect((await openLink(fortnight)).statusCode).toBe(200);
  });

  it('writes one entry when two servers sweep at once and the link is opened meanwhile', async () => {
    const log = { info: jest.fn(), error: jest.fn() };
    const sweeps = [ctx.database.db, other.db, other.db].map((db) =>
      createShareExpirySweep({ db, log: log as unknown as FastifyBaseLogger }),
    );
    const tokens = await sharesFor([7, 7, 7, 7, 7]);
    passTime(7 * DAY_SECONDS + 1);
    const opened = await Promise.all([
      ...sweeps.map((sweep) => sweep.run()),
      ...tokens.map((token) => openLink(token)),
      ...sweeps.map((sweep) => sweep.run()),
    ]);
    for (const response of opened.slice(sweeps.length, sweeps.length + tokens.length)) {
      expect(response).toMatchObject({ statusCode: 410 });
    }
    const entries = await expiredEntries();
    expect(entries.map((entry) => entry.token_hash).sort()).toEqual(
      tokens.map((token) => tokenDigest(token)).sort(),
    );
    expect(log.error).not.toHaveBeenCalled();
  });

  it('holds the ledger itself to one expiry per share', async () => {
    const [token] = await sharesFor([7]);
    passTime(7 * DAY_SECONDS + 1);
    await ctx.app.shareExpiry.run();
    const share = await ctx.database.db
      .selectFrom('verification_shares')
      .select(['id', 'employee_id', 'expires_at'])
      .where('token_hash', '=', tokenDigest(token))
      .executeTakeFirstOrThrow();
    // The driver's error may come from another test file's realm, so its message is compared.
    const second = await appendLedger(ctx.database.db, {
      employeeId: share.employee_id,
      shareId: share.id,
      event: 'expired',
      occurredAt: share.expires_at,
    }).then(
      () => 'written',
      (error: { message?: string }) => String(error.message),
    );
    expect(second).toMatch(/unique constraint/i);
    expect(await expiredEntries()).toHaveLength(1);
  });
});

describe(`each server sweeps on its own timer (${dialect})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({}, { shareExpiry: { intervalMs: 50 } });
    await seedEmployeesDemo(ctx.database.db);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('records an expiry shortly after it passes, with nobody opening the link', async () => {
    const flow = sharingFlow(ctx);
    const session = await flow.verifiedEmployee();
    await flow.sharedToken(session, SHARE);
    await ctx.database.db
      .updateTable('verification_shares')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = async () =>
      ctx.database.db
        .selectFrom('verification_ledger')
        .select('occurred_at')
        .where('event', '=', 'expired')
        .execute();
    const deadline = Date.now() + 10_000;
    while ((await expired()).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(await expired()).toHaveLength(1);
  });
});
