import SQLite from 'better-sqlite3';
import { sqliteFile } from '../../server/db/database';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { dialect, insertApplicationRow } from './careers-fixtures';

const LIST = '/api/career/get-job-applications?page=1&limit=10';

describe(`the applications list kept between writes (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;

  const list = async (authorization = auth) => {
    const answer = await ctx.app.inject({ method: 'GET', url: LIST, headers: { authorization } });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ data: { id: number; fullName: string }[]; total: number }>();
  };
  const names = async (authorization = auth) =>
    (await list(authorization)).data.map((row) => row.fullName);

  beforeEach(async () => {
    ctx = await createTestApp();
    auth = await ctx.staffAuth();
    await insertApplicationRow(ctx.database.db, { firstName: 'Kept', lastName: 'Once' });
  });

  afterEach(async () => {
    await ctx.close();
  });

  it('answers a repeated read without the database only on SQLite, and audits every read', async () => {
    await list();
    const queried = await queriesOf(() => list());
    // The session is checked afresh on every call; the page itself comes from the database
    // again only where other servers may have written (PostgreSQL).
    const sessionOnly = await sessionQueries();
    if (dialect === 'sqlite') expect(queried).toBe(sessionOnly);
    else expect(queried).toBeGreaterThan(sessionOnly);

    await ctx.app.auditBatch.flush();
    const views = await ctx.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'application.list-viewed')
      .execute();
    expect(views).toHaveLength(2);
  });

  it("shows this server's writes on the next read", async () => {
    expect(await names()).toEqual(['Kept Once']);
    await insertApplicationRow(ctx.database.db, { firstName: 'Second', lastName: 'Applicant' });
    expect(await names()).toEqual(['Second Applicant', 'Kept Once']);
    await ctx.database.db
      .updateTable('job_applications')
      .set({ first_name: 'Renamed' })
      .where('first_name', '=', 'Kept')
      .execute();
    expect(await names()).toEqual(['Second Applicant', 'Renamed Once']);
  });

  it("gives each reader their own answer: a hiring manager's list is not a recruiter's", async () => {
    const manager = await ctx.staffAuthAs('hiring-manager');
    expect((await list()).total).toBe(1);
    expect((await list(manager)).total).toBe(0);
    expect((await list()).total).toBe(1);
  });

  it("keeps the stages' counts per reader and shows a new application's count on the next read", async () => {
    const stages = async (authorization = auth) => {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: '/api/pipeline/stages',
        headers: { authorization },
      });
      expect(answer.statusCode).toBe(200);
      return answer
        .json<{ data: { name: string; applications: number }[] }>()
        .data.filter((stage) => stage.applications > 0)
        .map((stage) => [stage.name, stage.applications]);
    };
    const manager = await ctx.staffAuthAs('hiring-manager');
    expect(await stages()).toEqual([['New', 1]]);
    expect(await stages(manager)).toEqual([]);
    await insertApplicationRow(ctx.database.db, { firstName: 'Counted' });
    expect(await stages()).toEqual([['New', 2]]);
  });

  if (dialect === 'sqlite') {
    it('shows what another process wrote to the database file on the next read', async () => {
      expect(await names()).toEqual(['Kept Once']);
      const other = new SQLite(sqliteFile(ctx.config.dataDir));
      try {
        other.pragma('busy_timeout = 5000');
        other.prepare("update job_applications set first_name = 'Outside'").run();
      } finally {
        other.close();
      }
      expect(await names()).toEqual(['Outside Once']);
    });
  }

  /** How many statements the database ran for what `call` did. */
  async function queriesOf(call: () => Promise<unknown>) {
    const executor = ctx.database.db.getExecutor();
    const execute = jest.spyOn(executor, 'executeQuery');
    try {
      await call();
      return execute.mock.calls.length;
    } finally {
      execute.mockRestore();
    }
  }

  /** The statements a signed-in call runs before its handler: those of a route that reads nothing more. */
  const sessionQueries = () =>
    queriesOf(async () => {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: auth },
      });
      expect(answer.statusCode).toBe(200);
    });
});
