import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, TEST_STAFF, type TestContext } from '../../server/test-support/test-app';
import { ONLY_THE_CLOCK } from './only-the-clock';

const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
const UNKNOWN = 'nobody-here@example.com';

// Every try computes an argon2 hash; a busy machine needs more than the default 5 s.
jest.setTimeout(60_000);

describe(`staff sign-in cannot be used to find or lock accounts (${dialect})`, () => {
  let ctx: TestContext;
  beforeEach(async () => {
    jest.useFakeTimers(ONLY_THE_CLOCK);
    ctx = await createTestApp(
      {},
      { loginTuning: { failureDelayBaseMs: 150, accountFailuresPerHour: 25 } },
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

  it('answers unknown and known accounts alike in status, body and time', async () => {
    const known: Array<ReturnType<typeof answerOf>> = [];
    const unknown: Array<ReturnType<typeof answerOf>> = [];
    const ms = { known: 0, unknown: 0 };
    // Interleaved, so a busy machine slows both sequences alike.
    for (let i = 1; i <= 12; i += 1) {
      for (const [emailId, answers, key] of [
        [TEST_STAFF.email, known, 'known'],
        [UNKNOWN, unknown, 'unknown'],
      ] as const) {
        const started = performance.now();
        answers.push(answerOf(await login(emailId, `wrong password ${i}`)));
        ms[key] += performance.now() - started;
      }
    }
    expect(unknown).toEqual(known);
    expect(known.map((answer) => answer.status)).toEqual([
      401, 401, 401, 401, 401, 401, 401, 401, 401, 429, 429, 429,
    ]);
    // Five slowed failures of 150-1,200 ms each: treated unequally, the gap would be 3.45 s.
    expect(Math.abs(ms.known - ms.unknown)).toBeLessThan(1_500);
  });

  it('locks only the address that failed: the owner still signs in from elsewhere', async () => {
    await wrongTries(TEST_STAFF.email, 11, '203.0.113.66');
    expect((await login(TEST_STAFF.email, TEST_STAFF.password, '203.0.113.66')).statusCode).toBe(
      429,
    );
    const owner = await login(TEST_STAFF.email, TEST_STAFF.password, '192.0.2.10');
    expect(owner.statusCode).toBe(200);
  });

  it('pauses an account after many failures from many addresses, and tells its owner once', async () => {
    await ctx.close();
    ctx = await createTestApp(
      {},
      { loginTuning: { failureDelayBaseMs: 100, accountFailuresPerHour: 6 } },
    );
    for (let n = 1; n <= 26; n += 1)
      await login(TEST_STAFF.email, 'wrong password', `203.0.113.${n}`);
    for (let n = 1; n <= 7; n += 1) await login(UNKNOWN, 'wrong password', `203.0.113.${n}`);
    const paused = await login(TEST_STAFF.email, TEST_STAFF.password, '192.0.2.10');
    expect(paused.statusCode).toBe(429);
    expect((await login(UNKNOWN, 'wrong password', '192.0.2.10')).json()).toEqual(paused.json());
    const mails = await ctx.database.db
      .selectFrom('outbox')
      .select(['recipient', 'kind'])
      .where('kind', '=', 'staff-sign-in-paused')
      .execute();
    expect(mails).toEqual([{ recipient: TEST_STAFF.email, kind: 'staff-sign-in-paused' }]);
  });
});
