import { SECOND_FACTOR_ANSWERS } from '@vistaar/shared/config';
import { codeAt, wrongCodeFor } from './two-factor-fixtures';
import { createTestApp, TEST_STAFF, type TestContext } from '../../server/test-support/test-app';

const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

describe(`two-factor is a property of the session (${dialect})`, () => {
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

  /** Sets up two-factor from within a session; answers the secret (the session gave its code). */
  async function enrolIn(session: string) {
    const setup = await call('POST', '/api/account/two-factor/setup', session);
    expect(setup.statusCode).toBe(200);
    const secret: string = setup.json().data.secret;
    const confirm = await call('POST', '/api/account/two-factor/confirm', session, {
      code: codeAt(secret),
    });
    expect(confirm.statusCode).toBe(200);
    return secret;
  }

  const setPolicy = async (admin: string, twoFactorPolicy: string) =>
    expect(
      (await call('PUT', '/api/team/two-factor-policy', admin, { twoFactorPolicy })).statusCode,
    ).toBe(200);

  const memberId = async (admin: string, email: string) =>
    (
      (await call('GET', '/api/team', admin)).json().data.members as Array<{
        id: number;
        email: string;
      }>
    ).find((member) => member.email === email)?.id;

  it('holds back a password-only session whose member is promoted to admin, until it gives a second factor', async () => {
    const admin = await ctx.staffAuth();
    await enrolIn(admin);
    await setPolicy(admin, 'admins');
    const interviewer = await ctx.staffAuthAs('interviewer');
    // Another session of the member, opened with the password alone on another device.
    const otherDevice = await ctx.staffAuthAs('interviewer');
    const promotedEmail = 'interviewer.member@example.com';
    const id = await memberId(admin, promotedEmail);
    expect(
      (await call('PUT', `/api/team/members/${id}/role`, admin, { role: 'admin' })).statusCode,
    ).toBe(200);

    // The same session, now an admin's: every call the policy covers is refused with a code
    // that sends the member to set up two-factor, never the Team screen or the audit trail.
    for (const [method, url, payload] of [
      ['GET', '/api/team', undefined],
      ['GET', '/api/audit', undefined],
      ['GET', '/api/interviews/mine', undefined],
      [
        'POST',
        '/api/team/invitations',
        { name: 'Outside Admin', email: 'someone@outside.example', role: 'admin' },
      ],
    ] as const) {
      const refused = await call(method, url, interviewer, payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        success: false,
        code: SECOND_FACTOR_ANSWERS.enrol,
        message: 'Your account must use two-factor sign-in now. Set it up to continue.',
      });
    }
    expect(await ctx.database.db.selectFrom('staff_invitations').select('email').execute()).toEqual(
      [],
    );

    // What the staff app needs to send the member on stays open.
    expect((await call('GET', '/api/auth/me', interviewer)).json().data.role).toBe('admin');
    expect((await call('GET', '/api/account', interviewer)).json().data).toMatchObject({
      twoFactorEnabled: false,
      twoFactorRequired: true,
    });

    const secret = await enrolIn(interviewer);
    expect((await call('GET', '/api/team', interviewer)).statusCode).toBe(200);

    const owesCode = await call('GET', '/api/team', otherDevice);
    expect(owesCode.statusCode).toBe(403);
    expect(owesCode.json().code).toBe(SECOND_FACTOR_ANSWERS.verify);
    const wrong = await call('POST', '/api/auth/session/two-factor', otherDevice, {
      code: wrongCodeFor(secret),
    });
    expect(wrong.statusCode).toBe(400);
    expect((await call('GET', '/api/team', otherDevice)).statusCode).toBe(403);
    const given = await call('POST', '/api/auth/session/two-factor', otherDevice, {
      code: codeAt(secret, 1),
    });
    expect(given.statusCode).toBe(200);
    expect((await call('GET', '/api/team', otherDevice)).statusCode).toBe(200);
    const actions = await ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('staff_id', '=', id as number)
      .execute();
    expect(actions.map((row) => row.action)).toContain('auth.second-factor-given');
  });

  it('applies a policy change to open sessions at once, both ways', async () => {
    const admin = await ctx.staffAuth();
    await enrolIn(admin);
    const recruiter = await ctx.staffAuthAs('recruiter');
    const desk = () => call('GET', '/api/career/get-job-applications', recruiter);
    expect((await desk()).statusCode).toBe(200);

    await setPolicy(admin, 'everyone');
    const refused = await desk();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(SECOND_FACTOR_ANSWERS.enrol);
    // The admin's session gave its code when it set two-factor up, so it carries on.
    expect((await call('GET', '/api/team', admin)).statusCode).toBe(200);

    await setPolicy(admin, 'admins');
    expect((await desk()).statusCode).toBe(200);
    await setPolicy(admin, 'off');
    expect((await desk()).statusCode).toBe(200);
  });

  it('asks a code of an admin session opened with the password before the set-up', async () => {
    const admin = await ctx.staffAuth();
    const older = await ctx.staffAuth();
    const secret = await enrolIn(admin);
    expect((await call('GET', '/api/team', older)).statusCode).toBe(200);
    await setPolicy(admin, 'admins');
    const refused = await call('GET', '/api/team', older);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      code: SECOND_FACTOR_ANSWERS.verify,
      message:
        'Your account must use two-factor sign-in now. Enter a code from your authenticator app to continue.',
    });
    expect((await call('GET', '/api/team', admin)).statusCode).toBe(200);

    // Signed in with password and code, a session counts as two-factor from the start.
    const challenge = (
      await call('POST', '/api/auth/login', undefined, {
        emailId: TEST_STAFF.email,
        password: TEST_STAFF.password,
      })
    ).json().challenge as string;
    const signedIn = await call('POST', '/api/auth/two-factor', undefined, {
      challenge,
      code: codeAt(secret, 1),
    });
    const fresh = `Bearer ${signedIn.json().token as string}`;
    expect((await call('GET', '/api/team', fresh)).statusCode).toBe(200);
    // Signing out stays open to the session that owes its code.
    expect((await call('POST', '/api/auth/logout', older)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', older)).statusCode).toBe(401);
  });

  it('refuses the in-session code step to a member without two-factor', async () => {
    const recruiter = await ctx.staffAuthAs('recruiter');
    const refused = await call('POST', '/api/auth/session/two-factor', recruiter, {
      code: '123456',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Two-factor sign-in is not on for your account.');
  });
});
