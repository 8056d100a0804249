import { SECOND_FACTOR_ANSWERS } from '@vistaar/shared/config';
import { codeAt, wrongCodeFor } from './two-factor-fixtures';
import { createTestApp, TEST_STAFF, type TestContext } from '../../server/test-support/test-app';
import { ONLY_THE_CLOCK } from './only-the-clock';

const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
const CODES_LOCKED =
  'Authenticator codes are locked for your account after too many wrong codes. Use one of your recovery codes, or ask an admin to reset your two-factor sign-in.';

// A hundred wrong codes and the sign-ins between their blocks take a while on a busy machine.
jest.setTimeout(120_000);

describe(`wrong second-factor codes are bounded over time (${dialect})`, () => {
  let ctx: TestContext;
  let secret: string;
  let recoveryCodes: string[];
  let address = 0;
  /** A new client address for every try: the per-address lock never comes into play. */
  const nextAddress = () => {
    address += 1;
    return `10.${Math.floor(address / 250)}.${address % 250}.1`;
  };

  beforeEach(async () => {
    jest.useFakeTimers(ONLY_THE_CLOCK);
    // The hourly per-account ceiling is raised so that only the run of wrong codes counts here.
    ctx = await createTestApp(
      {},
      { loginTuning: { failureDelayBaseMs: 1, accountFailuresPerHour: 10_000 } },
    );
    const session = await ctx.staffAuth();
    const call = (url: string, payload?: object) =>
      ctx.app.inject({ method: 'POST', url, headers: { authorization: session }, payload });
    secret = (await call('/api/account/two-factor/setup')).json().data.secret;
    recoveryCodes = (await call('/api/account/two-factor/confirm', { code: codeAt(secret) })).json()
      .data.recoveryCodes;
  });
  afterEach(async () => {
    await ctx.close();
    jest.useRealTimers();
  });

  async function challenge(): Promise<string> {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailId: TEST_STAFF.email, password: TEST_STAFF.password },
      remoteAddress: nextAddress(),
    });
    expect(response.json().twoFactor).toBe('verify');
    return response.json().challenge as string;
  }

  const secondStep = (challengeToken: string, code: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor',
      payload: { challenge: challengeToken, code },
      remoteAddress: nextAddress(),
    });

  /** `count` wrong codes from as many addresses, each refused as wrong. */
  async function wrongCodes(count: number) {
    const open = await challenge();
    for (let i = 0; i < count; i += 1) {
      expect((await secondStep(open, wrongCodeFor(secret))).statusCode).toBe(400);
    }
  }

  const advanceMinutes = (minutes: number) => jest.setSystemTime(Date.now() + minutes * 60_000);

  const warnings = () =>
    ctx.database.db
      .selectFrom('outbox')
      .select(['recipient', 'kind'])
      .where('kind', '=', 'staff-second-factor-failures')
      .execute();

  it('counts failures per account from every address, with a longer wait after each block', async () => {
    await wrongCodes(10);
    const right = await challenge();
    const first = await secondStep(right, codeAt(secret));
    expect(first.statusCode).toBe(429);
    expect(first.json().message).toBe('Too many wrong codes, try again in 15 minutes');
    expect(Number(first.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(first.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(await warnings()).toEqual([
      { recipient: TEST_STAFF.email, kind: 'staff-second-factor-failures' },
    ]);

    advanceMinutes(15.1);
    await wrongCodes(10);
    const second = await secondStep(await challenge(), codeAt(secret));
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(29 * 60);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(30 * 60);
    // The member is told once, not on every failure.
    expect(await warnings()).toHaveLength(1);

    // A right code after the wait starts the count again.
    advanceMinutes(30.1);
    expect((await secondStep(await challenge(), codeAt(secret))).statusCode).toBe(200);
    await wrongCodes(10);
    const again = await secondStep(await challenge(), codeAt(secret, 1));
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('locks authenticator codes after 100 failures in a row until a recovery code is used', async () => {
    for (let block = 1; block <= 10; block += 1) {
      await wrongCodes(10);
      // Past any wait (the longest is a day).
      advanceMinutes(24 * 60 + 1);
    }
    const locked = await secondStep(await challenge(), codeAt(secret));
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({
      success: false,
      message: CODES_LOCKED,
      code: SECOND_FACTOR_ANSWERS.locked,
    });
    advanceMinutes(7 * 24 * 60);
    expect((await secondStep(await challenge(), codeAt(secret))).statusCode).toBe(403);

    const recovered = await secondStep(await challenge(), recoveryCodes[0]);
    expect(recovered.statusCode).toBe(200);
    expect((await secondStep(await challenge(), codeAt(secret, 1))).statusCode).toBe(200);
  });

  it('lets no parallel tries past a block, and an admin reset clears the count', async () => {
    const open = await challenge();
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => secondStep(open, wrongCodeFor(secret))),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
    const row = await ctx.database.db
      .selectFrom('staff_users')
      .select(['id', 'second_factor_failures', 'second_factor_locked_until'])
      .where('email', '=', TEST_STAFF.email)
      .executeTakeFirstOrThrow();
    expect(row.second_factor_failures).toBe(10);
    expect(row.second_factor_locked_until).not.toBeNull();

    const admin = await ctx.staffAuthAs('admin');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/api/team/members/${row.id}/two-factor-reset`,
      headers: { authorization: admin },
    });
    expect(reset.statusCode).toBe(200);
    expect(
      await ctx.database.db
        .selectFrom('staff_users')
        .select(['second_factor_failures', 'second_factor_locked_until'])
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ second_factor_failures: 0, second_factor_locked_until: null });
  });
});
