import { createHash, createHmac } from 'node:crypto';
import { runRetention } from '../../server/modules/retention';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { apply, dialect, samplePdf, validApplication } from './careers-fixtures';

const EMAIL = 'ishaan.processing@example.com';

describe(`the processing record an erasure keeps (DPDP Rules 2025 r.8(3)) (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;
  let applicationId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    auth = await ctx.staffAuth();
    const response = await apply(
      ctx,
      validApplication({ email: EMAIL, firstName: 'Ishaan', lastName: 'Verghese' }),
      { content: samplePdf('Ishaan Verghese'), name: 'resume.pdf' },
    );
    expect(response.statusCode).toBe(201);
    const row = await ctx.database.db
      .selectFrom('job_applications')
      .select(['id', 'phone'])
      .where('email_normalized', '=', EMAIL)
      .executeTakeFirstOrThrow();
    applicationId = row.id;
    // A recruiter reads it, then the applicant asks for erasure and confirms it.
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/career/applications/${applicationId}`,
      headers: { authorization: auth },
    });
    expect(read.statusCode).toBe(200);
    const mail = await ctx.database.db
      .selectFrom('outbox')
      .select('text_body')
      .where('recipient', '=', EMAIL)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const token = /\/my-application\/([A-Za-z0-9_-]{43})/.exec(mail.text_body)![1];
    await ctx.app.inject({ method: 'POST', url: `/api/my-application/${token}/erasure` });
    const confirmation = await ctx.database.db
      .selectFrom('outbox')
      .select('text_body')
      .where('kind', '=', 'privacy.erasure_confirmation')
      .executeTakeFirstOrThrow();
    const erasureToken = /confirm-erasure\/([A-Za-z0-9_-]{43})/.exec(confirmation.text_body)![1];
    const erased = await ctx.app.inject({
      method: 'POST',
      url: `/api/my-application-erasure/${erasureToken}`,
    });
    expect(erased.statusCode).toBe(200);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const records = () => ctx.database.db.selectFrom('processing_records').selectAll().execute();
  const keyed = (field: string, value: string) =>
    createHmac('sha256', ctx.app.appSecret)
      .update(`processing-record\n${field}\n${value.trim().toLowerCase()}`)
      .digest('hex');

  it('keeps which record, its purposes, dates and processors, and keyed hashes instead of values', async () => {
    const [record] = await records();
    const staff = await ctx.database.db
      .selectFrom('staff_users')
      .select('id')
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({
      record_kind: 'application',
      record_id: applicationId,
      purposes: JSON.stringify(['recruitment']),
      processed_by: JSON.stringify([staff.id]),
      erasure_reason: 'applicant-request',
    });
    const hashes = JSON.parse(record.value_hashes) as Record<string, string>;
    expect(hashes.email).toBe(keyed('email', EMAIL));
    expect(hashes.name).toBe(keyed('name', 'Ishaan Verghese'));
    // Not a plain digest of the address, which anyone could compute.
    expect(JSON.stringify(record)).not.toContain(createHash('sha256').update(EMAIL).digest('hex'));
    const text = JSON.stringify(record).toLowerCase();
    for (const value of [EMAIL, 'ishaan', 'verghese', '9876543210']) {
      expect(text).not.toContain(value);
    }
    const year = Date.parse(record.remove_after) - Date.parse(record.erased_at);
    expect(Math.round(year / 86_400_000)).toBe(365);
  });

  it('is read only by admins, through an audited call that finds a record by the address', async () => {
    const recruiter = await ctx.staffAuthAs('recruiter');
    const hr = await ctx.staffAuthAs('hr');
    for (const authorization of [recruiter, hr]) {
      const refused = await ctx.app.inject({
        method: 'GET',
        url: '/api/privacy/processing-records',
        headers: { authorization },
      });
      expect(refused.statusCode).toBe(403);
    }
    const byAddress = await ctx.app.inject({
      method: 'GET',
      url: `/api/privacy/processing-records?email=${encodeURIComponent('Ishaan.Processing@example.com')}`,
      headers: { authorization: auth },
    });
    expect(byAddress.statusCode).toBe(200);
    expect(byAddress.json().data).toEqual([
      expect.objectContaining({ recordKind: 'application', recordId: applicationId }),
    ]);
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/privacy/processing-records?email=someone.else%40example.com',
      headers: { authorization: auth },
    });
    expect(other.json().data).toEqual([]);
    await ctx.app.auditBatch.flush();
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select(['staff_id', 'details'])
      .where('action', '=', 'processing-record.list-viewed')
      .execute();
    expect(audit).toHaveLength(2);
    expect(JSON.stringify(audit).toLowerCase()).not.toContain('ishaan');
  });

  it('is removed by the first retention run a year after the erasure', async () => {
    const [record] = await records();
    const erasedAt = Date.parse(record.erased_at);
    await runRetention(ctx.database.db, {
      asOf: new Date(erasedAt + 300 * 86_400_000).toISOString().slice(0, 10),
      now: new Date(erasedAt + 300 * 86_400_000),
      secret: ctx.app.appSecret,
    });
    expect(await records()).toHaveLength(1);
    await runRetention(ctx.database.db, {
      asOf: new Date(erasedAt + 366 * 86_400_000).toISOString().slice(0, 10),
      now: new Date(erasedAt + 366 * 86_400_000),
      secret: ctx.app.appSecret,
    });
    expect(await records()).toEqual([]);
  });
});
