import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../../server/app';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { runRetention } from '../../server/modules/retention';
import { type RetentionReport } from '../../server/modules/retention/retention-service';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { dialect, insertApplicationRow, postJob } from './careers-fixtures';

jest.setTimeout(120_000);

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');
const APPLICATIONS = 24;
const MESSAGES = 6;

describe(`retention on two servers at once, and from the command line (${dialect})`, () => {
  let ctx: TestContext;
  /**
   * The second server's connections. On SQLite another connection would wait for the write
   * lock synchronously and stall this one process, so there both servers share one
   * connection (one writer at a time, as SQLite itself allows).
   */
  let other: DatabaseHandle;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let jobId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    other =
      dialect === 'postgres'
        ? openDatabase({ databaseUrl: ctx.config.databaseUrl, dataDir: ctx.config.dataDir })
        : ctx.database;
    second = await buildApp({
      config: ctx.config,
      database: other,
      logger: false,
      devInbox: null,
      loadShedding: false,
    });
    await second.ready();
    jobId = await postJob(ctx, await ctx.staffAuth());
    const db = ctx.database.db;
    for (let i = 1; i <= APPLICATIONS; i += 1) {
      await insertApplicationRow(db, {
        jobId,
        firstName: `Parallel${i}`,
        email: `parallel${i}@example.org`,
        createdAt: '2025-11-01T05:00:00.000Z',
      });
    }
    await db.updateTable('jobs').set({ closes_on: '2025-12-31' }).where('id', '=', jobId).execute();
    for (let i = 1; i <= MESSAGES; i += 1) {
      await db
        .insertInto('contact_messages')
        .values({
          full_name: `Sender ${i}`,
          email: `sender${i}@example.org`,
          phone: '9811045270',
          message: 'Hello',
          client_ip: null,
          user_agent: null,
          created_at: '2025-01-15T05:00:00.000Z',
          notice_version: null,
        })
        .execute();
    }
  });
  afterAll(async () => {
    await second.close();
    if (other !== ctx.database) await other.close();
    await ctx.close();
  });

  const erasureAudits = () =>
    ctx.database.db
      .selectFrom('audit_log')
      .select(['entity', 'entity_id'])
      .where('action', '=', 'privacy.erased')
      .execute();

  it('runs the daily job on one server only when both try the same day', async () => {
    const now = new Date('2026-07-05T01:00:00.000Z');
    const reports = await Promise.all([
      ctx.app.retention.run(now),
      second.retention.run(now),
      ctx.app.retention.run(now),
      second.retention.run(now),
    ]);
    const ran = reports.filter((report): report is RetentionReport => report !== null);
    // A server's second call joins its own run under way; the other server's finds the day taken.
    expect(new Set(ran.map((report) => report.runId)).size).toBe(1);
    expect(ran[0].quarantined).toEqual({
      application: APPLICATIONS,
      contact_message: MESSAGES,
      verification_share: 0,
    });
    const runs = await ctx.database.db
      .selectFrom('retention_runs')
      .select(['scheduled_on', 'trigger'])
      .execute();
    expect(runs).toEqual([{ scheduled_on: '2026-07-05', trigger: 'daily' }]);
    expect(await second.retention.run(new Date('2026-07-05T17:00:00.000Z'))).toBeNull();
  });

  it('erases each record once when both servers erase at the same moment', async () => {
    const asOf = '2026-08-04';
    const reports = await Promise.all([
      runRetention(ctx.database.db, { asOf, secret: ctx.app.appSecret }),
      runRetention(other.db, { asOf, secret: ctx.app.appSecret }),
      runRetention(ctx.database.db, { asOf, secret: ctx.app.appSecret }),
      runRetention(other.db, { asOf, secret: ctx.app.appSecret }),
    ]);
    const erased = reports.reduce(
      (total, report) => total + report.erased.application + report.erased.contact_message,
      0,
    );
    expect(erased).toBe(APPLICATIONS + MESSAGES);
    const audits = await erasureAudits();
    expect(audits).toHaveLength(APPLICATIONS + MESSAGES);
    expect(new Set(audits.map((entry) => `${entry.entity}:${entry.entity_id}`)).size).toBe(
      APPLICATIONS + MESSAGES,
    );
    const left = await ctx.database.db
      .selectFrom('job_applications')
      .select('id')
      .where('erased_at', 'is', null)
      .execute();
    expect(left).toEqual([]);
  });

  it('npm run retention -- --as-of quarantines and erases as of that day and prints counts only', async () => {
    const db = ctx.database.db;
    const id = await insertApplicationRow(db, {
      jobId: null,
      firstName: 'Commandline',
      email: 'commandline@example.org',
      createdAt: '2026-01-20T05:00:00.000Z',
    });
    // CI exports DATABASE_URL for the PostgreSQL run; the child must use this test's database only.
    const { DATABASE_URL: _inherited, ...parentEnv } = process.env;
    const env = {
      ...parentEnv,
      NODE_ENV: 'test',
      DATA_DIR: ctx.config.dataDir,
      ...(ctx.config.databaseUrl ? { DATABASE_URL: ctx.config.databaseUrl } : {}),
    };
    const cli = (...args: string[]) =>
      run(
        path.join(root, 'node_modules/.bin/tsx'),
        [path.join(root, 'server/cli/retention.ts'), ...args],
        { cwd: root, env },
      );

    const refused = await cli('--as-of', '2026-02-30').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused).toMatchObject({ code: 2 });
    expect((refused as { stderr: string }).stderr).toContain('--as-of takes a date as YYYY-MM-DD');

    const first = await cli('--as-of', '2026-07-20');
    expect(first.stdout).toContain('as of 2026-07-20');
    expect(first.stdout).toContain('applications: 1 quarantined, 0 erased');
    expect(
      (
        await db
          .selectFrom('job_applications')
          .select('erased_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).erased_at,
    ).toBeNull();

    const second = await cli('--as-of', '2026-08-19');
    expect(second.stdout).toContain('applications: 0 quarantined, 1 erased');
    expect(second.stdout).not.toMatch(/Commandline|example\.org/);
    const row = await db
      .selectFrom('job_applications')
      .select(['first_name', 'email', 'erased_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ first_name: 'Erased', email: '' });
    expect(row.erased_at).not.toBeNull();
  });
});
