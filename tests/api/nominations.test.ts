import { seedEmployeesDemo } from '../../server/modules/employees';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config/privacy-notices';
import { privacyRequestMessages } from '@vistaar/shared/validation/privacy-request-schema';
import { applicationMessages } from '@vistaar/shared/validation/application-schema';
import { apply, dialect, samplePdf, validApplication } from './careers-fixtures';
import { EMPLOYEE_COOKIE, sharingFlow } from './verification-sharing-fixtures';

const NOMINEE = { nomineeName: 'Arun Iyer', nomineeEmail: 'arun.iyer@example.com' };

describe(`nominating someone to exercise the person's rights (${dialect})`, () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedEmployeesDemo(ctx.database.db);
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** Applies as `email`; answers the application's id and its 'My application' token. */
  async function applyAs(email: string) {
    const response = await apply(ctx, validApplication({ email }), {
      content: samplePdf('Meera Iyer'),
      name: 'resume.pdf',
    });
    expect(response.statusCode).toBe(201);
    const mail = await ctx.database.db
      .selectFrom('outbox')
      .select('text_body')
      .where('recipient', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const token = /\/my-application\/([A-Za-z0-9_-]{43})/.exec(mail.text_body)![1];
    const { id } = await ctx.database.db
      .selectFrom('job_applications')
      .select('id')
      .where('email_normalized', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { id, token };
  }

  const nominations = () =>
    ctx.database.db.selectFrom('nominations').selectAll().orderBy('id').execute();

  it('lets an applicant name a nominee on My application, kept with the notice version and in the download', async () => {
    const { id, token } = await applyAs('meera.nominee@example.com');
    const url = `/api/my-application/${token}/nominee`;
    const invalid = await ctx.app.inject({
      method: 'PUT',
      url,
      payload: { nomineeName: '', nomineeEmail: 'nope' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({
      nomineeName: privacyRequestMessages.nomineeNameRequired,
      nomineeEmail: applicationMessages.emailInvalid,
    });
    const self = await ctx.app.inject({
      method: 'PUT',
      url,
      payload: { ...NOMINEE, nomineeEmail: 'Meera.Nominee@example.com' },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors).toEqual({ nomineeEmail: privacyRequestMessages.nomineeIsYou });

    const named = await ctx.app.inject({ method: 'PUT', url, payload: NOMINEE });
    expect(named.statusCode).toBe(200);
    expect(named.json().message).toBe(privacyRequestMessages.nomineeSaved);
    expect(named.json().data.nominee).toMatchObject(NOMINEE);
    expect(await nominations()).toEqual([
      expect.objectContaining({
        subject: 'application',
        subject_id: id,
        nominee_name: NOMINEE.nomineeName,
        nominee_email: NOMINEE.nomineeEmail,
        notice_version: PRIVACY_NOTICE_VERSIONS.application,
      }),
    ]);
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/my-application/${token}/download`,
    });
    expect(download.json().nominee).toMatchObject(NOMINEE);

    const removed = await ctx.app.inject({ method: 'DELETE', url });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.nominee).toBeNull();
    const again = await ctx.app.inject({ method: 'DELETE', url });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(privacyRequestMessages.noNominee);
    expect(await nominations()).toEqual([]);
  });

  it('erases the nominee with the application', async () => {
    const { id, token } = await applyAs('ravi.nominee@example.com');
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/my-application/${token}/nominee`,
      payload: NOMINEE,
    });
    await ctx.app.inject({ method: 'POST', url: `/api/my-application/${token}/erasure` });
    const mail = await ctx.database.db
      .selectFrom('outbox')
      .select('text_body')
      .where('kind', '=', 'privacy.erasure_confirmation')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const confirmation = /confirm-erasure\/([A-Za-z0-9_-]{43})/.exec(mail.text_body)![1];
    const erased = await ctx.app.inject({
      method: 'POST',
      url: `/api/my-application-erasure/${confirmation}`,
    });
    expect(erased.statusCode).toBe(200);
    const left = await ctx.database.db
      .selectFrom('nominations')
      .select('id')
      .where('subject', '=', 'application')
      .where('subject_id', '=', id)
      .execute();
    expect(left).toEqual([]);
  });

  it('lets a verified employee name a nominee on My verifications, and nobody else', async () => {
    const flow = sharingFlow(ctx);
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: '/api/verifications/nominee',
      payload: NOMINEE,
    });
    expect(anonymous.statusCode).toBe(403);

    const session = await flow.verifiedEmployee();
    const call = (method: 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) =>
      ctx.app.inject({
        method,
        url,
        cookies: { [EMPLOYEE_COOKIE]: session },
        ...(payload ? { payload } : {}),
      });
    const employee = await flow.employeeRow('VI-1001');
    const self = await call('PUT', '/api/verifications/nominee', {
      ...NOMINEE,
      nomineeEmail: employee.official_email,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors).toEqual({ nomineeEmail: privacyRequestMessages.nomineeIsYou });

    const named = await call('PUT', '/api/verifications/nominee', NOMINEE);
    expect(named.statusCode).toBe(200);
    expect(named.json().message).toBe(privacyRequestMessages.nomineeSaved);
    const mine = await call('GET', '/api/verifications/mine');
    expect(mine.json().data.nominee).toMatchObject(NOMINEE);
    expect(await nominations()).toEqual([
      expect.objectContaining({
        subject: 'employee',
        subject_id: employee.id,
        notice_version: PRIVACY_NOTICE_VERSIONS.verification,
      }),
    ]);
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('action', 'like', 'employee.nominee-%')
      .execute();
    expect(audit).toEqual([{ action: 'employee.nominee-named-by-employee', details: null }]);
    expect((await call('DELETE', '/api/verifications/nominee')).statusCode).toBe(200);
    expect((await call('GET', '/api/verifications/mine')).json().data.nominee).toBeNull();
  });

  it("removes the employee's nominee with the employee record", async () => {
    const flow = sharingFlow(ctx);
    const session = await flow.verifiedEmployee();
    const named = await ctx.app.inject({
      method: 'PUT',
      url: '/api/verifications/nominee',
      cookies: { [EMPLOYEE_COOKIE]: session },
      payload: NOMINEE,
    });
    expect(named.statusCode).toBe(200);
    const employee = await flow.employeeRow('VI-1001');
    expect(await nominations()).toHaveLength(1);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/employees/${employee.id}`,
      headers: { authorization: await ctx.staffAuth() },
    });
    expect(removed.statusCode).toBe(200);
    expect(await nominations()).toEqual([]);
  });
});
