import type { FastifyInstance } from 'fastify';
import {
  createTestApp,
  startSecondServer,
  type TestContext,
} from '../../server/test-support/test-app';
import { apply, multipart, samplePdf, validApplication } from './careers-fixtures';
import { startInbox, type Inbox } from './smtp-inbox';

const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

const subjectsIn = (inbox: Inbox) =>
  inbox.messages.map((message) => message.headers.get('subject') ?? '');

describe(`two servers on one database send each e-mail once (${dialect})`, () => {
  let inbox: Inbox;
  let ctx: TestContext;
  let second: Awaited<ReturnType<typeof startSecondServer>>;

  beforeAll(async () => {
    inbox = await startInbox();
    ctx = await createTestApp({ smtpUrl: inbox.url });
    second = await startSecondServer(ctx);
  });
  afterAll(async () => {
    await second.stop();
    await ctx.close();
    await inbox.close();
  });

  const queue = (count: number, tag: string) =>
    ctx.database.db.transaction().execute(async (trx) => {
      for (let i = 1; i <= count; i += 1) {
        await ctx.app.mailer.enqueue(
          { kind: 'test', to: 'someone@example.com', subject: `${tag} ${i}`, text: 'hello' },
          trx,
        );
      }
    });

  it('flushing from both at the same moment delivers every message exactly once', async () => {
    await queue(45, 'parallel');
    for (let round = 0; round < 3; round += 1) {
      await Promise.all([
        ctx.app.mailer.flush(),
        second.mailer.flush(),
        ctx.app.mailer.flush(),
        second.mailer.flush(),
      ]);
    }
    const sent = subjectsIn(inbox).filter((subject) => subject.startsWith('parallel'));
    expect(sent).toHaveLength(45);
    expect(new Set(sent).size).toBe(45);
    const statuses = await ctx.database.db.selectFrom('outbox').select('status').execute();
    expect(new Set(statuses.map((row) => row.status))).toEqual(new Set(['sent']));
  });

  it('sends one acknowledgement and one HR notification for an application sent to one of them', async () => {
    const response = await apply(ctx, validApplication({ email: 'once@example.com' }));
    expect(response.statusCode).toBe(201);
    await Promise.all([ctx.app.mailer.flush(), second.mailer.flush(), second.mailer.flush()]);
    await ctx.app.mailer.flush();
    const acknowledgements = subjectsIn(inbox).filter((subject) =>
      subject.startsWith('We have received your application for'),
    );
    const notices = subjectsIn(inbox).filter((subject) => subject === 'New job application');
    expect([acknowledgements.length, notices.length]).toEqual([1, 1]);
  });

  it('takes over a row whose sender died mid-send once its lease runs out, and not before', async () => {
    await queue(2, 'leased');
    const rows = await ctx.database.db
      .selectFrom('outbox')
      .select('id')
      .where('subject', 'like', 'leased%')
      .orderBy('id')
      .execute();
    const claim = (id: number, leaseUntil: number) =>
      ctx.database.db
        .updateTable('outbox')
        .set({ status: 'sending', lease_until: new Date(leaseUntil).toISOString() })
        .where('id', '=', id)
        .execute();
    await claim(rows[0].id, Date.now() - 1000);
    await claim(rows[1].id, Date.now() + 60_000);
    await Promise.all([ctx.app.mailer.flush(), second.mailer.flush()]);
    expect(subjectsIn(inbox).filter((subject) => subject.startsWith('leased'))).toEqual([
      'leased 1',
    ]);
  });
});

describe(`two servers on one database share per-address limits (${dialect})`, () => {
  let ctx: TestContext;
  let second: Awaited<ReturnType<typeof startSecondServer>>;
  beforeAll(async () => {
    ctx = await createTestApp({}, { rateLimits: true });
    second = await startSecondServer(ctx, { rateLimits: true });
  });
  afterAll(async () => {
    await second.stop();
    await ctx.close();
  });

  it('refuses the sixth application in an hour from one address whichever server it reaches', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i += 1) {
      const body = multipart({
        formData: validApplication({ email: `person${i}@example.com` }),
        file: { content: samplePdf() },
      });
      const response = await (i % 2 ? ctx.app : second).inject({
        method: 'POST',
        url: '/api/career/apply-jobs',
        remoteAddress: '203.0.113.50',
        ...body,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('ends a session on both when it is signed out on one', async () => {
    const auth = await ctx.staffAuth();
    const me = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: auth } });
    expect((await me(second)).statusCode).toBe(200);
    const out = await second.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: auth },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect((await me(ctx.app)).statusCode).toBe(401);
  });
});
