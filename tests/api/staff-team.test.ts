import { createTestApp, TEST_STAFF, type TestContext } from '../../server/test-support/test-app';

const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
const NEW_PASSWORD = 'a river of quiet lanterns 2026';
const UNUSABLE = 'This invitation link is no longer valid. Ask an admin to send a new one.';

describe(`staff accounts managed in the product (${dialect})`, () => {
  let ctx: TestContext;
  let admin: string;

  beforeEach(async () => {
    ctx = await createTestApp();
    admin = await ctx.staffAuth();
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await ctx.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    authorization?: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: authorization ? { authorization } : {}, payload });

  /** The token of the newest invitation e-mail to that address. */
  async function invitationToken(email: string): Promise<string> {
    const mail = await ctx.database.db
      .selectFrom('outbox')
      .select(['text_body', 'kind'])
      .where('recipient', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.kind).toBe('staff-invitation');
    const match = /\/accept-invitation#token=([A-Za-z0-9_-]+)/.exec(mail.text_body);
    if (!match) throw new Error('no invitation link in the e-mail');
    return match[1];
  }

  async function invite(email = 'priya.recruits@example.com', role = 'recruiter') {
    const response = await call('POST', '/api/team/invitations', admin, {
      name: 'Priya Nair',
      email,
      role,
    });
    expect(response.statusCode).toBe(200);
    return invitationToken(email);
  }

  const accept = (token: string, password = NEW_PASSWORD) =>
    call('POST', '/api/auth/invitation/accept', undefined, {
      token,
      password,
      confirmPassword: password,
    });

  const signIn = (emailId: string, password: string) =>
    call('POST', '/api/auth/login', undefined, { emailId, password });

  it('an invitation link works once, and the account gets the invited role', async () => {
    const token = await invite();
    const preview = await call('POST', '/api/auth/invitation', undefined, { token });
    expect(preview.json().data).toEqual({
      name: 'Priya Nair',
      email: 'priya.recruits@example.com',
      role: 'recruiter',
    });

    expect((await accept(token)).statusCode).toBe(200);
    const again = await accept(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(UNUSABLE);

    const login = await signIn('priya.recruits@example.com', NEW_PASSWORD);
    const recruiter = `Bearer ${login.json().token as string}`;
    expect((await call('GET', '/api/auth/me', recruiter)).json().data.role).toBe('recruiter');
    expect((await call('GET', '/api/employees', recruiter)).statusCode).toBe(403);
    expect((await call('GET', '/api/career/manage/jobs', recruiter)).statusCode).toBe(200);
  });

  it('refuses a weak password under the existing rules and keeps the invitation open', async () => {
    const token = await invite();
    const weak = await accept(token, 'priya.recruits-password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toBe(
      'The password must not contain the account’s e-mail name.',
    );
    expect((await accept(token)).statusCode).toBe(200);
  });

  it('expires 72 hours after it was sent', async () => {
    const token = await invite();
    const sentAt = Date.now();
    const clock = jest.spyOn(Date, 'now');
    clock.mockReturnValue(sentAt + 72 * 3_600_000 + 1_000);
    const late = await accept(token);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(UNUSABLE);
    clock.mockReturnValue(sentAt + 71 * 3_600_000);
    expect((await accept(token)).statusCode).toBe(200);
  });

  it('cannot be used after it is cancelled, and a resent one replaces the old link', async () => {
    const first = await invite();
    const team = (await call('GET', '/api/team', admin)).json().data;
    const invitation = team.invitations[0];
    expect(invitation).toMatchObject({ email: 'priya.recruits@example.com', status: 'pending' });

    expect(
      (await call('POST', `/api/team/invitations/${invitation.id}/resend`, admin)).statusCode,
    ).toBe(200);
    const second = await invitationToken('priya.recruits@example.com');
    expect(second).not.toBe(first);
    expect((await accept(first)).statusCode).toBe(400);

    expect((await call('DELETE', `/api/team/invitations/${invitation.id}`, admin)).statusCode).toBe(
      200,
    );
    expect((await accept(second)).json().message).toBe(UNUSABLE);
    expect((await call('GET', '/api/team', admin)).json().data.invitations).toEqual([]);
  });

  it('disabling ends every session at once, and re-enabling brings none back', async () => {
    const token = await invite('hr.person@example.com', 'hr');
    await accept(token);
    const first = `Bearer ${(await signIn('hr.person@example.com', NEW_PASSWORD)).json().token as string}`;
    const second = `Bearer ${(await signIn('hr.person@example.com', NEW_PASSWORD)).json().token as string}`;
    const member = (await call('GET', '/api/team', admin))
      .json()
      .data.members.find((entry: { email: string }) => entry.email === 'hr.person@example.com');

    expect((await call('POST', `/api/team/members/${member.id}/disable`, admin)).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/auth/me', first)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', second)).statusCode).toBe(401);
    expect((await signIn('hr.person@example.com', NEW_PASSWORD)).statusCode).toBe(401);

    expect((await call('POST', `/api/team/members/${member.id}/enable`, admin)).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/auth/me', first)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', second)).statusCode).toBe(401);
    const fresh = await signIn('hr.person@example.com', NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
  });

  it('enabling an account that is already active changes nothing, sessions included', async () => {
    const me = (await call('GET', '/api/auth/me', admin)).json().data;
    const other = await ctx.staffAuth();
    const auditBefore = await ctx.database.db.selectFrom('audit_log').select('action').execute();

    const enabled = await call('POST', `/api/team/members/${me.id}/enable`, admin);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toEqual({ success: true, message: 'The account is already active' });
    expect((await call('GET', '/api/auth/me', admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', other)).statusCode).toBe(200);
    const auditAfter = await ctx.database.db.selectFrom('audit_log').select('action').execute();
    expect(auditAfter.map((row) => row.action)).not.toContain('staff.enabled');
    expect(auditAfter).toHaveLength(auditBefore.length);
    const member = (await call('GET', '/api/team', admin))
      .json()
      .data.members.find((entry: { id: number }) => entry.id === me.id);
    expect(member.status).toBe('active');
  });

  it('never leaves the installation without an active admin', async () => {
    const me = (await call('GET', '/api/auth/me', admin)).json().data;
    for (const response of [
      await call('POST', `/api/team/members/${me.id}/disable`, admin),
      await call('PUT', `/api/team/members/${me.id}/role`, admin, { role: 'hr' }),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('The last active admin cannot be disabled or demoted.');
    }
    // With a second admin, the first one may step down.
    await accept(await invite('second.admin@example.com', 'admin'));
    expect(
      (await call('PUT', `/api/team/members/${me.id}/role`, admin, { role: 'hr' })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/team', admin)).statusCode).toBe(403);
  });

  it('changing the password needs the current one and ends the other sessions', async () => {
    const other = await ctx.staffAuth();
    const wrong = await call('PUT', '/api/account/password', admin, {
      currentPassword: 'not my password at all',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.currentPassword).toBe('Your current password is not right.');

    const changed = await call('PUT', '/api/account/password', admin, {
      currentPassword: TEST_STAFF.password,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', other)).statusCode).toBe(401);
    expect((await signIn(TEST_STAFF.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('lists my open sessions and ends the one I choose', async () => {
    const other = await ctx.staffAuth();
    const sessions = (await call('GET', '/api/account/sessions', admin)).json().data;
    expect(sessions).toHaveLength(2);
    const current = sessions.find((entry: { current: boolean }) => entry.current);
    const notCurrent = sessions.find((entry: { current: boolean }) => !entry.current);
    expect(current.address).toBe('127.0.0.1');
    expect((await call('DELETE', `/api/account/sessions/${notCurrent.id}`, admin)).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/auth/me', other)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', admin)).statusCode).toBe(200);
    // Someone else's session is not mine to end.
    const hr = await ctx.staffAuthAs('hr');
    const hrSession = (await call('GET', '/api/account/sessions', hr)).json().data[0];
    expect((await call('DELETE', `/api/account/sessions/${hrSession.id}`, admin)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/auth/me', hr)).statusCode).toBe(200);
  });

  it('names each session’s device as a person would recognise it', async () => {
    const phone = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: {
        'user-agent':
          'Mozilla/5.0 (Linux; Android 13; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      },
      payload: { emailId: TEST_STAFF.email, password: TEST_STAFF.password },
    });
    expect(phone.statusCode).toBe(200);
    const devices = (await call('GET', '/api/account/sessions', admin))
      .json()
      .data.map((entry: { device: string | null }) => entry.device);
    expect(devices).toContain('Chrome 126 on Android 13');
  });
});
