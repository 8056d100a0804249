import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { RESUME_MAX_BYTES } from '@vistaar/shared/config/constants';
import { applicationMessages } from '@vistaar/shared/validation/application-schema';
import { privacyMessages } from '@vistaar/shared/validation/privacy-schema';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import {
  apply,
  countRows,
  dialect,
  insertApplicationRow,
  multipart,
  pngBytes,
  postJob,
  samplePdf,
  validApplication,
} from './careers-fixtures';

const SUBMITTED = {
  success: true,
  message: 'Application submitted successfully',
  data: { id: expect.any(Number) },
};

/**
 * Fault injection: the database refuses every new application row, so the apply
 * transaction fails after its resume row has been written.
 */
async function failApplicationInserts(db: Kysely<Database>, message: string) {
  if (dialect === 'postgres') {
    await sql`create function refuse_application() returns trigger language plpgsql as $$
      begin raise exception '%', ${sql.lit(message)}; end $$`.execute(db);
    await sql`create trigger refuse_application before insert on job_applications
      for each row execute function refuse_application()`.execute(db);
  } else {
    await sql`create trigger refuse_application before insert on job_applications
      begin select raise(abort, ${sql.lit(message)}); end`.execute(db);
  }
}

async function expectNothingStored(ctx: TestContext) {
  expect({
    files: await countRows(ctx.database.db, 'stored_files'),
    applications: await countRows(ctx.database.db, 'job_applications'),
    outbox: await countRows(ctx.database.db, 'outbox'),
  }).toEqual({ files: 0, applications: 0, outbox: 0 });
}

describe(`POST /api/career/apply-jobs (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;
  beforeEach(async () => {
    ctx = await createTestApp({
      hrInbox: 'hiring@example.com',
      publicUrl: 'https://jobs.example.com',
    });
    auth = await ctx.staffAuth();
  });
  afterEach(async () => {
    await ctx.close();
  });

  it('stores a real PDF application with its resume and queues two e-mails', async () => {
    const jobId = await postJob(ctx, auth, { title: 'Backend Developer (Node.js)' });
    const pdf = samplePdf();
    const response = await apply(ctx, validApplication({ jobId }), {
      name: '../../My   CV:2024?.PDF',
      type: 'application/octet-stream',
      content: pdf,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(SUBMITTED);

    const row = await ctx.database.db
      .selectFrom('job_applications')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      job_id: jobId,
      first_name: 'Aarav',
      last_name: 'Mehta',
      email: 'Aarav.Mehta@Example.com',
      email_normalized: 'aarav.mehta@example.com',
      phone: '9876543210',
      dob: '1996-04-12',
      gender: 'M',
      state: 'Maharashtra',
      current_ctc: '9 LPA',
      expected_ctc: '12 LPA',
    });
    const file = await ctx.database.db
      .selectFrom('stored_files')
      .selectAll()
      .where('id', '=', row.resume_file_id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(file.content).equals(pdf)).toBe(true);
    // The type comes from the bytes; the name is kept only as cleaned-up metadata.
    expect(file.media_type).toBe('application/pdf');
    expect(file.original_name).toBe('My CV2024.pdf');
    expect(file.purpose).toBe('resume');

    const mails = await ctx.database.db.selectFrom('outbox').selectAll().orderBy('id').execute();
    expect(mails).toHaveLength(2);
    const [toApplicant, toHr] = mails;
    expect(toApplicant.recipient).toBe('Aarav.Mehta@Example.com');
    // In the words of the 'Application received' template staff edit.
    expect(toApplicant.subject).toBe(
      'We have received your application for Backend Developer (Node.js)',
    );
    expect(toApplicant.text_body).toContain('Backend Developer (Node.js)');
    expect(toApplicant.text_body).toContain('Our recruiters read every application themselves.');
    // The reference the applicant was answered with, never the row's sequential id.
    expect(toApplicant.text_body).toContain(`(reference ${response.json().data.id})`);
    expect(toApplicant.text_body).not.toContain(`(reference ${row.id})`);
    expect(toApplicant.html_body).toContain('Vistaar Infotech');
    expect(toHr.recipient).toBe('hiring@example.com');
    expect(toHr.text_body).toContain('Aarav Mehta');
    expect(toHr.text_body).toContain('Backend Developer (Node.js)');
    expect(toHr.text_body).toContain('https://jobs.example.com/applied-job');
    for (const personal of ['9876543210', '1996-04-12', 'aarav.mehta', '12 LPA', 'MG Road']) {
      expect(`${toHr.text_body}${toHr.html_body}`.toLowerCase()).not.toContain(
        personal.toLowerCase(),
      );
    }
  });

  it('escapes what the applicant typed in the HTML e-mails', async () => {
    const response = await apply(
      ctx,
      validApplication({ firstName: '<img src=x onerror=alert(1)>' }),
    );
    expect(response.statusCode).toBe(201);
    const mails = await ctx.database.db.selectFrom('outbox').selectAll().execute();
    for (const mail of mails) {
      expect(mail.html_body).not.toContain('<img');
      expect(mail.html_body).toContain('&lt;img');
    }
  });

  it('accepts a general application (jobId 0) and shows it as such', async () => {
    const response = await apply(ctx, validApplication({ jobId: 0 }));
    expect(response.statusCode).toBe(201);
    const row = await ctx.database.db
      .selectFrom('job_applications')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row.job_id).toBeNull();
  });

  it('refuses a PNG named .pdf and sent as application/pdf (415), storing nothing', async () => {
    const response = await apply(ctx, validApplication(), {
      name: 'resume.pdf',
      type: 'application/pdf',
      content: pngBytes(),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      message: 'Please upload a PDF or Word document',
    });
    await expectNothingStored(ctx);
  });

  it('refuses a 6 MB file (413) before reading it, storing nothing', async () => {
    const big = Buffer.concat([samplePdf(), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const response = await apply(ctx, validApplication(), { content: big });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'File size must be less than 5MB' });
    await expectNothingStored(ctx);
  });

  it('cuts off a stream that runs past the limit: exactly 5 MB is already too large (413)', async () => {
    const pdf = samplePdf();
    const exact = Buffer.concat([pdf, Buffer.alloc(RESUME_MAX_BYTES - pdf.length, 0x20)]);
    expect(exact.length).toBe(RESUME_MAX_BYTES);
    const response = await apply(ctx, validApplication(), { content: exact });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('File size must be less than 5MB');
    await expectNothingStored(ctx);

    const justUnder = exact.subarray(0, RESUME_MAX_BYTES - 1);
    expect((await apply(ctx, validApplication(), { content: justUnder })).statusCode).toBe(201);
  });

  it('answers 400 with the formResume error when no resume is attached', async () => {
    const response = await apply(ctx, validApplication(), null);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Resume is required',
      errors: { formResume: 'Resume is required' },
    });
    await expectNothingStored(ctx);
  });

  it('treats a file sent under another field name as no resume', async () => {
    const response = await apply(ctx, validApplication(), {
      field: 'attachment',
      content: samplePdf(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ formResume: 'Resume is required' });
  });

  it('answers every spec message for an empty form, resume included', async () => {
    const response = await apply(ctx, {}, null);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      firstName: applicationMessages.firstNameRequired,
      lastName: applicationMessages.lastNameRequired,
      email: applicationMessages.emailRequired,
      phone: applicationMessages.phoneRequired,
      dob: applicationMessages.dobRequired,
      gender: applicationMessages.genderRequired,
      address: applicationMessages.addressRequired,
      city: applicationMessages.cityRequired,
      state: applicationMessages.stateRequired,
      noticeVersion: privacyMessages.noticeVersionUnknown,
      consent: privacyMessages.applicationConsentRequired,
      formResume: applicationMessages.resumeRequired,
    });
    // Whitespace-only text counts as empty, and a malformed e-mail or phone is named.
    const blank = await apply(
      ctx,
      validApplication({ firstName: '   ', email: 'not-an-email', phone: '12345' }),
    );
    expect(blank.json().errors).toEqual({
      firstName: applicationMessages.firstNameRequired,
      email: applicationMessages.emailInvalid,
      phone: applicationMessages.phoneInvalid,
    });
    await expectNothingStored(ctx);
  });

  it('answers 400 for formData that is not JSON, or not an object', async () => {
    const oversized = JSON.stringify(validApplication({ address: 'x'.repeat(70 * 1024) }));
    for (const formData of ['{"firstName": ', '[1,2]', '42', oversized]) {
      const response = await apply(ctx, formData);
      const sent = formData.slice(0, 20);
      expect({ sent, status: response.statusCode }).toEqual({ sent, status: 400 });
      expect(response.json().errors).toHaveProperty('formData');
    }
    const notMultipart = await ctx.app.inject({
      method: 'POST',
      url: '/api/career/apply-jobs',
      payload: validApplication(),
    });
    expect(notMultipart.statusCode).toBe(400);
    await expectNothingStored(ctx);
  });

  it('refuses a closed or unknown job with a jobId error', async () => {
    const closed = await postJob(ctx, auth, { isActive: false });
    for (const jobId of [closed, 424242]) {
      const response = await apply(ctx, validApplication({ jobId }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        jobId: 'This job is no longer open for applications.',
      });
    }
    await expectNothingStored(ctx);
  });

  it('refuses a job id past any stored id as an unknown job, on either database', async () => {
    for (const jobId of [2_147_483_648, 9_007_199_254_740_992]) {
      const response = await apply(ctx, validApplication({ jobId }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        jobId: 'This job is no longer open for applications.',
      });
    }
    await expectNothingStored(ctx);
  });

  it('answers a repeat within 10 minutes like a fresh submission and stores it once', async () => {
    const jobId = await postJob(ctx, auth);
    const first = await apply(ctx, validApplication({ jobId }));
    expect(first.statusCode).toBe(201);
    const again = await apply(ctx, validApplication({ jobId, email: ' AARAV.mehta@example.COM ' }));
    expect(again.statusCode).toBe(201);
    // Exactly as a first application answers: a reference that does not point back to the
    // earlier one, so a stranger cannot tell that this e-mail applied.
    expect(again.json()).toEqual({ ...SUBMITTED, data: { id: expect.any(Number) } });
    expect(again.json().data.id).not.toBe(first.json().data.id);
    expect(await countRows(ctx.database.db, 'job_applications')).toBe(1);
    expect(await countRows(ctx.database.db, 'stored_files')).toBe(1);
    expect(await countRows(ctx.database.db, 'outbox')).toBe(2);

    // The same person may still apply for another job.
    const other = await postJob(ctx, auth, { title: 'Another role' });
    expect((await apply(ctx, validApplication({ jobId: other }))).statusCode).toBe(201);
  });

  it('stores one application when the same one arrives twice at the same moment', async () => {
    const jobId = await postJob(ctx, auth);
    const answers = await Promise.all([
      apply(ctx, validApplication({ jobId })),
      apply(ctx, validApplication({ jobId })),
      apply(ctx, validApplication({ jobId })),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    // Each answered as a first application is; only one is stored.
    for (const answer of answers)
      expect(answer.json()).toEqual({ ...SUBMITTED, data: { id: expect.any(Number) } });
    expect(await countRows(ctx.database.db, 'job_applications')).toBe(1);
  });

  it('refuses a 4th application from one e-mail for one job within a day (429)', async () => {
    const jobId = await postJob(ctx, auth);
    const earlier = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    for (const hours of [1, 5, 20]) {
      await insertApplicationRow(ctx.database.db, {
        jobId,
        email: 'aarav.mehta@example.com',
        createdAt: earlier(hours),
      });
    }
    const response = await apply(ctx, validApplication({ jobId }));
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toMatch(/already applied for this position 3 times today/);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(3 * 3600);
    expect(await countRows(ctx.database.db, 'job_applications')).toBe(3);

    // A day-old application no longer counts.
    await ctx.database.db
      .updateTable('job_applications')
      .set({ created_at: earlier(25) })
      .where(
        'created_at',
        '=',
        (
          await ctx.database.db
            .selectFrom('job_applications')
            .select((eb) => eb.fn.max('created_at').as('latest'))
            .executeTakeFirstOrThrow()
        ).latest!,
      )
      .execute();
    expect((await apply(ctx, validApplication({ jobId }))).statusCode).toBe(201);
  });

  it('answers the honeypot with the ordinary success and stores nothing', async () => {
    const response = await apply(ctx, validApplication({ website: 'http://spam.example' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(SUBMITTED);
    await expectNothingStored(ctx);
  });

  it('leaves no rows behind when a failure follows the stored resume', async () => {
    const failing = await createTestApp();
    try {
      await failApplicationInserts(failing.database.db, 'disk on fire');
      const response = await apply(failing, validApplication());
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('disk on fire');
      await expectNothingStored(failing);
    } finally {
      await failing.close();
    }
  });

  it('keeps the application when the mail server is down; the e-mails wait in the outbox', async () => {
    const offline = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      const response = await apply(offline, validApplication());
      expect(response.statusCode).toBe(201);
      await offline.app.mailer.flush();
      expect(await countRows(offline.database.db, 'job_applications')).toBe(1);
      const mails = await offline.database.db.selectFrom('outbox').selectAll().execute();
      expect(mails.map((mail) => mail.status)).toEqual(['pending', 'pending']);
      expect(mails.every((mail) => mail.attempts >= 1 && mail.last_error)).toBe(true);
    } finally {
      await offline.close();
    }
  });
});

describe(`apply-jobs per-address limit (${dialect})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({}, { rateLimits: true });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('allows 5 applications an hour from one address, then answers 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const body = multipart({
        formData: validApplication({ email: `person${i}@example.com` }),
        file: { content: samplePdf() },
      });
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/career/apply-jobs',
        headers: body.headers,
        payload: body.payload,
        remoteAddress: '198.51.100.20',
      });
      statuses.push(response.statusCode);
      if (i === 5) {
        expect(response.json().message).toMatch(/Too many requests/);
        expect(response.headers['retry-after']).toBeDefined();
      }
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const elsewhere = multipart({
      formData: validApplication({ email: 'someone.else@example.com' }),
      file: { content: samplePdf() },
    });
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/career/apply-jobs',
      headers: elsewhere.headers,
      payload: elsewhere.payload,
      remoteAddress: '198.51.100.21',
    });
    expect(other.statusCode).toBe(201);
  });
});
