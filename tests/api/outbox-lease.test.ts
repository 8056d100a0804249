import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { dialect } from './careers-fixtures';
import { until } from '../support/until';

/** An SMTP server that holds each message until the test lets it through. */
async function startSlowInbox() {
  const waiting: (() => void)[] = [];
  let arrived: () => void = () => undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        waiting.push(() => callback());
        arrived();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Resolves once a message is being held. */
    nextArrival: () => new Promise<void>((resolve) => (arrived = resolve)),
    release: () => waiting.splice(0).forEach((letThrough) => letThrough()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe(`the outbox lease (${dialect})`, () => {
  let ctx: TestContext;
  let inbox: Awaited<ReturnType<typeof startSlowInbox>>;

  beforeAll(async () => {
    inbox = await startSlowInbox();
    ctx = await createTestApp({ smtpUrl: inbox.url });
  });
  afterAll(async () => {
    inbox.release();
    await ctx.close();
    await inbox.close();
  });

  const leases = async () =>
    (
      await ctx.database.db
        .selectFrom('outbox')
        .select(['subject', 'status', 'lease_until'])
        .where('subject', 'like', 'lease %')
        .orderBy('id')
        .execute()
    ).map((row) => ({
      status: row.status,
      leaseUntil: row.lease_until ? Date.parse(row.lease_until) : null,
    }));

  it('holds a batch for a minute at most, renewing the rest of it before each send', async () => {
    await ctx.database.db.transaction().execute(async (trx) => {
      for (const n of [1, 2, 3]) {
        await ctx.app.mailer.enqueue(
          { kind: 'test', to: 'lease@example.com', subject: `lease ${n}`, text: 'hello' },
          trx,
        );
      }
    });

    const first = inbox.nextArrival();
    const flushing = ctx.app.mailer.flush();
    await first;
    // A server that died now would hold these back a minute, not five.
    const claimed = await leases();
    expect(claimed.map((row) => row.status)).toEqual(['sending', 'sending', 'sending']);
    for (const row of claimed) expect(row.leaseUntil! - Date.now()).toBeLessThanOrEqual(60_000);

    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = inbox.nextArrival();
    inbox.release();
    await second;
    const during = await leases();
    expect(during[0]).toEqual({ status: 'sent', leaseUntil: null });
    // The rest of the batch was renewed when the second send began.
    expect(during[1].leaseUntil! - claimed[1].leaseUntil!).toBeGreaterThanOrEqual(40);
    expect(during[2].leaseUntil! - claimed[2].leaseUntil!).toBeGreaterThanOrEqual(40);

    const third = inbox.nextArrival();
    inbox.release();
    await third;
    inbox.release();
    await flushing;
    expect((await leases()).map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
  });
});

describe(`the outbox backlog (${dialect})`, () => {
  let ctx: TestContext;
  let server: SMTPServer;
  const delivered: string[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address === 'refused@example.com') {
          callback(new Error('550 Mailbox unavailable'));
          return;
        }
        callback();
      },
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          delivered.push(/^Subject: (.*)$/m.exec(Buffer.concat(chunks).toString('utf8'))![1]);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    ctx = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends a backlog batch after batch without waiting for the retry timer, trying a refused message once', async () => {
    const subjects = Array.from({ length: 45 }, (_, index) => `backlog ${index + 1}`);
    await ctx.database.db.transaction().execute(async (trx) => {
      for (const [index, subject] of subjects.entries()) {
        const to = index === 10 ? 'refused@example.com' : 'backlog@example.com';
        await ctx.app.mailer.enqueue({ kind: 'test', to, subject, text: 'hello' }, trx);
      }
    });

    // The caller waits for one batch; the rest follows on its own (the timer is not running).
    await ctx.app.mailer.flush();
    expect(delivered).toHaveLength(19);
    await until('the backlog sent', () => delivered.length === 44);

    expect(delivered).toEqual(subjects.filter((_, index) => index !== 10));
    const refused = await ctx.database.db
      .selectFrom('outbox')
      .select(['status', 'attempts', 'next_attempt_at'])
      .where('recipient', '=', 'refused@example.com')
      .executeTakeFirstOrThrow();
    expect(refused).toMatchObject({ status: 'pending', attempts: 1 });
    expect(Date.parse(refused.next_attempt_at)).toBeGreaterThan(Date.now());
  });
});
