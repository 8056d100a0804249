import type { InjectOptions } from 'fastify';
import { seedEmployeesDemo } from '../../server/modules/employees';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import {
  EMPLOYEE_COOKIE,
  SHARE,
  VERIFIER,
  VERIFIER_COOKIE,
  sharingFlow,
} from './verification-sharing-fixtures';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config/privacy-notices';

const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

describe(`sharing an employment verification (${dialect})`, () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
    flow = sharingFlow(ctx);
    await seedEmployeesDemo(ctx.database.db);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const inject = (options: InjectOptions) => ctx.app.inject(options);
  let flow: ReturnType<typeof sharingFlow>;
  const db = () => ctx.database.db;
  const lastMail = (kind: string, to: string) => flow.lastMail(kind, to);
  const employeeRow = (code: string) => flow.employeeRow(code);
  const verifiedEmployee = (code?: string, dob?: string) => flow.verifiedEmployee(code, dob);
  const share = (session: string, body?: object) => flow.share(session, body);
  const sharedToken = (session: string, body?: object) => flow.sharedToken(session, body);

  async function verifierSession(token: string): Promise<{ session: string; body: unknown }> {
    const { sent, opened, session } = await flow.verifierSession(token);
    expect(sent.statusCode).toBe(200);
    expect(opened.statusCode).toBe(200);
    return { session: session!, body: opened.json() };
  }

  const readShare = (token: string, session?: string) =>
    inject({
      method: 'GET',
      url: `/api/verify/${token}`,
      cookies: session ? { [VERIFIER_COOKIE]: session } : {},
    });

  const ledger = async (employeeId: number) =>
    (
      await db()
        .selectFrom('verification_ledger')
        .select(['event', 'actor_email', 'share_id'])
        .where('employee_id', '=', employeeId)
        .orderBy('id')
        .execute()
    ).map((row) => row.event);

  beforeEach(async () => {
    for (const table of [
      'verification_sessions',
      'verification_share_codes',
      'verification_shares',
      'verification_ledger',
      'outbox',
    ] as const) {
      await db().deleteFrom(table).execute();
    }
  });

  it("opens the employee's session with their own code, in a cookie no script can read", async () => {
    const session = await verifiedEmployee();
    const verified = await db()
      .selectFrom('verification_sessions')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(verified).toMatchObject({ kind: 'employee', share_id: null });
    expect(verified.token_hash).not.toContain(session);
    expect(Date.parse(verified.expires_at) - Date.parse(verified.created_at)).toBe(30 * 60 * 1000);
    await db().deleteFrom('otp_challenges').execute();
    await inject({
      method: 'POST',
      url: '/api/career/init-otp',
      payload: {
        employeeCode: 'VI-1001',
        dob: '1990-05-14',
        noticeVersion: PRIVACY_NOTICE_VERSIONS.verification,
      },
    });
    const mail = await lastMail('employee-otp', 'rahul.sharma@example.com');
    const otp = /verification code is: (\d{6})/.exec(mail!.text_body)![1];
    const response = await inject({
      method: 'POST',
      url: '/api/career/verify-otp',
      payload: { employeeCode: 'VI-1001', otp },
    });
    const cookie = response.cookies.find((c) => c.name === EMPLOYEE_COOKIE)!;
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/verifications',
      maxAge: 1800,
    });
    expect(response.body).not.toContain(cookie.value);
  });

  it('refuses every employee call without the session of a verified code', async () => {
    expect((await share('x'.repeat(43))).statusCode).toBe(403);
    const mine = await inject({ method: 'GET', url: '/api/verifications/mine' });
    expect(mine.statusCode).toBe(403);
    expect(mine.json().message).toBe(
      'Please verify with your employee code and a one-time code first.',
    );
    expect(await db().selectFrom('verification_shares').selectAll().execute()).toEqual([]);
  });

  it('stores the consent record with the exact fields, verifier, purpose, expiry, notice, time and address', async () => {
    const session = await verifiedEmployee();
    const before = Date.now();
    const response = await inject({
      method: 'POST',
      url: '/api/verifications/shares',
      cookies: { [EMPLOYEE_COOKIE]: session },
      headers: { 'user-agent': 'ConsentTest/1.0' },
      payload: SHARE,
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { verificationId, expiresAt } = response.json().data;
    expect(verificationId).toMatch(/^VV-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

    const row = await db().selectFrom('verification_shares').selectAll().executeTakeFirstOrThrow();
    expect(JSON.parse(row.fields)).toEqual(['employmentDates', 'designation']);
    expect(JSON.parse(row.disclosure)).toEqual({
      employeeName: 'Rahul Sharma',
      employmentDates: 'Joined on July 2, 2018',
      designation: 'Senior Software Engineer',
    });
    expect(row).toMatchObject({
      verification_id: verificationId,
      verifier_organisation: SHARE.organisation,
      verifier_email: VERIFIER,
      purpose: SHARE.purpose,
      notice_version: '2026-11',
      consent_ip: '127.0.0.1',
      consent_user_agent: 'ConsentTest/1.0',
      expires_at: expiresAt,
      revoked_at: null,
    });
    expect(row.notice_text).toContain(SHARE.organisation);
    expect(row.notice_text).toContain(SHARE.purpose);
    expect(Date.parse(row.created_at)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(7 * 24 * 3600 * 1000);
    // Only the token's digest is kept.
    const mail = await lastMail('verification-share', VERIFIER);
    const token = /\/verify\/([A-Za-z0-9_-]{43})/.exec(mail!.text_body)![1];
    expect(row.token_hash).not.toContain(token);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    // The employee's receipt, through the outbox.
    const receipt = await lastMail('verification-share-receipt', 'rahul.sharma@example.com');
    expect(receipt!.text_body).toContain(verificationId);
    expect(receipt!.text_body).toContain('- Employment dates\n- Designation');
    expect(await ledger(row.employee_id)).toEqual(['share-created']);
  });

  it('refuses a share without explicit consent, without fields or with another lifetime, and stores nothing', async () => {
    const session = await verifiedEmployee();
    const cases: [object, string, string][] = [
      [
        { ...SHARE, consent: false },
        'consent',
        'Please confirm that you agree to this disclosure.',
      ],
      [{ ...SHARE, fields: [] }, 'fields', 'Choose at least one field to share.'],
      [{ ...SHARE, fields: ['DOB'] }, 'fields[0]', 'Choose at least one field to share.'],
      [{ ...SHARE, days: 90 }, 'days', 'Choose 7, 14 or 30 days.'],
      [{ ...SHARE, email: 'not-an-address' }, 'email', 'Please enter a valid email address'],
    ];
    for (const [body, field, message] of cases) {
      const response = await share(session, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[field]).toBe(message);
    }
    expect(await db().selectFrom('verification_shares').selectAll().execute()).toEqual([]);
    const mails = await db().selectFrom('outbox').select('kind').execute();
    expect(mails.map((mail) => mail.kind)).toEqual(['employee-otp']);
  });

  it('shows the verifier exactly the consented fields after their code, names the rest as withheld, and records each step', async () => {
    const session = await verifiedEmployee('VI-1005', '1989-04-07');
    const token = await sharedToken(session);

    const unverified = await readShare(token);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().message).toBe(
      'Please enter the code sent to the verifier e-mail to see this verification.',
    );

    const wrong = await inject({
      method: 'POST',
      url: `/api/verify/${token}/session`,
      payload: { otp: '12345' },
    });
    expect(wrong.statusCode).toBe(400);

    const sent = await inject({ method: 'POST', url: `/api/verify/${token}/code`, payload: {} });
    expect(sent.json().data.destination).toBe('c****@verifyco.example.com');
    const otp = /is: (\d{6})/.exec(
      (await lastMail('verification-verifier-otp', VERIFIER))!.text_body,
    )![1];
    const opened = await inject({
      method: 'POST',
      url: `/api/verify/${token}/session`,
      payload: { otp },
    });
    expect(opened.statusCode).toBe(200);
    const cookie = opened.cookies.find((c) => c.name === VERIFIER_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/verify' });
    const verifier = cookie.value;
    const body = opened.json();
    const { data } = body as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      issuer: 'Vistaar Infotech Private Limited',
      employeeName: 'Imran Qureshi',
      verifierOrganisation: SHARE.organisation,
      purpose: SHARE.purpose,
    });
    const fields = data.fields as { key: string; value: string | null }[];
    expect(fields.filter((f) => f.value !== null).map((f) => f.key)).toEqual([
      'employmentDates',
      'designation',
    ]);
    expect(fields.filter((f) => f.value === null).map((f) => f.key)).toEqual([
      'department',
      'employmentType',
      'status',
      'grade',
      'salary',
      'terminationDate',
    ]);
    // A Black Listed status leaves only when ticked.
    expect(JSON.stringify(body)).not.toMatch(/Black|salary":"|L\d/);

    const again = await readShare(token, verifier);
    expect(again.statusCode).toBe(200);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.json().data).toEqual(data);

    const employee = await employeeRow('VI-1005');
    expect(await ledger(employee.id)).toEqual([
      'share-created',
      'verifier-code-sent',
      'verifier-viewed',
      'verifier-viewed',
    ]);
    const views = await db()
      .selectFrom('verification_ledger')
      .selectAll()
      .where('event', '=', 'verifier-viewed')
      .execute();
    expect(views.every((v) => v.actor_email === VERIFIER && v.client_ip === '127.0.0.1')).toBe(
      true,
    );
    // The employee hears about the first view only.
    const notices = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'verification-viewed')
      .execute();
    expect(notices).toHaveLength(1);
    expect(notices[0].recipient).toBe(employee.official_email);
    expect(notices[0].text_body).toContain(
      `Your employment record was viewed by ${SHARE.organisation} on`,
    );

    // A verifier session opens only its own share.
    const other = await sharedToken(session, { ...SHARE, email: 'other@verifyco.example.com' });
    expect((await readShare(other, verifier)).statusCode).toBe(403);
  });

  it('lists shares, views and ledger in My verifications', async () => {
    const session = await verifiedEmployee();
    const token = await sharedToken(session);
    await verifierSession(token);
    const mine = await inject({
      method: 'GET',
      url: '/api/verifications/mine',
      cookies: { [EMPLOYEE_COOKIE]: session },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    const { data } = mine.json();
    expect(data.employeeName).toBe('Rahul Sharma');
    expect(data.sharingSuspended).toBe(false);
    expect(data.shares).toHaveLength(1);
    expect(data.shares[0]).toMatchObject({ status: 'active', views: 1, verifierEmail: VERIFIER });
    expect(data.ledger.map((entry: { event: string }) => entry.event)).toEqual([
      'verifier-viewed',
      'verifier-code-sent',
      'share-created',
    ]);
    expect(data.ledger[0]).toMatchObject({
      organisation: SHARE.organisation,
      actorEmail: VERIFIER,
      verificationId: data.shares[0].verificationId,
    });
  });

  it('revokes at once: the next request of the verifier is refused, and only the owner can revoke', async () => {
    const session = await verifiedEmployee();
    const token = await sharedToken(session);
    const { session: verifier } = await verifierSession(token);
    const shareId = (
      await db().selectFrom('verification_shares').select('id').executeTakeFirstOrThrow()
    ).id;

    const intruder = await verifiedEmployee('VI-1005', '1989-04-07');
    const foreign = await inject({
      method: 'POST',
      url: `/api/verifications/shares/${shareId}/revoke`,
      cookies: { [EMPLOYEE_COOKIE]: intruder },
    });
    expect(foreign.statusCode).toBe(404);

    const revoked = await inject({
      method: 'POST',
      url: `/api/verifications/shares/${shareId}/revoke`,
      cookies: { [EMPLOYEE_COOKIE]: session },
    });
    expect(revoked.statusCode).toBe(200);
    const refused = await readShare(token, verifier);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toBe('This verification was revoked by the employee.');
    const code = await inject({ method: 'POST', url: `/api/verify/${token}/code`, payload: {} });
    expect(code.statusCode).toBe(410);
    const twice = await inject({
      method: 'POST',
      url: `/api/verifications/shares/${shareId}/revoke`,
      cookies: { [EMPLOYEE_COOKIE]: session },
    });
    expect(twice.statusCode).toBe(409);
    const employee = await employeeRow('VI-1001');
    expect((await ledger(employee.id)).at(-1)).toBe('revoked');
  });

  it('refuses an expired link on the next request and records the expiry once', async () => {
    const session = await verifiedEmployee();
    const token = await sharedToken(session);
    const { session: verifier } = await verifierSession(token);
    const past = new Date(Date.now() - 1000).toISOString();
    await db().updateTable('verification_shares').set({ expires_at: past }).execute();

    for (let i = 0; i < 2; i += 1) {
      const refused = await readShare(token, verifier);
      expect(refused.statusCode).toBe(410);
      expect(refused.json().message).toBe('This verification has expired.');
    }
    const employee = await employeeRow('VI-1001');
    const events = await ledger(employee.id);
    expect(events.filter((event) => event === 'expired')).toHaveLength(1);
    const mine = await inject({
      method: 'GET',
      url: '/api/verifications/mine',
      cookies: { [EMPLOYEE_COOKIE]: session },
    });
    expect(mine.json().data.shares[0].status).toBe('expired');
  });

  it('holds verifier codes to the employee code rules: single use, five tries, one a minute', async () => {
    const session = await verifiedEmployee();
    const token = await sharedToken(session);
    const sent = await inject({ method: 'POST', url: `/api/verify/${token}/code`, payload: {} });
    expect(sent.statusCode).toBe(200);
    const soon = await inject({ method: 'POST', url: `/api/verify/${token}/code`, payload: {} });
    expect(soon.statusCode).toBe(429);
    expect(soon.headers['retry-after']).toBeDefined();

    const code = await db()
      .selectFrom('verification_share_codes')
      .selectAll()
      .executeTakeFirstOrThrow();
    const mail = await lastMail('verification-verifier-otp', VERIFIER);
    const otp = /is: (\d{6})/.exec(mail!.text_body)![1];
    expect(code.code_hmac).not.toContain(otp);
    expect(Date.parse(code.expires_at) - Date.parse(code.created_at)).toBe(10 * 60 * 1000);

    const wrongOtp = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await inject({
        method: 'POST',
        url: `/api/verify/${token}/session`,
        payload: { otp: wrongOtp },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await inject({
      method: 'POST',
      url: `/api/verify/${token}/session`,
      payload: { otp },
    });
    expect(right.statusCode).toBe(429);
    expect(right.cookies).toEqual([]);
  });

  it('limits new shares per employee per day', async () => {
    const session = await verifiedEmployee();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await share(session)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await db().selectFrom('verification_shares').selectAll().execute()).toHaveLength(5);
  });

  it('serves the verifier page uncached and unindexed, and 410 once the link is revoked', async () => {
    const session = await verifiedEmployee();
    const token = await sharedToken(session);
    const page = await inject({ method: 'GET', url: `/verify/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(page.body).toContain('data-island="verifierAccess"');
    expect(page.body).not.toContain(token);

    const shareId = (
      await db().selectFrom('verification_shares').select('id').executeTakeFirstOrThrow()
    ).id;
    await inject({
      method: 'POST',
      url: `/api/verifications/shares/${shareId}/revoke`,
      cookies: { [EMPLOYEE_COOKIE]: session },
    });
    const revoked = await inject({ method: 'GET', url: `/verify/${token}` });
    expect(revoked.statusCode).toBe(410);
    expect(revoked.headers['cache-control']).toBe('no-store');
    expect(revoked.body).toContain('This verification was revoked by the employee.');
    expect((await inject({ method: 'GET', url: `/verify/${'C'.repeat(43)}` })).statusCode).toBe(
      404,
    );
  });

  it('answers an unknown link with 404', async () => {
    const response = await readShare('A'.repeat(43));
    expect(response.statusCode).toBe(404);
  });
});

describe(`per-address limits on the verifier's code calls (${dialect})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({}, { rateLimits: true });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('refuses the 21st code call from one address within the hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/verify/${'B'.repeat(43)}/code`,
        payload: {},
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
