import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { BREACH_BOARD_REPORT_HOURS, BREACH_NOTICE_BATCH } from '@vistaar/shared/config';
import type { BreachRecord } from '@vistaar/shared/contract';
import { breachMessages } from '@vistaar/shared/validation';
import { countRows, dialect, insertApplicationRow, postJob } from './careers-fixtures';
import { employeeFields } from './employee-fixtures';
import { startInbox, type Inbox } from './smtp-inbox';

/** The text drawn on every page of a PDF made by pdf-lib (standard fonts show hex strings). */
async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const shown: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => doc.context.lookup(ref))
        : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const match of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        shown.push(Buffer.from(match[1], 'hex').toString('latin1'));
      }
    }
  }
  return shown.join(' ').replace(/\s+/g, ' ');
}

const breachBody = (overrides: Record<string, unknown> = {}) => ({
  summary: 'A recruiter laptop with an unencrypted export of applications was stolen from a car.',
  location: 'Pune office; the laptop of one recruiter',
  occurredAt: '2025-06-01T09:30',
  discoveredAt: '2025-06-02T11:00',
  sources: ['applications'],
  fields: ['names', 'contact-details', 'salaries'],
  consequences: 'Someone could contact you pretending to be us, or use your salary details.',
  measures: 'We reported the theft to the police and blocked the laptop’s accounts.',
  safetySteps: 'Ignore calls that ask for payment to be considered for a role.',
  contact: 'Data Protection Officer, privacy@vistaarinfotech.in',
  ...overrides,
});

describe(`recording a personal data breach and notifying the people affected (${dialect})`, () => {
  let inbox: Inbox;
  let ctx: TestContext;
  let admin: string;
  let hr: string;
  let jobA: number;

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    authorization = hr,
  ) => ctx.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

  const breachNotices = async () =>
    ctx.database.db
      .selectFrom('outbox')
      .select(['recipient', 'text_body'])
      .where('kind', '=', 'privacy.breach_notice')
      .execute();

  beforeAll(async () => {
    inbox = await startInbox();
    ctx = await createTestApp({ smtpUrl: inbox.url });
    admin = await ctx.staffAuth();
    hr = await ctx.staffAuthAs('hr');
    jobA = await postJob(ctx, admin, { title: 'Java Developer' });
    const jobB = await postJob(ctx, admin, { title: 'UX Designer' });
    const db = ctx.database.db;
    await insertApplicationRow(db, {
      jobId: jobA,
      firstName: 'Alice',
      lastName: 'Rao',
      email: 'alice.rao@example.com',
    });
    // The same person applying again, typing her address differently: one notice.
    await insertApplicationRow(db, {
      jobId: jobA,
      firstName: 'Alice',
      lastName: 'Rao',
      email: 'Alice.Rao@Example.com',
    });
    await insertApplicationRow(db, {
      jobId: jobA,
      firstName: 'Bhavesh',
      lastName: 'Shah',
      email: 'bhavesh.shah@example.com',
    });
    await insertApplicationRow(db, {
      jobId: jobB,
      firstName: 'Chitra',
      lastName: 'Nair',
      email: 'chitra.nair@example.com',
    });
    await insertApplicationRow(db, {
      jobId: null,
      firstName: 'Dev',
      lastName: 'Kumar',
      email: 'dev.kumar@example.com',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await inbox.close();
  });

  it('refuses a breach with missing or impossible facts and stores nothing', async () => {
    const empty = await call('POST', '/api/privacy/breaches', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({
      summary: breachMessages.summaryRequired,
      location: breachMessages.locationRequired,
      occurredAt: breachMessages.momentRequired,
      sources: breachMessages.sourcesRequired,
      fields: breachMessages.fieldsRequired,
      consequences: breachMessages.consequencesRequired,
    });
    const reversed = await call(
      'POST',
      '/api/privacy/breaches',
      breachBody({ occurredAt: '2025-06-03T09:00', discoveredAt: '2025-06-02T09:00' }),
    );
    expect(reversed.json().errors).toEqual({
      discoveredAt: breachMessages.discoveredBeforeOccurred,
    });
    const jobWithoutApplications = await call(
      'POST',
      '/api/privacy/breaches',
      breachBody({ sources: ['employees'], jobId: jobA }),
    );
    expect(jobWithoutApplications.json().errors).toEqual({
      jobId: breachMessages.jobWithoutApplications,
    });
    const unknownJob = await call('POST', '/api/privacy/breaches', breachBody({ jobId: 999999 }));
    expect(unknownJob.statusCode).toBe(400);
    expect(unknownJob.json().errors).toEqual({ jobId: breachMessages.jobInvalid });
    expect(await ctx.database.db.selectFrom('breaches').select('id').execute()).toEqual([]);
  });

  it('sends the notice to exactly the applicants of the job involved, once, through SMTP', async () => {
    const created = await call('POST', '/api/privacy/breaches', breachBody({ jobId: jobA }));
    expect(created.statusCode).toBe(201);
    const breach = created.json().data as BreachRecord;
    expect(breach.affectedCount).toBe(2);
    expect(breach.jobTitle).toBe('Java Developer');
    expect(breach.boardReportDueAt).toBe(
      new Date(
        Date.parse('2025-06-02T11:00:00+05:30') + BREACH_BOARD_REPORT_HOURS * 3_600_000,
      ).toISOString(),
    );
    expect(breach.noticeText).toContain(breachBody().summary);
    expect(breach.noticeText).toContain('job applications (for the role Java Developer)');
    expect(breach.noticeText).toContain('Sun, 1 Jun 2025, 09:30 IST');
    expect(breach.noticeText).toContain(breachBody().safetySteps);
    expect(breach.noticeText).toContain(breachBody().contact);
    expect(breach.boardReportText).toContain('by Thu, 5 Jun 2025, 11:00 IST');
    expect(breach.boardReportText).toContain('People affected: 2.');

    const affected = await call('GET', `/api/privacy/breaches/${breach.id}/affected?limit=1`);
    expect(affected.json()).toEqual({
      success: true,
      data: [{ email: 'a****@example.com', sources: ['applications'] }],
      total: 2,
    });

    const stale = await call('POST', `/api/privacy/breaches/${breach.id}/notices`, {
      confirm: true,
      affectedCount: 3,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('it now has 2');
    const unconfirmed = await call('POST', `/api/privacy/breaches/${breach.id}/notices`, {
      affectedCount: 2,
    });
    expect(unconfirmed.json().errors).toEqual({ confirm: breachMessages.confirmRequired });
    expect(await breachNotices()).toEqual([]);

    const sent = await call('POST', `/api/privacy/breaches/${breach.id}/notices`, {
      confirm: true,
      affectedCount: 2,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.noticesSentAt).not.toBeNull();
    const twice = await call('POST', `/api/privacy/breaches/${breach.id}/notices`, {
      confirm: true,
      affectedCount: 2,
    });
    expect(twice.statusCode).toBe(409);

    await ctx.app.mailer.flush();
    const recipients = inbox.messages.flatMap((message) => message.to).sort();
    expect(recipients).toEqual(['alice.rao@example.com', 'bhavesh.shah@example.com']);
    const [toAlice] = inbox.to('alice.rao@example.com');
    expect(toAlice.headers.get('subject')).toContain('BR-');
    expect(toAlice.text).toMatch(/^Dear Alice Rao,/);
    expect(toAlice.text).toContain(breachBody().summary);
    expect(toAlice.text).toContain(breachBody().consequences);
    expect((await breachNotices()).length).toBe(2);
    expect(
      await ctx.database.db
        .selectFrom('breach_notices')
        .select('email_normalized')
        .orderBy('email_normalized')
        .execute(),
    ).toEqual([
      { email_normalized: 'alice.rao@example.com' },
      { email_normalized: 'bhavesh.shah@example.com' },
    ]);
  });

  it('keeps what was sent: no edits after sending, updates are added, and the PDF has it all', async () => {
    const [{ id }] = await ctx.database.db.selectFrom('breaches').select('id').execute();
    const edit = await call('PUT', `/api/privacy/breaches/${id}`, breachBody({ summary: 'Other' }));
    expect(edit.statusCode).toBe(409);
    const update = await call('POST', `/api/privacy/breaches/${id}/updates`, {
      text: 'The police recovered the laptop; the disk had not been read.',
    });
    expect(update.statusCode).toBe(201);
    expect(update.json().data.updates.map((entry: { text: string }) => entry.text)).toEqual([
      'The police recovered the laptop; the disk had not been read.',
    ]);
    expect(update.json().data.summary).toBe(breachBody().summary);

    const pdf = await call('GET', `/api/privacy/breaches/${id}/board-report.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('attachment');
    const text = await pdfText(pdf.rawPayload);
    for (const fact of [
      breachBody().summary,
      breachBody().location,
      breachBody().consequences,
      'People affected: 2.',
      'Notices were sent by e-mail to 2 people',
      'The police recovered the laptop; the disk had not been read.',
      'Occurred: Sun, 1 Jun 2025, 09:30 IST. Discovered: Mon, 2 Jun 2025, 11:00 IST.',
      'by Thu, 5 Jun 2025, 11:00 IST',
    ]) {
      expect(text).toContain(fact);
    }

    const reported = await call('POST', `/api/privacy/breaches/${id}/board-reported`);
    expect(reported.json().data.boardReportedAt).not.toBeNull();
    expect((await call('POST', `/api/privacy/breaches/${id}/board-reported`)).statusCode).toBe(409);

    await ctx.app.auditBatch.flush();
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('entity', '=', 'breach')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'breach.recorded',
        'breach.affected-viewed',
        'breach.notices-sent',
        'breach.update-added',
        'breach.board-report-downloaded',
        'breach.board-reported',
      ]),
    );
    expect(JSON.stringify(audit)).not.toContain('@example.com');
  });

  it('lets an edit before sending change who is affected', async () => {
    const created = await call(
      'POST',
      '/api/privacy/breaches',
      breachBody({ sources: ['employees'], fields: ['names'] }),
    );
    const { id } = created.json().data as BreachRecord;
    expect(created.json().data.affectedCount).toBe(0);
    const nobody = await call('POST', `/api/privacy/breaches/${id}/notices`, {
      confirm: true,
      affectedCount: 0,
    });
    expect(nobody.statusCode).toBe(409);
    const edited = await call(
      'PUT',
      `/api/privacy/breaches/${id}`,
      breachBody({ appliedFrom: '2000-01-01' }),
    );
    expect(edited.statusCode).toBe(200);
    // Every application: Alice (once), Bhavesh, Chitra and Dev.
    expect(edited.json().data.affectedCount).toBe(4);
  });

  it('counts a person once across every kind of record, and each kind it names them in', async () => {
    const db = ctx.database.db;
    await db
      .insertInto('contact_messages')
      .values({
        full_name: 'Dev Kumar',
        email: 'DEV.KUMAR@example.com ',
        phone: '9000000001',
        message: 'Please call me back.',
        client_ip: null,
        user_agent: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const employee = await call(
      'POST',
      '/api/employees',
      employeeFields({ official_email: '', personal_email: 'kavya.menon@example.com' }),
    );
    expect(employee.statusCode).toBe(201);
    const created = await call(
      'POST',
      '/api/privacy/breaches',
      breachBody({
        sources: [
          'applications',
          'job-alert-subscribers',
          'contact-messages',
          'employees',
          'verification-shares',
        ],
        fields: ['names'],
      }),
    );
    const { id, affectedCount } = created.json().data as BreachRecord;
    expect(affectedCount).toBe(5);
    const page = await call('GET', `/api/privacy/breaches/${id}/affected?limit=10`);
    expect(page.json().data).toEqual([
      { email: 'a****@example.com', sources: ['applications'] },
      { email: 'b****@example.com', sources: ['applications'] },
      { email: 'c****@example.com', sources: ['applications'] },
      { email: 'd****@example.com', sources: ['applications', 'contact-messages'] },
      { email: 'k****@example.com', sources: ['employees'] },
    ]);
  });

  it('lets two confirmations at once send the notices once', async () => {
    const created = await call('POST', '/api/privacy/breaches', breachBody());
    const { id } = created.json().data as BreachRecord;
    const before = (await breachNotices()).length;
    const answers = await Promise.all(
      [1, 2].map(() =>
        call('POST', `/api/privacy/breaches/${id}/notices`, { confirm: true, affectedCount: 4 }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await breachNotices()).length).toBe(before + 4);
  });
});

describe(`breach notices for a long list (${dialect})`, () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('puts one notice per person in the outbox, in batches, inside one transaction', async () => {
    const people = BREACH_NOTICE_BATCH + 17;
    const at = new Date().toISOString();
    await ctx.database.db
      .insertInto('job_alert_subscribers')
      .values(
        Array.from({ length: people }, (_, index) => ({
          email: `subscriber${index}@example.com`,
          email_normalized: `subscriber${index}@example.com`,
          departments: '[]',
          last_alert_on: null,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    const auth = await ctx.staffAuth();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/privacy/breaches',
      headers: { authorization: auth },
      payload: breachBody({ sources: ['job-alert-subscribers'], fields: ['contact-details'] }),
    });
    const { id, affectedCount } = created.json().data as BreachRecord;
    expect(affectedCount).toBe(people);
    const before = await countRows(ctx.database.db, 'outbox');
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/privacy/breaches/${id}/notices`,
      headers: { authorization: auth },
      payload: { confirm: true, affectedCount: people },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.affectedCount).toBe(people);
    expect((await countRows(ctx.database.db, 'outbox')) - before).toBe(people);
    const recipients = await ctx.database.db
      .selectFrom('outbox')
      .select('recipient')
      .where('kind', '=', 'privacy.breach_notice')
      .execute();
    expect(new Set(recipients.map((row) => row.recipient)).size).toBe(people);
  });
});
