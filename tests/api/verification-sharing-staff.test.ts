import { seedEmployeesDemo } from '../../server/modules/employees';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import {
  EMPLOYEE_COOKIE,
  SHARE,
  VERIFIER_COOKIE,
  sharingFlow,
} from './verification-sharing-fixtures';

const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

describe(`staff on an employee's verification sharing (${dialect})`, () => {
  let ctx: TestContext;
  let flow: ReturnType<typeof sharingFlow>;
  let auth: string;
  let employeeId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    flow = sharingFlow(ctx);
    await seedEmployeesDemo(ctx.database.db);
    auth = await ctx.staffAuth();
    employeeId = (await flow.employeeRow('VI-1001')).id;
  });
  afterAll(async () => {
    await ctx.close();
  });

  const staffCall = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { authorization: auth }, payload });

  it('sees the shares, views and revocations on the employee record', async () => {
    const session = await flow.verifiedEmployee();
    const token = await flow.sharedToken(session);
    await flow.verifierSession(token);
    const response = await staffCall('GET', `/api/employees/${employeeId}/verification-sharing`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json();
    expect(data.shares).toHaveLength(1);
    expect(data.shares[0]).toMatchObject({ status: 'active', views: 1 });
    expect(data.ledger.map((entry: { event: string }) => entry.event)).toContain('verifier-viewed');

    expect((await staffCall('GET', '/api/employees/99999/verification-sharing')).statusCode).toBe(
      404,
    );
    const noSession = await ctx.app.inject({
      method: 'GET',
      url: `/api/employees/${employeeId}/verification-sharing`,
    });
    expect(noSession.statusCode).toBe(401);
  });

  it('cannot create a share on the employee’s behalf', async () => {
    const count = async () =>
      (await flow.db().selectFrom('verification_shares').select('id').execute()).length;
    const before = await count();
    const response = await staffCall('POST', '/api/verifications/shares', SHARE);
    expect(response.statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it('resolves an error report with a note, and the employee is told by e-mail', async () => {
    const session = await flow.verifiedEmployee();
    const short = await ctx.app.inject({
      method: 'POST',
      url: '/api/verifications/error-reports',
      cookies: { [EMPLOYEE_COOKIE]: session },
      payload: { description: 'wrong' },
    });
    expect(short.statusCode).toBe(400);
    const reported = await ctx.app.inject({
      method: 'POST',
      url: '/api/verifications/error-reports',
      cookies: { [EMPLOYEE_COOKIE]: session },
      payload: { description: 'My joining date should be 1 July 2018, not 2 July.' },
    });
    expect(reported.statusCode).toBe(201);

    const overview = (
      await staffCall('GET', `/api/employees/${employeeId}/verification-sharing`)
    ).json().data;
    const open = overview.errorReports.find((r: { resolvedAt: string | null }) => !r.resolvedAt);
    expect(open.description).toBe('My joining date should be 1 July 2018, not 2 July.');

    const url = `/api/employees/${employeeId}/verification-error-reports/${open.id}/resolve`;
    expect((await staffCall('POST', url, { note: '' })).statusCode).toBe(400);
    const resolved = await staffCall('POST', url, { note: 'Corrected to 1 July 2018.' });
    expect(resolved.statusCode).toBe(200);
    expect((await staffCall('POST', url, { note: 'Again, later.' })).statusCode).toBe(409);

    const mail = await flow.lastMail('verification-error-resolved', 'rahul.sharma@example.com');
    expect(mail!.text_body).toContain('HR has looked into it: Corrected to 1 July 2018.');
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/verifications/mine',
      cookies: { [EMPLOYEE_COOKIE]: session },
    });
    expect(mine.json().data.errorReports[0]).toMatchObject({
      resolutionNote: 'Corrected to 1 July 2018.',
    });
    const audit = await flow
      .db()
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'employee.error_report_resolved')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('suspends sharing: new shares are refused and open links answer temporarily unavailable, until resumed', async () => {
    const session = await flow.verifiedEmployee();
    const token = await flow.sharedToken(session);
    const { session: verifier } = await flow.verifierSession(token);
    const cookies = { [VERIFIER_COOKIE]: verifier! };

    const suspended = await staffCall(
      'POST',
      `/api/employees/${employeeId}/verification-sharing/suspend`,
      { note: 'Dispute about exit date' },
    );
    expect(suspended.statusCode).toBe(200);

    const refusedShare = await flow.share(session);
    expect(refusedShare.statusCode).toBe(409);
    expect(refusedShare.json().message).toBe(
      'Sharing is temporarily unavailable for your record. Please contact HR for details.',
    );
    for (const response of [
      await ctx.app.inject({ method: 'GET', url: `/api/verify/${token}`, cookies }),
      await ctx.app.inject({ method: 'GET', url: `/api/verify/${token}/letter.pdf`, cookies }),
      await ctx.app.inject({ method: 'POST', url: `/api/verify/${token}/code`, payload: {} }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'This verification is temporarily unavailable. Please try again later.',
      );
    }
    const overview = (
      await staffCall('GET', `/api/employees/${employeeId}/verification-sharing`)
    ).json().data;
    expect(overview.sharingSuspended).toBe(true);

    const resumed = await staffCall(
      'POST',
      `/api/employees/${employeeId}/verification-sharing/resume`,
    );
    expect(resumed.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/verify/${token}`, cookies })).statusCode,
    ).toBe(200);
    const events = await flow
      .db()
      .selectFrom('verification_ledger')
      .select(['event', 'actor_email'])
      .where('employee_id', '=', employeeId)
      .where('event', 'in', ['sharing-suspended', 'sharing-resumed'])
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      { event: 'sharing-suspended', actor_email: 'recruiter@example.com' },
      { event: 'sharing-resumed', actor_email: 'recruiter@example.com' },
    ]);
  });
});
