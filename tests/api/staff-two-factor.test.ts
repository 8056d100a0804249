import { verifySync } from 'otplib';
import { ConfigError, loadConfig } from '../../server/config';
import { readTwoFactorPolicy } from '../../server/modules/auth';
import { prepareDatabase } from '../../server/prepare-database';
import { codeAt } from './two-factor-fixtures';
import { createTestApp, TEST_STAFF, type TestContext } from '../../server/test-support/test-app';

const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';

describe(`two-factor sign-in (${dialect})`, () => {
  let ctx: TestContext;

  beforeEach(async () => {
    ctx = await createTestApp();
  });
  afterEach(async () => {
    await ctx.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    authorization?: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: authorization ? { authorization } : {}, payload });

  const passwordStep = () =>
    call('POST', '/api/auth/login', undefined, {
      emailId: TEST_STAFF.email,
      password: TEST_STAFF.password,
    });

  const secondStep = (challenge: string, code: string) =>
    call('POST', '/api/auth/two-factor', undefined, { challenge, code });

  /** Enrols the test account from My account; answers the secret and the recovery codes. */
  async function enrol() {
    const admin = await ctx.staffAuth();
    const setup = await call('POST', '/api/account/two-factor/setup', admin);
    const { secret, otpauthUrl, qrDataUrl } = setup.json().data;
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrDataUrl.split(',')[1], 'base64').toString()).toMatch(
      /^<svg[\s\S]*<\/svg>\s*$/,
    );
    const confirm = await call('POST', '/api/account/two-factor/confirm', admin, {
      code: codeAt(secret),
    });
    expect(confirm.statusCode).toBe(200);
    const recoveryCodes: string[] = confirm.json().data.recoveryCodes;
    return { secret: secret as string, recoveryCodes, admin };
  }

  it('makes sign-in two steps once enrolled: the password alone issues no session', async () => {
    const { secret, recoveryCodes } = await enrol();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await ctx.database.db
      .selectFrom('staff_recovery_codes')
      .select('code_hash')
      .execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);

    const first = await passwordStep();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, twoFactor: 'verify' });
    expect(first.json().token).toBeUndefined();
    const { challenge } = first.json();
    expect((await call('GET', '/api/auth/me', `Bearer ${challenge as string}`)).statusCode).toBe(
      401,
    );

    const second = await secondStep(challenge, codeAt(secret, 1));
    expect(second.statusCode).toBe(200);
    expect(
      (await call('GET', '/api/auth/me', `Bearer ${second.json().token as string}`)).statusCode,
    ).toBe(200);
    // The challenge is single use.
    expect((await secondStep(challenge, codeAt(secret, 1))).json().message).toBe(
      'This sign-in has expired. Please sign in again.',
    );
  });

  it('refuses a code that was already used within its window', async () => {
    const { secret } = await enrol();
    const code = codeAt(secret, 1);
    expect((await secondStep((await passwordStep()).json().challenge, code)).statusCode).toBe(200);
    const reused = await secondStep((await passwordStep()).json().challenge, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors.code).toBe(WRONG_CODE);
  });

  it('accepts each recovery code once', async () => {
    const { recoveryCodes } = await enrol();
    const used = await secondStep(
      (await passwordStep()).json().challenge,
      recoveryCodes[3].toUpperCase(),
    );
    expect(used.statusCode).toBe(200);
    const again = await secondStep((await passwordStep()).json().challenge, recoveryCodes[3]);
    expect(again.statusCode).toBe(400);
    expect(
      (await secondStep((await passwordStep()).json().challenge, recoveryCodes[4])).statusCode,
    ).toBe(200);
    expect(
      (await ctx.database.db.selectFrom('staff_recovery_codes').select('used_at').execute()).filter(
        (row) => row.used_at !== null,
      ),
    ).toHaveLength(2);
  });

  it('counts wrong codes toward the same lock as wrong passwords', async () => {
    const { secret } = await enrol();
    const { challenge } = (await passwordStep()).json();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.push((await secondStep(challenge, '000000')).statusCode);
    }
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(400));
    expect(statuses[9]).toBe(429);
    // Locked now: the right password and the right code are both refused for a while.
    expect((await passwordStep()).statusCode).toBe(429);
    expect((await secondStep(challenge, codeAt(secret, 1))).statusCode).toBe(429);
  });

  it('forces enrolment at the next sign-in once an admin requires it', async () => {
    const admin = await ctx.staffAuth();
    expect(
      (await call('PUT', '/api/team/two-factor-policy', admin, { twoFactorPolicy: 'admins' }))
        .statusCode,
    ).toBe(200);

    const first = (await passwordStep()).json();
    expect(first).toMatchObject({ success: true, twoFactor: 'enrol' });
    expect(first.token).toBeUndefined();
    const enrolment = await call('POST', '/api/auth/two-factor/enrolment', undefined, {
      challenge: first.challenge,
    });
    const { secret } = enrolment.json().data;
    const wrong = await call('POST', '/api/auth/two-factor/enrolment/confirm', undefined, {
      challenge: first.challenge,
      code: '123456',
    });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await call('POST', '/api/auth/two-factor/enrolment/confirm', undefined, {
      challenge: first.challenge,
      code: codeAt(secret),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.recoveryCodes).toHaveLength(10);
    const token = `Bearer ${confirmed.json().data.token as string}`;
    expect((await call('GET', '/api/account', token)).json().data).toMatchObject({
      twoFactorEnabled: true,
      twoFactorRequired: true,
      recoveryCodesLeft: 10,
    });
    expect((await passwordStep()).json().twoFactor).toBe('verify');
    // Required for admins: it cannot be switched off from My account.
    const off = await call('POST', '/api/account/two-factor/disable', token, {
      currentPassword: TEST_STAFF.password,
    });
    expect(off.statusCode).toBe(409);
  });

  it('an admin reset removes the enrolment and ends the member’s sessions', async () => {
    await enrol();
    const recruiter = await ctx.staffAuthAs('recruiter');
    const admin = await ctx.staffAuthAs('admin');
    const me = (await call('GET', '/api/account', admin)).json().data;
    const team = (await call('GET', '/api/team', admin)).json().data;
    const enrolled = team.members.find(
      (member: { email: string }) => member.email === TEST_STAFF.email,
    );
    expect(enrolled.twoFactorEnabled).toBe(true);
    expect(me.email).not.toBe(TEST_STAFF.email);
    expect(
      (await call('POST', `/api/team/members/${enrolled.id}/two-factor-reset`, recruiter))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/team/members/${enrolled.id}/two-factor-reset`, admin)).statusCode,
    ).toBe(200);
    expect((await passwordStep()).json().token).toEqual(expect.any(String));
  });

  it('stores the authenticator secret sealed: the column alone cannot make codes', async () => {
    const { secret } = await enrol();
    const { totp_secret: stored } = await ctx.database.db
      .selectFrom('staff_users')
      .select('totp_secret')
      .where('email', '=', TEST_STAFF.email)
      .executeTakeFirstOrThrow();
    expect(stored).not.toContain(secret);
    expect(() => verifySync({ secret: stored ?? '', token: codeAt(secret) })).toThrow();
    // Under another app secret the stored value does not open, so no code is accepted.
    const other = await createTestApp({ appSecret: 'another-secret-another-secret-another-00' });
    try {
      await other.database.db
        .updateTable('staff_users')
        .set({
          totp_secret: stored,
          totp_enabled_at: new Date().toISOString(),
        })
        .execute();
      const first = await other.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { emailId: TEST_STAFF.email, password: TEST_STAFF.password },
      });
      expect(first.json().twoFactor).toBe('verify');
      const second = await other.app.inject({
        method: 'POST',
        url: '/api/auth/two-factor',
        payload: { challenge: first.json().challenge, code: codeAt(secret, 1) },
      });
      expect(second.statusCode).toBe(400);
    } finally {
      await other.close();
    }
  });

  it('replaces the recovery codes with the current password; the old ones stop working', async () => {
    const { recoveryCodes, admin } = await enrol();
    const notEnrolled = await ctx.staffAuthAs('recruiter');
    expect(
      (
        await call('POST', '/api/account/two-factor/recovery-codes', notEnrolled, {
          currentPassword: TEST_STAFF.password,
        })
      ).statusCode,
    ).not.toBe(200);
    const wrong = await call('POST', '/api/account/two-factor/recovery-codes', admin, {
      currentPassword: 'not my password at all',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.currentPassword).toBe('Your current password is not right.');

    const replaced = await call('POST', '/api/account/two-factor/recovery-codes', admin, {
      currentPassword: TEST_STAFF.password,
    });
    expect(replaced.statusCode).toBe(200);
    const fresh: string[] = replaced.json().data.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => recoveryCodes.includes(code))).toEqual([]);

    const old = await secondStep((await passwordStep()).json().challenge, recoveryCodes[0]);
    expect(old.statusCode).toBe(400);
    const used = await secondStep((await passwordStep()).json().challenge, fresh[0]);
    expect(used.statusCode).toBe(200);
    const audited = await ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'two-factor.recovery-codes-replaced')
      .execute();
    expect(audited).toHaveLength(1);
  });
});

describe(`a new installation (${dialect})`, () => {
  it('asks admins, and only admins, for a second factor unless configured otherwise', async () => {
    const ctx = await createTestApp({ twoFactorDefault: 'admins' });
    try {
      const recruiter = await ctx.staffAuthAs('recruiter');
      expect(recruiter).toMatch(/^Bearer /);
      const first = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { emailId: TEST_STAFF.email, password: TEST_STAFF.password },
      });
      expect(first.json()).toMatchObject({ success: true, twoFactor: 'enrol' });
      expect(first.json().token).toBeUndefined();
    } finally {
      await ctx.close();
    }
  });

  it('keeps an admin’s choice over a restart with a different default', async () => {
    const ctx = await createTestApp({ twoFactorDefault: 'everyone' });
    try {
      expect(await readTwoFactorPolicy(ctx.database.db)).toBe('everyone');
      await ctx.database.db
        .updateTable('app_settings')
        .set({ value: 'off' })
        .where('key', '=', 'two_factor_policy')
        .execute();
      await prepareDatabase(ctx.database, { ...ctx.config, twoFactorDefault: 'admins' }, () => {});
      expect(await readTwoFactorPolicy(ctx.database.db)).toBe('off');
    } finally {
      await ctx.close();
    }
  });

  it('defaults to admins and refuses an unknown TWO_FACTOR_DEFAULT at start-up', () => {
    expect(loadConfig({}).twoFactorDefault).toBe('admins');
    expect(loadConfig({ TWO_FACTOR_DEFAULT: 'everyone' }).twoFactorDefault).toBe('everyone');
    expect(() => loadConfig({ TWO_FACTOR_DEFAULT: 'true' })).toThrow(ConfigError);
  });
});
