import { buildApp } from '../../server/app';
import { setStaffDisabled } from '../../server/modules/auth/staff-accounts';
import { prepareDatabase } from '../../server/prepare-database';
import { createTestApp, TEST_STAFF, type TestContext } from '../../server/test-support/test-app';
import { apply, dialect, postJob, samplePdf, validApplication } from './careers-fixtures';

const me = (ctx: TestContext, authorization: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } });

describe(`staff sessions (${dialect})`, () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestApp();
  });
  afterEach(async () => {
    await ctx.close();
  });

  it('does not revive sessions when a disabled account is enabled again', async () => {
    const auth = await ctx.staffAuth();
    const user = await ctx.database.db
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', TEST_STAFF.email)
      .executeTakeFirstOrThrow();
    // Disabled outside the app (by hand in the database), then enabled through it.
    await ctx.database.db.updateTable('staff_users').set({ disabled: 1 }).execute();
    expect((await me(ctx, auth)).statusCode).toBe(401);
    await setStaffDisabled(ctx.database.db, user.id, false);
    expect((await me(ctx, auth)).statusCode).toBe(401);
    expect((await me(ctx, await ctx.staffAuth())).statusCode).toBe(200);
  });

  it('keeps sessions over a restart with unchanged STAFF_EMAIL/STAFF_PASSWORD, and ends them when the password changes', async () => {
    const auth = await ctx.staffAuth();
    const restart = async (password: string) => {
      const config = { ...ctx.config, staffPassword: password };
      await prepareDatabase(ctx.database, config, () => undefined);
      const again = await buildApp({
        config,
        database: ctx.database,
        logger: false,
        devInbox: null,
      });
      await again.ready();
      await again.close();
    };
    await restart(TEST_STAFF.password);
    expect((await me(ctx, auth)).statusCode).toBe(200);
    await restart('a different long passphrase 77');
    expect((await me(ctx, auth)).statusCode).toBe(401);
  });
});

describe(`what applicants and logs get to see (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;
  const lines: string[] = [];
  beforeAll(async () => {
    ctx = await createTestApp(
      {},
      { logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } },
    );
    auth = await ctx.staffAuth();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers applications with references that are neither row ids nor sequential, and a repeat like a fresh one', async () => {
    const jobId = await postJob(ctx, auth);
    const answers = [];
    for (const name of ['asha', 'bela', 'chitra']) {
      answers.push(await apply(ctx, validApplication({ jobId, email: `${name}@example.com` })));
    }
    const repeat = await apply(ctx, validApplication({ jobId, email: 'asha@example.com' }));
    const rows = await ctx.database.db
      .selectFrom('job_applications')
      .select('id')
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(3);
    const references = answers.map((answer) => answer.json().data.id as number);
    for (const [i, reference] of references.entries()) expect(reference).not.toBe(rows[i].id);
    expect(references[1] - references[0]).not.toBe(1);
    expect(repeat.statusCode).toBe(answers[0].statusCode);
    // Like a fresh one: the same answer with a reference of its own, never the earlier
    // application's, so a stranger cannot learn that this e-mail applied.
    expect(repeat.json()).toEqual({ ...answers[0].json(), data: { id: expect.any(Number) } });
    expect(repeat.json().data.id).not.toBe(references[0]);
  });

  it('strips bidi controls from uploaded file names', async () => {
    const jobId = await postJob(ctx, auth, { title: 'Bidi check' });
    const response = await apply(ctx, validApplication({ jobId, email: 'bidi@example.com' }), {
      name: 'resume\u202Efdp.exe\u2066.pdf',
      content: samplePdf(),
    });
    expect(response.statusCode).toBe(201);
    const names = (
      await ctx.database.db.selectFrom('stored_files').select('original_name').execute()
    ).map((row) => row.original_name);
    for (const name of names) expect(name).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
  });

  it('logs signed links without their signature', async () => {
    const { id } = await ctx.database.db
      .selectFrom('job_applications')
      .select('id')
      .executeTakeFirstOrThrow();
    const link = await ctx.app.inject({
      method: 'GET',
      url: `/api/career/applications/${id}/resume-link`,
      headers: { authorization: auth },
    });
    const url = link.json().data.url as string;
    const signature = new URL(url, 'http://x').searchParams.get('signature')!;
    lines.length = 0;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const log = lines.join('');
    expect(log).toContain(`/api/career/applications/${id}/resume`);
    expect(log).not.toContain(signature);
  });
});

describe('the OpenAPI viewer', () => {
  it.each([
    [false, 200],
    [true, 404],
  ])('with isProduction %s answers %i', async (isProduction, status) => {
    const ctx = await createTestApp({ isProduction });
    try {
      const viewer = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
      expect(viewer.statusCode === 404 ? 404 : 200).toBe(status);
      const document = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(document.statusCode).toBe(status);
    } finally {
      await ctx.close();
    }
  });
});
