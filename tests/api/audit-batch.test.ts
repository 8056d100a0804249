import { sql } from 'kysely';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { dialect, insertApplicationRow } from './careers-fixtures';

jest.setTimeout(120_000);

const LIST = '/api/career/get-job-applications?page=1&limit=10';

describe(`reads of personal data reach the audit trail in batches (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;

  const listViews = async () =>
    (
      await ctx.database.db
        .selectFrom('audit_log')
        .select('request_id')
        .where('action', '=', 'application.list-viewed')
        .execute()
    ).length;

  beforeEach(async () => {
    ctx = await createTestApp();
    auth = await ctx.staffAuth();
    await insertApplicationRow(ctx.database.db, { jobId: null, firstName: 'Batch' });
  });

  afterEach(async () => {
    await ctx.close();
  });

  it('writes the list reads of many calls together, and the trail shows every one of them', async () => {
    // A write to the trail is an insert of its own or a transaction (the batch's).
    const insert = jest.spyOn(ctx.database.db, 'insertInto');
    const transaction = jest.spyOn(ctx.database.db, 'transaction');
    const reads = 20;
    const answers = await Promise.all(
      Array.from({ length: reads }, () =>
        ctx.app.inject({ method: 'GET', url: LIST, headers: { authorization: auth } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(reads).fill(200));
    await ctx.app.auditBatch.flush();
    const auditWrites =
      insert.mock.calls.filter(([table]) => table === 'audit_log').length +
      transaction.mock.calls.length;
    insert.mockRestore();
    transaction.mockRestore();
    // One write per call would flush the disk twenty times; the batch writes once or twice.
    expect(auditWrites).toBeLessThanOrEqual(2);
    expect(await listViews()).toBe(reads);

    // Each entry names its own call.
    const ids = answers.map((answer) => answer.headers['x-request-id']);
    const recorded = await ctx.database.db
      .selectFrom('audit_log')
      .select('request_id')
      .where('action', '=', 'application.list-viewed')
      .execute();
    expect(recorded.map((row) => row.request_id).sort()).toEqual([...ids].sort());
  });

  it('shows a read on the audit trail screen as soon as it was made', async () => {
    await ctx.app.inject({ method: 'GET', url: LIST, headers: { authorization: auth } });
    const trail = await ctx.app.inject({
      method: 'GET',
      url: '/api/audit?action=application.list-viewed',
      headers: { authorization: auth },
    });
    expect(trail.statusCode).toBe(200);
    expect(trail.json().total).toBe(1);
  });

  it('writes what is waiting when the server stops', async () => {
    await ctx.app.inject({ method: 'GET', url: LIST, headers: { authorization: auth } });
    await ctx.app.close();
    expect(await listViews()).toBe(1);
  });

  it('keeps the entries while the database refuses them, and writes them once it takes them again', async () => {
    const db = ctx.database.db;
    const refuse =
      dialect === 'postgres'
        ? [
            sql`create function refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'audit refused'; end $$`,
            sql`create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`,
          ]
        : [
            sql`create trigger refuse_audit before insert on audit_log begin select raise(abort, 'audit refused'); end`,
          ];
    for (const statement of refuse) await statement.execute(db);
    const logged = jest.spyOn(ctx.app.log, 'error');

    await ctx.app.inject({ method: 'GET', url: LIST, headers: { authorization: auth } });
    await ctx.app.auditBatch.flush();
    expect(await listViews()).toBe(0);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'audit.batch-failed', entries: 1 }),
      expect.any(String),
    );

    await sql`drop trigger refuse_audit${dialect === 'postgres' ? sql` on audit_log` : sql``}`.execute(
      db,
    );
    await ctx.app.auditBatch.flush();
    expect(await listViews()).toBe(1);
  });
});
