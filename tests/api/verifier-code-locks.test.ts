import type { LightMyRequestResponse } from 'fastify';
import { seedEmployeesDemo } from '../../server/modules/employees';
import { sharingMessages } from '../../server/modules/verification-sharing/share-common';
import { tokenDigest } from '../../server/modules/verification-sharing/share-tokens';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { VERIFIER, VERIFIER_COOKIE, sharingFlow } from './verification-sharing-fixtures';
import { ONLY_THE_CLOCK } from './only-the-clock';

const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

const passTime = (seconds: number) => jest.setSystemTime(Date.now() + seconds * 1000);
const lockMessage = (minutes: number) =>
  `Verification is paused after too many wrong codes. Please try again in ${minutes} minutes.`;
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The verifier's calls on one share link, each from the given client address. */
function verifierCalls(ctx: TestContext) {
  const flow = sharingFlow(ctx);

  const requestCode = (token: string, remoteAddress = '203.0.113.7') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/verify/${token}/code`,
      payload: {},
      remoteAddress,
    });

  async function mailedCode(token: string): Promise<string> {
    const sent = await requestCode(token);
    expect(sent.statusCode).toBe(200);
    const mail = await flow.lastMail('verification-verifier-otp', VERIFIER);
    return /is: (\d{6})/.exec(mail!.text_body)![1];
  }

  const enterCode = (token: string, otp: string, remoteAddress = '203.0.113.7') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/verify/${token}/session`,
      payload: { otp },
      remoteAddress,
    });

  async function wrongCodes(token: string, otp: string, times: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < times; i += 1)
      statuses.push((await enterCode(token, otherCode(otp))).statusCode);
    return statuses;
  }

  const shareState = (token: string) =>
    ctx.database.db
      .selectFrom('verification_shares')
      .select(['code_failures', 'code_locked_until'])
      .where('token_hash', '=', tokenDigest(token))
      .executeTakeFirstOrThrow();

  const setFailures = (token: string, failures: number) =>
    ctx.database.db
      .updateTable('verification_shares')
      .set({ code_failures: failures })
      .where('token_hash', '=', tokenDigest(token))
      .execute();

  return { flow, requestCode, mailedCode, enterCode, wrongCodes, shareState, setFailures };
}

const lockOf = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  message: response.json().message as string,
  retryAfter: Number(response.headers['retry-after']),
});

describe(`verifier codes lock like employee codes (${dialect})`, () => {
  let ctx: TestContext;
  let calls: ReturnType<typeof verifierCalls>;

  beforeAll(async () => {
    jest.useFakeTimers(ONLY_THE_CLOCK);
    ctx = await createTestApp();
    calls = verifierCalls(ctx);
    await seedEmployeesDemo(ctx.database.db);
  });
  afterAll(async () => {
    await ctx.close();
    jest.useRealTimers();
  });
  beforeEach(async () => {
    for (const table of ['verification_share_codes', 'verification_shares', 'outbox'] as const) {
      await ctx.database.db.deleteFrom(table).execute();
    }
  });

  async function newShare(): Promise<string> {
    const session = await calls.flow.verifiedEmployee();
    return calls.flow.sharedToken(session);
  }

  it('refuses the right code after ten wrong ones in a row, until the lock has passed', async () => {
    const token = await newShare();
    // Five tries kill a code, so ten failures in a row take three codes, a minute apart.
    const first = await calls.mailedCode(token);
    expect(await calls.wrongCodes(token, first, 4)).toEqual([400, 400, 400, 400]);
    passTime(61);
    const second = await calls.mailedCode(token);
    expect(await calls.wrongCodes(token, second, 4)).toEqual([400, 400, 400, 400]);
    passTime(61);
    const third = await calls.mailedCode(token);
    expect(await calls.wrongCodes(token, third, 1)).toEqual([400]);

    const tenth = await calls.enterCode(token, otherCode(third));
    expect(lockOf(tenth)).toEqual({ status: 429, message: lockMessage(60), retryAfter: 3600 });

    // The third code had tries left: only the lock refuses it.
    const right = await calls.enterCode(token, third);
    expect(lockOf(right).status).toBe(429);
    expect(lockOf(right).message).toBe(lockMessage(60));
    expect(lockOf(right).retryAfter).toBeGreaterThan(3500);
    expect(right.cookies.find((cookie) => cookie.name === VERIFIER_COOKIE)).toBeUndefined();
    const newCode = await calls.requestCode(token);
    expect(lockOf(newCode).status).toBe(429);
    expect(lockOf(newCode).message).toBe(lockMessage(60));

    // The lock is on this share only.
    const otherToken = await newShare();
    const otherOtp = await calls.mailedCode(otherToken);
    expect((await calls.enterCode(otherToken, otherOtp)).statusCode).toBe(200);

    passTime(3600);
    const fresh = await calls.mailedCode(token);
    const opened = await calls.enterCode(token, fresh);
    expect(opened.statusCode).toBe(200);
    expect(opened.cookies.find((cookie) => cookie.name === VERIFIER_COOKIE)).toBeDefined();
    expect(await calls.shareState(token)).toEqual({ code_failures: 0, code_locked_until: null });
  });

  it('doubles the lock at every tenth failure in a row; a lock running out does not reset the count', async () => {
    const token = await newShare();
    await calls.setFailures(token, 19);
    const otp = await calls.mailedCode(token);
    const twentieth = await calls.enterCode(token, otherCode(otp));
    expect(lockOf(twentieth)).toEqual({ status: 429, message: lockMessage(120), retryAfter: 7200 });

    passTime(7201);
    const next = await calls.mailedCode(token);
    expect(await calls.wrongCodes(token, next, 1)).toEqual([400]);
    expect((await calls.shareState(token)).code_failures).toBe(21);

    await calls.setFailures(token, 29);
    const thirtieth = await calls.enterCode(token, otherCode(next));
    expect(lockOf(thirtieth)).toEqual({
      status: 429,
      message: lockMessage(240),
      retryAfter: 4 * 3600,
    });
  });

  it('blocks the link at 100 failures in a row, whatever the clock says', async () => {
    const token = await newShare();
    await calls.setFailures(token, 99);
    const otp = await calls.mailedCode(token);
    const hundredth = await calls.enterCode(token, otherCode(otp));
    expect(hundredth.statusCode).toBe(429);
    expect(hundredth.json().message).toBe(sharingMessages.blocked);
    passTime(3 * 3600);
    expect((await calls.requestCode(token)).json().message).toBe(sharingMessages.blocked);
  });
});

describe(`the per-address limit still holds beside the verifier code lock (${dialect})`, () => {
  let ctx: TestContext;
  let calls: ReturnType<typeof verifierCalls>;

  beforeAll(async () => {
    jest.useFakeTimers(ONLY_THE_CLOCK);
    ctx = await createTestApp({}, { rateLimits: true });
    calls = verifierCalls(ctx);
    await seedEmployeesDemo(ctx.database.db);
  });
  afterAll(async () => {
    await ctx.close();
    jest.useRealTimers();
  });

  it('answers the 21st code call from one address with the address limit, other addresses with the lock', async () => {
    const session = await calls.flow.verifiedEmployee();
    const token = await calls.flow.sharedToken(session);
    const first = await calls.mailedCode(token);
    expect(await calls.wrongCodes(token, first, 5)).toEqual([400, 400, 400, 400, 429]);
    passTime(61);
    const second = await calls.mailedCode(token);
    expect(await calls.wrongCodes(token, second, 5)).toEqual([400, 400, 400, 400, 429]);

    // Twelve calls so far from this address; the lock answers the next eight.
    const answers: string[] = [];
    for (let i = 0; i < 9; i += 1)
      answers.push(lockOf(await calls.enterCode(token, second)).message);
    expect(answers.slice(0, 8)).toEqual(Array(8).fill(lockMessage(60)));
    expect(answers[8]).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);

    const elsewhere = await calls.enterCode(token, second, '198.51.100.20');
    expect(lockOf(elsewhere).message).toBe(lockMessage(60));
  });
});
