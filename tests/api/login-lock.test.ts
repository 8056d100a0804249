import type * as Argon2 from '@node-rs/argon2';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, TEST_STAFF, type TestContext } from '../../server/test-support/test-app';
import { setStaffAccount } from '../../server/modules/auth';
import { ONLY_THE_CLOCK } from './only-the-clock';
import { codeAt } from './two-factor-fixtures';

const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
const UNKNOWN = 'nobody-here@example.com';
const FAILURE_DELAY_BASE_MS = 40;

describe(`staff sign-in cannot be used to find or lock accounts (${dialect})`, () => {
  let ctx: TestContext;
  beforeEach(async () => {
    jest.useFakeTimers(ONLY_THE_CLOCK);
    ctx = await createTestApp(
      {},
      { loginTuning: { failureDelayBaseMs: FAILURE_DELAY_BASE_MS, accountFailuresPerHour: 25 } },
    );
  });
  afterEach(async () => {
    await ctx.close();
    jest.useRealTimers();
  });

  const login = (emailId: string, password: string, remoteAddress = '198.51.100.9') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailId, password },
      remoteAddress,
    });

  const answerOf = (response: LightMyRequestResponse) => ({
    status: response.statusCode,
    body: response.json() as unknown,
    retry: response.headers['retry-after'] === undefined ? 'none' : 'set',
  });

  async function wrongTries(emailId: string, times: number, remoteAddress?: string) {
    for (let i = 1; i <= times; i += 1) await login(emailId, `wrong password ${i}`, remoteAddress);
  }

  /**
   * The work one sign-in spends before it answers, which is what its time is made of: the cost
   * of each password hash it checks against (argon2's parameters, read from the hash) and each
   * wait the failure delay takes. Counted, not timed, so a busy machine cannot sway it.
   */
  async function workOf(send: () => Promise<LightMyRequestResponse>) {
    const work = { hashesChecked: [] as string[], waitsMs: [] as number[] };
    // The module every server file gets (the suites' cheaper argon2, tests/support).
    const argon2 = jest.requireMock<typeof Argon2>('@node-rs/argon2');
    const realVerify = argon2.verify;
    const verify = jest
      .spyOn(argon2, 'verify')
      .mockImplementation((...args: Parameters<typeof Argon2.verify>) => {
        const hashed = String(args[0]);
        work.hashesChecked.push(/^\$argon2\w+\$v=\d+\$[^$]+/.exec(hashed)?.[0] ?? 'not argon2');
        return realVerify(...args);
      });
    const realSetTimeout = global.setTimeout;
    const timers = jest.spyOn(global, 'setTimeout').mockImplementation(((
      callback: () => void,
      ms?: number,
    ) => {
      // The server's waits go through its one sleep; the database driver's own timers do not.
      if (/[\\/]lib[\\/]sleep\.ts/.test(new Error().stack ?? '')) work.waitsMs.push(ms ?? 0);
      return realSetTimeout(callback, ms);
    }) as typeof setTimeout);
    try {
      return { answer: answerOf(await send()), work };
    } finally {
      verify.mockRestore();
      timers.mockRestore();
    }
  }

  it('answers unknown and known accounts alike in status, body and the work it spends', async () => {
    const known: Array<Awaited<ReturnType<typeof workOf>>> = [];
    const unknown: Array<Awaited<ReturnType<typeof workOf>>> = [];
    for (let i = 1; i <= 12; i += 1) {
      known.push(await workOf(() => login(TEST_STAFF.email, `wrong password ${i}`)));
      unknown.push(await workOf(() => login(UNKNOWN, `wrong password ${i}`)));
    }
    expect(unknown).toEqual(known);
    expect(known.map(({ answer }) => answer.status)).toEqual([
      401, 401, 401, 401, 401, 401, 401, 401, 401, 429, 429, 429,
    ]);
    // Each attempt up to the one that locks checks one hash (of one cost for both, above), and
    // a locked address is refused before any check; five failures wait, longer each time.
    expect(known.map(({ work }) => work.hashesChecked.length)).toEqual([
      1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0,
    ]);
    expect(known.flatMap(({ work }) => work.waitsMs)).toEqual(
      [1, 2, 4, 8, 8].map((factor) => factor * FAILURE_DELAY_BASE_MS),
    );
  });

  it('locks only the address that failed: the owner still signs in from elsewhere', async () => {
    await wrongTries(TEST_STAFF.email, 11, '203.0.113.66');
    expect((await login(TEST_STAFF.email, TEST_STAFF.password, '203.0.113.66')).statusCode).toBe(
      429,
    );
    const owner = await login(TEST_STAFF.email, TEST_STAFF.password, '192.0.2.10');
    expect(owner.statusCode).toBe(200);
  });

  const pausedMails = (kind: string) =>
    ctx.database.db
      .selectFrom('outbox')
      .select(['recipient', 'kind'])
      .where('kind', '=', kind)
      .execute();

  async function smallCeiling() {
    await ctx.close();
    ctx = await createTestApp(
      {},
      { loginTuning: { failureDelayBaseMs: 100, accountFailuresPerHour: 6 } },
    );
  }

  it('pauses an account after many failures from many addresses when another admin is told, and tells its owner once', async () => {
    await smallCeiling();
    await setStaffAccount(ctx.database.db, 'second.admin@example.com', TEST_STAFF.password);
    for (let n = 1; n <= 26; n += 1)
      await login(TEST_STAFF.email, 'wrong password', `203.0.113.${n}`);
    for (let n = 1; n <= 7; n += 1) await login(UNKNOWN, 'wrong password', `203.0.113.${n}`);
    const paused = await login(TEST_STAFF.email, TEST_STAFF.password, '192.0.2.10');
    expect(paused.statusCode).toBe(429);
    expect((await login(UNKNOWN, 'wrong password', '192.0.2.10')).json()).toEqual(paused.json());
    expect(await pausedMails('staff-sign-in-paused')).toEqual([
      { recipient: TEST_STAFF.email, kind: 'staff-sign-in-paused' },
    ]);
    expect(await pausedMails('staff-sign-in-paused-admin')).toEqual([
      { recipient: 'second.admin@example.com', kind: 'staff-sign-in-paused-admin' },
    ]);
  });

  it('never pauses the last active admin without a second factor: each address is locked, the admin still signs in', async () => {
    await smallCeiling();
    for (let n = 1; n <= 26; n += 1)
      await login(TEST_STAFF.email, 'wrong password', `203.0.113.${n}`);
    await wrongTries(TEST_STAFF.email, 11, '203.0.113.99');
    expect((await login(TEST_STAFF.email, TEST_STAFF.password, '203.0.113.99')).statusCode).toBe(
      429,
    );
    expect((await login(TEST_STAFF.email, TEST_STAFF.password, '192.0.2.10')).statusCode).toBe(200);
    expect(await pausedMails('staff-sign-in-paused')).toEqual([]);
  });

  it('lets the right password of a paused account with a second factor through to the code step', async () => {
    const session = await ctx.staffAuth();
    const call = (url: string, payload?: object) =>
      ctx.app.inject({ method: 'POST', url, headers: { authorization: session }, payload });
    const secret = (await call('/api/account/two-factor/setup')).json().data.secret as string;
    await call('/api/account/two-factor/confirm', { code: codeAt(secret) });
    for (let n = 1; n <= 30; n += 1)
      await login(TEST_STAFF.email, 'wrong password', `203.0.113.${n}`);
    const wrong = await login(TEST_STAFF.email, 'wrong password', '192.0.2.10');
    expect(wrong.statusCode).toBe(429);
    const owner = await login(TEST_STAFF.email, TEST_STAFF.password, '192.0.2.10');
    expect(owner.statusCode).toBe(200);
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor',
      payload: { challenge: owner.json().challenge, code: codeAt(secret, 1) },
      remoteAddress: '192.0.2.10',
    });
    expect(signedIn.statusCode).toBe(200);
    expect(await pausedMails('staff-sign-in-paused')).toEqual([
      { recipient: TEST_STAFF.email, kind: 'staff-sign-in-paused' },
    ]);
  });
});
