import type { PrivacyRequest } from '@vistaar/shared/contract';
import { indiaToday } from '@vistaar/shared/lib/job-dates';
import { privacyRequestMessages } from '@vistaar/shared/validation/privacy-request-schema';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { apply, dialect, validApplication } from './careers-fixtures';

const PERSONAL = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'dob',
  'current_ctc',
  'expected_ctc',
] as const;

describe(`erasure requests answered at /privacy/requests (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;

  beforeEach(async () => {
    ctx = await createTestApp();
    auth = await ctx.staffAuth();
  });
  afterEach(async () => {
    await ctx.close();
  });

  const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: auth },
      ...(payload ? { payload } : {}),
    });

  async function applyAs(firstName: string, email: string) {
    const response = await apply(
      ctx,
      validApplication({
        firstName,
        lastName: 'Sharma',
        email,
        phone: '9812734650',
        dob: '1987-03-19',
        currentCTC: '31 LPA',
        expectedCTC: '44 LPA',
      }),
    );
    expect(response.statusCode).toBe(201);
    const row = await ctx.database.db
      .selectFrom('job_applications')
      .select('id')
      .where('email_normalized', '=', email)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function erasureRequest(applicationId: number, requesterEmail: string) {
    const response = await staff('POST', '/api/privacy/requests', {
      kind: 'erasure',
      requesterName: 'Kiran Sharma',
      requesterEmail,
      details: 'Please delete my application and everything about me.',
      receivedOn: indiaToday(),
      applicationId,
    });
    expect(response.statusCode).toBe(201);
    return (response.json().data as PrivacyRequest).id;
  }

  const application = (id: number) =>
    ctx.database.db
      .selectFrom('job_applications')
      .select([...PERSONAL, 'erased_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('erases the application when the request is completed, as the applicant’s own erasure does', async () => {
    const applicationId = await applyAs('Kiran', 'kiran.sharma@example.com');
    const requestId = await erasureRequest(applicationId, 'kiran.sharma@example.com');

    const answered = await staff('POST', `/api/privacy/requests/${requestId}/respond`, {
      status: 'completed',
      response: 'Your application and resume have been erased.',
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toMatchObject({
      status: 'completed',
      requesterName: 'Erased applicant',
      requesterEmail: '',
    });

    const row = await application(applicationId);
    expect(row.erased_at).not.toBeNull();
    expect(PERSONAL.map((column) => [column, row[column]])).toEqual([
      ['first_name', 'Erased'],
      ['last_name', 'applicant'],
      ['email', ''],
      ['phone', ''],
      ['dob', ''],
      ['current_ctc', ''],
      ['expected_ctc', ''],
    ]);
    const staffId = (
      await ctx.database.db
        .selectFrom('staff_users')
        .select('id')
        .where('email', '=', 'recruiter@example.com')
        .executeTakeFirstOrThrow()
    ).id;
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id', 'details', 'staff_id'])
      .where('action', 'in', ['privacy.erased', 'privacy-request.answered'])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        action: 'privacy.erased',
        entity: 'application',
        entity_id: String(applicationId),
        details: '{"reason":"privacy-request"}',
        staff_id: staffId,
      },
      {
        action: 'privacy-request.answered',
        entity: 'privacy-request',
        entity_id: String(requestId),
        details: '{"kind":"erasure","status":"completed","erased":true}',
        staff_id: staffId,
      },
    ]);
    // The answer still reaches the person who asked.
    const mails = await ctx.database.db
      .selectFrom('outbox')
      .select('recipient')
      .where('kind', '=', 'privacy.request_response')
      .execute();
    expect(mails).toEqual([{ recipient: 'kiran.sharma@example.com' }]);
  });

  it('refuses to erase an application under a legal hold, and takes a declined answer with the reason', async () => {
    const applicationId = await applyAs('Nisha', 'nisha.sharma@example.com');
    await ctx.database.db
      .insertInto('retention_quarantine')
      .values({
        kind: 'application',
        record_id: applicationId,
        due_on: indiaToday(),
        quarantined_at: new Date().toISOString(),
        erase_on: indiaToday(),
        hold_reason: 'Labour court case 42/2026',
        held_by: null,
        held_at: new Date().toISOString(),
        run_id: null,
      })
      .execute();
    const requestId = await erasureRequest(applicationId, 'nisha.sharma@example.com');
    const before = await application(applicationId);

    const refused = await staff('POST', `/api/privacy/requests/${requestId}/respond`, {
      status: 'completed',
      response: 'Erased.',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      privacyRequestMessages.erasureHeld('Labour court case 42/2026'),
    );
    expect(await application(applicationId)).toEqual(before);
    expect((await staff('GET', `/api/privacy/requests/${requestId}`)).json().data.status).toBe(
      'open',
    );

    const noReason = await staff('POST', `/api/privacy/requests/${requestId}/respond`, {
      status: 'declined',
      response: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ response: privacyRequestMessages.responseRequired });

    const declined = await staff('POST', `/api/privacy/requests/${requestId}/respond`, {
      status: 'declined',
      response: 'We must keep your application while a court case about it is open.',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toMatchObject({
      status: 'declined',
      response: 'We must keep your application while a court case about it is open.',
    });
    expect(await application(applicationId)).toEqual(before);
  });
});
