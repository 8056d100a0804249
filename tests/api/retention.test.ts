import { seedEmployeesDemo } from '../../server/modules/employees';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config/privacy-notices';
import { runRetention } from '../../server/modules/retention';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { apply, dialect, postJob, samplePdf, validApplication } from './careers-fixtures';
import { sharingFlow } from './verification-sharing-fixtures';
import { searchWholeDatabase } from './whole-database-search';

/** Three applicants no other row of the database shares a word with. */
const ERASED = {
  firstName: 'Zorawar',
  lastName: 'Quillfeather',
  email: 'zorawar.quillfeather@example.org',
  phone: '9123987654',
  address: '77 Nilgiri Orchard Lane',
};
const HELD = {
  firstName: 'Ishbel',
  lastName: 'Marchetti',
  email: 'ishbel.marchetti@example.org',
  phone: '9345678120',
};
const KEPT = {
  firstName: 'Tenzing',
  lastName: 'Oyelaran',
  email: 'tenzing.oyelaran@example.org',
  phone: '9567812340',
};
const SENDER = {
  fullName: 'Philippa Dashwood',
  email: 'philippa.dashwood@example.org',
  phoneNo: 9811045299,
  message: 'Please quote for a Telegram bot for our bakery in Kochi.',
  noticeVersion: PRIVACY_NOTICE_VERSIONS.contact,
};

describe(`retention: quarantine, legal hold and erasure as the clock moves (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;
  let hrAuth: string;
  let jobId: number;
  const ids: Record<'erased' | 'held' | 'kept', number> = { erased: 0, held: 0, kept: 0 };
  const erasedResume = samplePdf(`${ERASED.firstName} ${ERASED.lastName}`);
  const heldResume = samplePdf(`${HELD.firstName} ${HELD.lastName}`);
  /** 200 bytes of a resume where it differs from the other: its own bytes, not the PDF's common frame. */
  const ownBytes = (resume: Buffer, other: Buffer) => {
    let at = 0;
    while (at < resume.length && resume[at] === other[at]) at += 1;
    return resume.subarray(Math.max(0, at - 50), at + 150);
  };
  let contactId: number;
  let shareId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    auth = await ctx.staffAuth();
    hrAuth = await ctx.staffAuthAs('hr');
    jobId = await postJob(ctx, auth, { title: 'Java Developer' });
    for (const [key, person, resume] of [
      ['erased', ERASED, erasedResume],
      ['held', HELD, heldResume],
      ['kept', KEPT, samplePdf(`${KEPT.firstName} ${KEPT.lastName}`)],
    ] as const) {
      const response = await apply(ctx, validApplication({ jobId, ...person }), {
        content: resume,
      });
      expect(response.statusCode).toBe(201);
      ids[key] = (
        await ctx.database.db
          .selectFrom('job_applications')
          .select('id')
          .where('email_normalized', '=', person.email)
          .executeTakeFirstOrThrow()
      ).id;
    }
    const db = ctx.database.db;
    await db
      .updateTable('job_applications')
      .set({ keep_for_other_roles: 1 })
      .where('id', '=', ids.kept)
      .execute();
    // What staff add over an application's life: a note and an e-mail naming the applicant.
    const note = await ctx.app.inject({
      method: 'POST',
      url: `/api/career/applications/${ids.erased}/notes`,
      headers: { authorization: auth },
      payload: { text: `Called ${ERASED.firstName} on ${ERASED.phone}; strong Java.` },
    });
    expect(note.statusCode).toBe(201);
    const mail = await ctx.app.inject({
      method: 'POST',
      url: `/api/career/applications/${ids.erased}/emails`,
      headers: { authorization: auth },
      payload: {
        subject: 'Your interview',
        body: `Dear ${ERASED.firstName} ${ERASED.lastName}, we will call ${ERASED.phone}.`,
      },
    });
    expect(mail.statusCode).toBe(201);
    // The job closed on 10 January 2026.
    await db.updateTable('jobs').set({ closes_on: '2026-01-10' }).where('id', '=', jobId).execute();

    const contact = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact/post-mail',
      payload: SENDER,
      remoteAddress: '203.0.113.90',
    });
    expect(contact.statusCode).toBe(201);
    contactId = (await db.selectFrom('contact_messages').select('id').executeTakeFirstOrThrow()).id;
    await db
      .updateTable('contact_messages')
      .set({ created_at: '2025-07-01T06:00:00.000Z' })
      .where('id', '=', contactId)
      .execute();

    await seedEmployeesDemo(db);
    const flow = sharingFlow(ctx);
    await flow.sharedToken(await flow.verifiedEmployee());
    const share = await db.selectFrom('verification_shares').select('id').executeTakeFirstOrThrow();
    shareId = share.id;
    await db
      .updateTable('verification_shares')
      .set({ expires_at: '2026-04-01T00:00:00.000Z' })
      .where('id', '=', shareId)
      .execute();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const quarantine = async () =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/privacy/retention/quarantine',
        headers: { authorization: hrAuth },
      })
    ).json() as {
      data: {
        id: number;
        kind: string;
        recordId: number;
        description: string;
        eraseOn: string;
        hold: { reason: string } | null;
      }[];
      total: number;
    };
  const application = (id: number) =>
    ctx.database.db
      .selectFrom('job_applications')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const erasureAudits = () =>
    ctx.database.db
      .selectFrom('audit_log')
      .select(['entity', 'entity_id', 'details', 'staff_id'])
      .where('action', '=', 'privacy.erased')
      .orderBy('id')
      .execute();

  it('quarantines nothing the day before a period ends', async () => {
    // The contact message ends 2026-07-01, the applications 2026-07-10, the share 2026-06-30.
    const report = await runRetention(ctx.database.db, {
      asOf: '2026-06-29',
      secret: ctx.app.appSecret,
    });
    expect(report.quarantined).toEqual({
      application: 0,
      contact_message: 0,
      verification_share: 0,
    });
    expect((await quarantine()).total).toBe(0);
  });

  it('quarantines what passed its date, with its erasure day and an anonymous description', async () => {
    const report = await runRetention(ctx.database.db, {
      asOf: '2026-07-10',
      secret: ctx.app.appSecret,
    });
    expect(report.quarantined).toEqual({
      application: 2,
      contact_message: 1,
      verification_share: 1,
    });
    const { data } = await quarantine();
    expect(data.map((item) => [item.kind, item.recordId, item.eraseOn]).sort()).toEqual(
      [
        ['application', ids.erased, '2026-08-09'],
        ['application', ids.held, '2026-08-09'],
        ['contact_message', contactId, '2026-08-09'],
        ['verification_share', shareId, '2026-08-09'],
      ].sort(),
    );
    expect(
      data.find((item) => item.recordId === ids.erased && item.kind === 'application'),
    ).toMatchObject({
      description: `Application #${ids.erased} for Java Developer, job closed 2026-01-10`,
    });
    expect(JSON.stringify(data)).not.toMatch(/Zorawar|Quillfeather|Ishbel|Philippa|example\.org/);
    // Running again the same day adds nothing.
    const again = await runRetention(ctx.database.db, {
      asOf: '2026-07-10',
      secret: ctx.app.appSecret,
    });
    expect(again.quarantined).toEqual({
      application: 0,
      contact_message: 0,
      verification_share: 0,
    });
  });

  it('refuses a hold without a reason and keeps the record as it was', async () => {
    const item = (await quarantine()).data.find((entry) => entry.recordId === ids.held)!;
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/privacy/retention/quarantine/${item.id}/hold`,
      headers: { authorization: hrAuth },
      payload: { reason: '   ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ reason: 'Enter the reason for the legal hold' });
    expect((await quarantine()).data.find((entry) => entry.id === item.id)!.hold).toBeNull();
  });

  it('erases on the erasure day what no hold keeps, and nothing before', async () => {
    const item = (await quarantine()).data.find(
      (entry) => entry.recordId === ids.held && entry.kind === 'application',
    )!;
    const hold = await ctx.app.inject({
      method: 'PUT',
      url: `/api/privacy/retention/quarantine/${item.id}/hold`,
      headers: { authorization: hrAuth },
      payload: { reason: 'Pending labour court case 14/2026' },
    });
    expect(hold.statusCode).toBe(200);
    expect(hold.json().data.hold).toMatchObject({ reason: 'Pending labour court case 14/2026' });

    const early = await runRetention(ctx.database.db, {
      asOf: '2026-08-08',
      secret: ctx.app.appSecret,
    });
    expect(early.erased).toEqual({ application: 0, contact_message: 0, verification_share: 0 });
    expect((await application(ids.erased)).erased_at).toBeNull();

    const due = await runRetention(ctx.database.db, {
      asOf: '2026-08-09',
      secret: ctx.app.appSecret,
    });
    expect(due.erased).toEqual({ application: 1, contact_message: 1, verification_share: 1 });
    expect(due.held).toBe(1);

    const erased = await application(ids.erased);
    expect(erased).toMatchObject({
      job_id: jobId,
      first_name: 'Erased',
      last_name: 'applicant',
      email: '',
      phone: '',
      dob: '',
      address: '',
    });
    expect(erased.erased_at).not.toBeNull();
    expect(await application(ids.held)).toMatchObject({ email: HELD.email, erased_at: null });
    expect(await application(ids.kept)).toMatchObject({ email: KEPT.email, erased_at: null });
    const contact = await ctx.database.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', contactId)
      .executeTakeFirstOrThrow();
    expect(contact).toMatchObject({ full_name: '', email: '', phone: '', message: '' });
    const share = await ctx.database.db
      .selectFrom('verification_shares')
      .selectAll()
      .where('id', '=', shareId)
      .executeTakeFirstOrThrow();
    expect(share).toMatchObject({
      verifier_email: '',
      verifier_organisation: '',
      disclosure: '{}',
    });

    // One audit entry per erased record, naming the record and the reason only.
    expect(await erasureAudits()).toEqual(
      expect.arrayContaining([
        {
          entity: 'application',
          entity_id: String(ids.erased),
          details: '{"reason":"retention"}',
          staff_id: null,
        },
        {
          entity: 'contact_message',
          entity_id: String(contactId),
          details: '{"reason":"retention"}',
          staff_id: null,
        },
        {
          entity: 'verification_share',
          entity_id: String(shareId),
          details: '{"reason":"retention"}',
          staff_id: null,
        },
      ]),
    );
    expect(await erasureAudits()).toHaveLength(3);
    const { data } = await quarantine();
    expect(data.map((entry) => entry.recordId)).toEqual([ids.held]);
  });

  it("leaves the erased applicant's name, e-mail, phone, address and resume in no table", async () => {
    const strings = [
      ERASED.firstName,
      ERASED.lastName,
      ERASED.email,
      ERASED.phone,
      ERASED.address,
      SENDER.fullName,
      SENDER.email,
      String(SENDER.phoneNo),
      SENDER.message,
    ];
    const result = await searchWholeDatabase(ctx.database.db, {
      strings,
      bytes: [erasedResume, ownBytes(erasedResume, heldResume)],
    });
    expect(result.tablesSearched).toBeGreaterThan(30);
    expect(result.findings).toEqual([]);

    // The search finds what is still there: the held applicant, in the application and its e-mails.
    const control = await searchWholeDatabase(ctx.database.db, {
      strings: [HELD.email, HELD.lastName],
      bytes: [ownBytes(heldResume, erasedResume)],
    });
    expect(control.findings).toEqual(
      expect.arrayContaining([
        { table: 'job_applications', column: 'email', needle: HELD.email },
        { table: 'outbox', column: 'recipient', needle: HELD.email },
        { table: 'outbox', column: 'text_body', needle: HELD.lastName },
        { table: 'stored_files', column: 'content', needle: '<200 bytes>' },
      ]),
    );
  });

  it('lets a released record go through the rules again, with a new erasure day', async () => {
    const item = (await quarantine()).data[0];
    const release = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/privacy/retention/quarantine/${item.id}/hold`,
      headers: { authorization: hrAuth },
    });
    expect(release.statusCode).toBe(200);
    expect((await quarantine()).total).toBe(0);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/privacy/retention/quarantine/${item.id}/hold`,
      headers: { authorization: hrAuth },
    });
    expect(again.statusCode).toBe(404);

    const report = await runRetention(ctx.database.db, {
      asOf: '2026-08-20',
      secret: ctx.app.appSecret,
    });
    expect(report.quarantined.application).toBe(1);
    const { data } = await quarantine();
    expect(data).toEqual([
      expect.objectContaining({ recordId: ids.held, eraseOn: '2026-09-19', hold: null }),
    ]);
    const audits = await ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('action', 'like', 'retention.%')
      .orderBy('id')
      .execute();
    expect(audits).toEqual([
      { action: 'retention.hold_placed', entity_id: String(ids.held) },
      { action: 'retention.hold_released', entity_id: String(ids.held) },
    ]);
  });

  it('keeps an applicant who opted in to other roles 12 months after the job closed', async () => {
    await runRetention(ctx.database.db, { asOf: '2027-01-09', secret: ctx.app.appSecret });
    expect((await quarantine()).data.map((item) => item.recordId)).not.toContain(ids.kept);
    await runRetention(ctx.database.db, { asOf: '2027-01-10', secret: ctx.app.appSecret });
    expect((await quarantine()).data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ recordId: ids.kept, eraseOn: '2027-02-09' }),
      ]),
    );
  });

  it('lists the runs, newest first, with counts only', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/privacy/retention/runs?limit=3',
      headers: { authorization: auth },
    });
    expect(response.statusCode).toBe(200);
    const runs = response.json().data as { asOf: string; trigger: string; erased: number }[];
    expect(runs.map((run) => run.asOf)).toEqual(['2027-01-10', '2027-01-09', '2026-08-20']);
    expect(runs[0].trigger).toBe('command');
  });
});

describe(`retention also clears spent rate-limit windows (${dialect})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('drops windows older than two days and keeps the current ones', async () => {
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
    await ctx.database.db
      .insertInto('rate_counters')
      .values([
        { key: 'test:old', window_start: at(72), count: 3 },
        { key: 'test:recent', window_start: at(1), count: 1 },
      ])
      .execute();
    await runRetention(ctx.database.db, {
      asOf: new Date().toISOString().slice(0, 10),
      secret: ctx.app.appSecret,
    });
    const keys = (
      await ctx.database.db
        .selectFrom('rate_counters')
        .select('key')
        .where('key', 'like', 'test:%')
        .execute()
    ).map((row) => row.key);
    expect(keys).toEqual(['test:recent']);
  });
});
