import { Migrator, sql, type Migration } from 'kysely';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config/privacy-notices';
import type { ApplicationDetail, ApplicationListItem } from '@vistaar/shared/contract';
import { addDays, indiaToday } from '@vistaar/shared/lib/job-dates';
import {
  applicationsFilterMessages,
  candidateFieldMessages,
  candidateMessages,
} from '@vistaar/shared/validation';
import { migrateToLatest } from '../../server/db/migrator';
import { migrations } from '../../server/db/migrations';
import { eraseApplication } from '../../server/modules/erasure';
import {
  createTestApp,
  openTestDatabase,
  type TestContext,
} from '../../server/test-support/test-app';
import {
  apply,
  countRows,
  dialect,
  manualCandidate,
  multipart,
  pngBytes,
  postJob,
  samplePdf,
  validApplication,
} from './careers-fixtures';

describe(`notice period, CTC amounts and source (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;
  let jobId: number;

  beforeEach(async () => {
    ctx = await createTestApp();
    auth = await ctx.staffAuth();
    jobId = await postJob(ctx, auth);
  });
  afterEach(() => ctx.close());

  const staff = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: { authorization: auth }, payload: payload as object });

  async function listed(query = ''): Promise<ApplicationListItem[]> {
    const response = await staff('GET', `/api/career/get-job-applications?limit=100&${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  const names = async (query: string) =>
    (await listed(query)).map((item) => item.fullName.split(' ')[0]).sort();

  async function detail(id: number): Promise<ApplicationDetail> {
    const response = await staff('GET', `/api/career/applications/${id}`);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  const lastId = async () =>
    (
      await ctx.database.db
        .selectFrom('job_applications')
        .select('id')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id;

  function addCandidate(
    formData: unknown,
    file: { content: Buffer; name?: string } | null = { content: samplePdf() },
    job = jobId,
  ) {
    const body = multipart({ formData, file: file ?? undefined });
    return ctx.app.inject({
      method: 'POST',
      url: `/api/career/jobs/${job}/candidates`,
      headers: { ...body.headers, authorization: auth },
      payload: body.payload,
    });
  }

  async function insertEmployee(code: string, name: string) {
    const now = new Date().toISOString();
    await ctx.database.db
      .insertInto('employees')
      .values({
        employee_code: code,
        full_name: name,
        date_of_birth: '1990-01-01',
        gender: 'Female',
        phone_number: '9812345670',
        personal_email: `${code.toLowerCase()}@example.com`,
        designation: 'Engineer',
        joining_date: '2020-01-01',
        salary_paise: 100,
        photo_file_id: null,
        otp_locked_until: null,
        sharing_suspended_at: null,
        sharing_suspended_note: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }

  it('stores CTCs typed in lakhs or rupees as amounts and shows the notice period', async () => {
    const until = addDays(indiaToday(), 20);
    const response = await apply(
      ctx,
      validApplication({
        jobId,
        currentCTC: '18.5 LPA',
        expectedCTC: '22,50,000',
        noticePeriod: 'date',
        noticeUntil: until,
        servingNotice: true,
      }),
    );
    expect(response.statusCode).toBe(201);
    const item = await detail(await lastId());
    expect(item).toMatchObject({
      currentCTC: '18.5 LPA',
      currentCtcAmount: 1_850_000,
      expectedCTC: '22,50,000',
      expectedCtcAmount: 2_250_000,
      noticePeriod: 'date',
      noticeUntil: until,
      servingNotice: true,
      source: 'careers_site',
      sourceDetail: '',
      consentSource: null,
      referrer: null,
    });
  });

  it('keeps a CTC that is not one figure as text, without an amount', async () => {
    expect(
      (await apply(ctx, validApplication({ currentCTC: '6-8 LPA', expectedCTC: 'Negotiable' })))
        .statusCode,
    ).toBe(201);
    expect(await detail(await lastId())).toMatchObject({
      currentCTC: '6-8 LPA',
      currentCtcAmount: null,
      expectedCTC: 'Negotiable',
      expectedCtcAmount: null,
      noticePeriod: null,
      servingNotice: false,
    });
  });

  it('refuses a notice period off the list or a missing or past last working day, storing nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ noticePeriod: '45' }, 'noticePeriod', candidateFieldMessages.noticePeriodInvalid],
      [{ noticePeriod: 'date' }, 'noticeUntil', candidateFieldMessages.noticeUntilRequired],
      [
        { noticePeriod: 'date', noticeUntil: '2026-02-30' },
        'noticeUntil',
        candidateFieldMessages.noticeUntilInvalid,
      ],
      [
        { noticePeriod: 'date', noticeUntil: addDays(indiaToday(), -1) },
        'noticeUntil',
        candidateFieldMessages.noticeUntilPast,
      ],
    ];
    for (const [fields, field, message] of cases) {
      const response = await apply(ctx, validApplication(fields));
      expect({ status: response.statusCode, error: response.json().errors?.[field] }).toEqual({
        status: 400,
        error: message,
      });
    }
    expect(await countRows(ctx.database.db, 'job_applications')).toBe(0);
  });

  it('records where a public application came from: the link, the referring site, or the careers site', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { utmSource: 'LinkedIn', utmMedium: 'social' },
        'linkedin',
        'utm_source=LinkedIn, utm_medium=social',
      ],
      [{ ref: 'naukri.com' }, 'naukri', 'ref=naukri.com'],
      [
        { utmSource: 'newsletter', utmMedium: 'email' },
        'other',
        'utm_source=newsletter, utm_medium=email',
      ],
      [{ referrerDomain: 'www.linkedin.com' }, 'linkedin', 'linkedin.com'],
      [{ referrerDomain: 'www.google.com' }, 'other', 'google.com'],
      // The site itself is no source: test-app's public address.
      [{ referrerDomain: new URL(ctx.config.publicUrl).hostname }, 'careers_site', ''],
      [{}, 'careers_site', ''],
    ];
    for (const [index, [origin, source, sourceDetail]] of cases.entries()) {
      const response = await apply(
        ctx,
        validApplication({ ...origin, email: `origin${index}@example.com` }),
      );
      expect(response.statusCode).toBe(201);
      expect(await detail(await lastId())).toMatchObject({ source, sourceDetail });
    }
  });

  it('filters the desk by notice period, expected CTC range and source, and exports the columns', async () => {
    const people: [string, Record<string, unknown>][] = [
      ['Asha', { noticePeriod: 'immediate', expectedCTC: '10 LPA' }],
      ['Bala', { noticePeriod: '30', expectedCTC: '15,00,000', utmSource: 'naukri' }],
      ['Chitra', { noticePeriod: '90', expectedCTC: '25 lakhs' }],
      ['Dev', { noticePeriod: 'date', noticeUntil: addDays(indiaToday(), 10), expectedCTC: '12' }],
      ['Esha', { noticePeriod: 'negotiable', expectedCTC: 'Best in industry' }],
    ];
    for (const [name, fields] of people) {
      const response = await apply(
        ctx,
        validApplication({
          firstName: name,
          email: `${name.toLowerCase()}@example.com`,
          ...fields,
        }),
      );
      expect(response.statusCode).toBe(201);
    }
    expect(await names('maxNoticeDays=0')).toEqual(['Asha']);
    expect(await names('maxNoticeDays=30')).toEqual(['Asha', 'Bala', 'Dev']);
    expect(await names('maxNoticeDays=5')).toEqual(['Asha']);
    expect(await names('minExpectedCtc=1200000')).toEqual(['Bala', 'Chitra', 'Dev']);
    expect(await names('minExpectedCtc=1100000&maxExpectedCtc=1500000')).toEqual(['Bala', 'Dev']);
    expect(await names('source=naukri')).toEqual(['Bala']);
    expect(await names('source=careers_site&maxExpectedCtc=1000000')).toEqual(['Asha']);

    const reversed = await staff(
      'GET',
      '/api/career/get-job-applications?minExpectedCtc=20&maxExpectedCtc=10',
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors.maxExpectedCtc).toBe(applicationsFilterMessages.ctcReversed);
    const badSource = await staff('GET', '/api/career/get-job-applications?source=fax');
    expect(badSource.json().errors.source).toBe(applicationsFilterMessages.sourceInvalid);
    const badNotice = await staff('GET', '/api/career/get-job-applications?maxNoticeDays=-1');
    expect(badNotice.json().errors.maxNoticeDays).toBe(applicationsFilterMessages.noticeInvalid);

    const csv = await staff('GET', '/api/career/export-job-applications?source=naukri');
    expect(csv.statusCode).toBe(200);
    const [header, row] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toContain(
      'Current CTC (rupees a year),Expected CTC (rupees a year),Notice period,Serving notice,Source,Source detail',
    );
    expect(row).toContain(',900000,1500000,30 days,No,Naukri,utm_source=naukri,');
  });

  it('adds a candidate by hand with source and consent, and e-mails the privacy notice with My application', async () => {
    await insertEmployee('VI-3001', 'Rohan Das');
    const response = await addCandidate(
      manualCandidate({
        source: 'referral',
        referrerCode: 'VI-3001',
        sourceDetail: '',
        noticePeriod: '15',
      }),
    );
    expect(response.statusCode).toBe(201);
    const id = await lastId();
    const item = await detail(id);
    expect(item).toMatchObject({
      fullName: 'Kavya Nair',
      jobId,
      gender: '',
      currentCtcAmount: 1_400_000,
      expectedCtcAmount: 1_850_000,
      noticePeriod: '15',
      source: 'referral',
      referrer: { code: 'VI-3001', name: 'Rohan Das' },
      consentSource: 'email',
    });
    const row = await ctx.database.db
      .selectFrom('job_applications')
      .select(['consented_at', 'notice_version', 'added_by', 'client_ip'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.consented_at).not.toBeNull();
    expect(row.notice_version).toBe(PRIVACY_NOTICE_VERSIONS.application);
    expect(row.added_by).not.toBeNull();

    const mails = await ctx.database.db.selectFrom('outbox').selectAll().execute();
    expect(mails).toHaveLength(1);
    expect(mails[0].recipient).toBe('kavya.nair@example.com');
    expect(mails[0].text_body).toContain('Backend Developer (Node.js)');
    expect(mails[0].text_body).toContain('What we collect:');
    expect(mails[0].text_body).toContain(`${ctx.config.publicUrl}/my-application/`);

    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('action', '=', 'application.added-by-staff')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details!)).toMatchObject({
      jobId,
      source: 'referral',
      consentSource: 'email',
    });

    // The same person twice for one job is a slip, not a second application.
    const again = await addCandidate(manualCandidate({ source: 'linkedin' }));
    expect(again.statusCode).toBe(409);
  });

  it('refuses a manual candidate without what it needs, storing and sending nothing', async () => {
    const cases: [unknown, { content: Buffer; name?: string } | null, number, string, string][] = [
      [
        manualCandidate({ consentSource: '' }),
        { content: samplePdf() },
        400,
        'consentSource',
        candidateMessages.consentSourceRequired,
      ],
      [
        manualCandidate({ source: 'careers_site' }),
        { content: samplePdf() },
        400,
        'source',
        candidateMessages.sourceRequired,
      ],
      [
        manualCandidate({ source: 'referral' }),
        { content: samplePdf() },
        400,
        'referrerCode',
        candidateMessages.referrerRequired,
      ],
      [
        manualCandidate({ source: 'referral', referrerCode: 'NOPE-1' }),
        { content: samplePdf() },
        400,
        'referrerCode',
        candidateMessages.referrerUnknown,
      ],
      [manualCandidate(), null, 400, 'formResume', 'Resume is required'],
    ];
    for (const [formData, file, status, field, message] of cases) {
      const response = await addCandidate(formData, file);
      expect({ status: response.statusCode, error: response.json().errors?.[field] }).toEqual({
        status,
        error: message,
      });
    }
    const image = await addCandidate(manualCandidate(), {
      content: pngBytes(),
      name: 'resume.pdf',
    });
    expect(image.statusCode).toBe(415);
    const noJob = await addCandidate(manualCandidate(), { content: samplePdf() }, 999_999);
    expect(noJob.statusCode).toBe(404);
    expect({
      applications: await countRows(ctx.database.db, 'job_applications'),
      files: await countRows(ctx.database.db, 'stored_files'),
      outbox: await countRows(ctx.database.db, 'outbox'),
    }).toEqual({ applications: 0, files: 0, outbox: 0 });
  });

  it('lets staff correct the source, on the audit trail', async () => {
    expect((await apply(ctx, validApplication({ jobId }))).statusCode).toBe(201);
    const id = await lastId();
    const saved = await staff('PUT', `/api/career/applications/${id}/source`, {
      source: 'agency',
      sourceDetail: 'Talent Partners',
    });
    expect(saved.statusCode).toBe(200);
    expect(await detail(id)).toMatchObject({ source: 'agency', sourceDetail: 'Talent Partners' });
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'application.source-corrected')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details!).changes.source).toEqual({
      from: 'careers_site',
      to: 'agency',
    });

    const bad = await staff('PUT', `/api/career/applications/${id}/source`, { source: 'fax' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.source).toBe(candidateMessages.sourceRequired);
    const missing = await staff('PUT', '/api/career/applications/999999/source', {
      source: 'other',
    });
    expect(missing.statusCode).toBe(404);
  });
  it('erases the notice, CTC amounts and source detail with the application, and then refuses a correction', async () => {
    await insertEmployee('VI-3002', 'Meena Pillai');
    const added = await addCandidate(
      manualCandidate({
        source: 'referral',
        referrerCode: 'VI-3002',
        sourceDetail: 'Met at a meetup',
      }),
    );
    expect(added.statusCode).toBe(201);
    const id = await lastId();
    await ctx.database.db.transaction().execute((trx) =>
      eraseApplication(trx, id, {
        reason: 'privacy-request',
        actor: { staffId: null },
        secret: ctx.app.appSecret,
      }),
    );
    const row = await ctx.database.db
      .selectFrom('job_applications')
      .select([
        'current_ctc_amount',
        'expected_ctc_amount',
        'notice_period',
        'notice_days',
        'source_detail',
        'referrer_employee_id',
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      current_ctc_amount: null,
      expected_ctc_amount: null,
      notice_period: null,
      notice_days: null,
      source_detail: '',
      referrer_employee_id: null,
    });
    const corrected = await staff('PUT', `/api/career/applications/${id}/source`, {
      source: 'agency',
    });
    expect(corrected.statusCode).toBe(410);
  });
});

describe(`migration 0027 converts existing CTC texts (${dialect})`, () => {
  it('gives texts that read as one figure an amount and keeps the others as text', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const migrator = new Migrator({
        db: database.db,
        provider: { getMigrations: async () => migrations as Record<string, Migration> },
      });
      expect((await migrator.migrateTo('0023_email_template_name_key')).error).toBeUndefined();
      const file = await sql<{ id: number }>`insert into stored_files
        (purpose, original_name, media_type, size_bytes, sha256, content, created_at)
        values ('resume', 'r.pdf', 'application/pdf', 1, 'x', ${Buffer.from('x')}, '2026-01-01T00:00:00.000Z')
        returning id`.execute(database.db);
      const stage = await sql<{
        id: number;
      }>`select id from pipeline_stages order by position limit 1`.execute(database.db);
      const ctcs: [string, string][] = [
        ['18.5 LPA', '18,50,000'],
        ['1850000', '18.5 lakhs'],
        ['Negotiable', '6-8 LPA'],
        ['', ''],
      ];
      for (const [index, [current, expected]] of ctcs.entries()) {
        await sql`insert into job_applications (job_id, first_name, last_name, email, email_normalized,
          phone, dob, gender, address, city, state, job_experience, current_ctc, expected_ctc,
          current_employer, current_location, resume_file_id, submission_hash, client_ip, created_at,
          stage_id, stage_entered_at)
          values (null, 'A', 'B', ${`m${index}@example.com`}, ${`m${index}@example.com`}, '9876543210',
          '1990-01-01', 'M', 'x', 'Pune', 'Maharashtra', '4', ${current}, ${expected}, '', '',
          ${file.rows[0].id}, ${`hash${index}`}, null, '2026-01-01T00:00:00.000Z', ${stage.rows[0].id},
          '2026-01-01T00:00:00.000Z')`.execute(database.db);
      }
      await migrateToLatest(database.db);
      const rows = await database.db
        .selectFrom('job_applications')
        .select([
          'current_ctc',
          'current_ctc_amount',
          'expected_ctc',
          'expected_ctc_amount',
          'source',
        ])
        .orderBy('id')
        .execute();
      expect(
        rows.map((row) => ({
          ...row,
          current_ctc_amount:
            row.current_ctc_amount === null ? null : Number(row.current_ctc_amount),
          expected_ctc_amount:
            row.expected_ctc_amount === null ? null : Number(row.expected_ctc_amount),
        })),
      ).toEqual([
        {
          current_ctc: '18.5 LPA',
          current_ctc_amount: 1_850_000,
          expected_ctc: '18,50,000',
          expected_ctc_amount: 1_850_000,
          source: 'careers_site',
        },
        {
          current_ctc: '1850000',
          current_ctc_amount: 1_850_000,
          expected_ctc: '18.5 lakhs',
          expected_ctc_amount: 1_850_000,
          source: 'careers_site',
        },
        {
          current_ctc: 'Negotiable',
          current_ctc_amount: null,
          expected_ctc: '6-8 LPA',
          expected_ctc_amount: null,
          source: 'careers_site',
        },
        {
          current_ctc: '',
          current_ctc_amount: null,
          expected_ctc: '',
          expected_ctc_amount: null,
          source: 'careers_site',
        },
      ]);
    } finally {
      await database.close();
      await drop();
    }
  });
});
