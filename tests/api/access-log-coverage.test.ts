import fs from 'node:fs';
import path from 'node:path';
import { insertStoredFile } from '../../server/modules/files';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { dialect, insertApplicationRow, pngBytes, postJob } from './careers-fixtures';
import { employeeFields } from './employee-fixtures';
import { addStaff, scheduleBody, type StaffMember } from './interview-fixtures';

/**
 * Every staff read of an application, a resume or an employee record is on the audit trail
 * (DPDP Act s.8(5), Rules 2025 rule 6), under the member who read it: each screen's calls,
 * and the files behind signed links, which carry no session of their own.
 */
describe(`the access log covers every staff read of personal data (${dialect})`, () => {
  let ctx: TestContext;
  let admin: StaffMember;
  let applicationId: number;
  let employeeId: number;
  let jobId: number;

  /** The entries a call added. */
  async function logged(run: () => Promise<{ statusCode: number }>, status = 200) {
    const db = ctx.database.db;
    // Reads reach the trail in batches: write what is waiting before looking.
    await ctx.app.auditBatch.flush();
    const before = await db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const response = await run();
    expect(response.statusCode).toBe(status);
    await ctx.app.auditBatch.flush();
    return db
      .selectFrom('audit_log')
      .select(['action', 'staff_id', 'entity', 'entity_id'])
      .where('id', '>', Number(before.id ?? 0))
      .orderBy('id')
      .execute();
  }
  const entry = (action: string, entity: string, entityId: number | null) => ({
    action,
    staff_id: admin.id,
    entity,
    entity_id: entityId === null ? null : String(entityId),
  });
  const fetchLink = (url: string) => ctx.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await addStaff(ctx, 'reader.admin@example.com', 'admin', 'Reader Admin');
    jobId = await postJob(ctx, await ctx.staffAuth(), { title: 'Data Engineer' });
    applicationId = await insertApplicationRow(ctx.database.db, {
      jobId,
      firstName: 'Ira',
      lastName: 'Sen',
      email: 'ira.sen@example.com',
    });
    const employee = await admin.call('POST', '/api/employees', employeeFields());
    employeeId = employee.json().data.id as number;
    const photoId = await insertStoredFile(ctx.database.db, {
      purpose: 'photo',
      originalName: 'photo.png',
      mediaType: 'image/png',
      content: pngBytes(),
    });
    await ctx.database.db
      .updateTable('employees')
      .set({ photo_file_id: photoId })
      .where('id', '=', employeeId)
      .execute();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('logs the desk, the board and the export', async () => {
    expect(await logged(() => admin.call('GET', '/api/career/get-job-applications'))).toEqual([
      entry('application.list-viewed', 'application', null),
    ]);
    // The board asks for one job's applications.
    expect(
      await logged(() => admin.call('GET', `/api/career/get-job-applications?jobId=${jobId}`)),
    ).toEqual([entry('application.list-viewed', 'application', null)]);
    expect(await logged(() => admin.call('GET', '/api/career/export-job-applications'))).toEqual([
      entry('application.exported', 'application', null),
    ]);
  });

  it("logs every call of an application's own page", async () => {
    for (const [url, action] of [
      [`/api/career/applications/${applicationId}`, 'application.viewed'],
      [`/api/career/applications/${applicationId}/timeline`, 'application.timeline-viewed'],
      [`/api/career/applications/${applicationId}/interviews`, 'application.interviews-viewed'],
      [`/api/career/applications/${applicationId}/feedback-summary`, 'application.feedback-viewed'],
    ]) {
      expect(await logged(() => admin.call('GET', url))).toEqual([
        entry(action, 'application', applicationId),
      ]);
    }
    expect(
      await logged(() =>
        admin.call('POST', '/api/email-templates/preview', {
          applicationId,
          subject: 'Hello {{candidate.firstName}}',
          body: 'Dear {{candidate.firstName}}',
        }),
      ),
    ).toEqual([entry('application.email-previewed', 'application', applicationId)]);
  });

  it('logs the interviews an interviewer reads, with their candidates', async () => {
    const scheduled = await admin.call(
      'POST',
      `/api/career/applications/${applicationId}/interviews`,
      scheduleBody([admin.id]),
    );
    expect(scheduled.statusCode).toBe(201);
    const interviewId = scheduled.json().data.id as number;
    const mine = await logged(() => admin.call('GET', '/api/interviews/mine'));
    expect(mine).toEqual([entry('interview.list-viewed', 'application', null)]);
    expect(
      await logged(() => admin.call('GET', `/api/interviews/${interviewId}/scorecard`)),
    ).toEqual([entry('interview.scorecard-viewed', 'application', applicationId)]);
  });

  it('logs the resume bytes as read by the member the link was made for', async () => {
    const link = await admin.call('GET', `/api/career/applications/${applicationId}/resume-link`);
    const url = link.json().data.url as string;
    expect(await logged(() => fetchLink(url))).toEqual([
      entry('resume.downloaded', 'application', applicationId),
    ]);
    // The links in the desk's list are made for the reader too.
    const list = await admin.call('GET', '/api/career/get-job-applications');
    const listed = list.json().data[0].resumeUrl as string;
    expect(await logged(() => fetchLink(listed))).toEqual([
      entry('resume.downloaded', 'application', applicationId),
    ]);
    // Naming someone else in the link breaks its signature: nothing is served or logged.
    const forged = url.replace(/reader=\d+/, 'reader=1');
    expect(await logged(() => fetchLink(forged), 403)).toEqual([]);
  });

  it('logs the employee list, the record, its photo and what was shared from it', async () => {
    const list = await logged(() => admin.call('GET', '/api/employees'));
    expect(list).toEqual([entry('employee.list-viewed', 'employee', null)]);
    expect(await logged(() => admin.call('GET', `/api/employees/${employeeId}`))).toEqual([
      entry('employee.viewed', 'employee', employeeId),
    ]);
    const record = await admin.call('GET', `/api/employees/${employeeId}`);
    const photo = record.json().data.profile_image_url as string;
    expect(await logged(() => fetchLink(photo))).toEqual([
      entry('employee.photo-viewed', 'employee', employeeId),
    ]);
    expect(
      await logged(() => admin.call('GET', `/api/employees/${employeeId}/verification-sharing`)),
    ).toEqual([entry('employee.verification-sharing-viewed', 'employee', employeeId)]);
  });

  it('has no code that deletes or rewrites audit entries', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, name.name);
        if (name.isDirectory()) walk(full);
        else if (/\.ts$/.test(name.name) && !/\.test\.ts$/.test(name.name)) files.push(full);
      }
    };
    walk(path.resolve(__dirname, '../../server'));
    const offenders = files.filter((file) =>
      /(deleteFrom|updateTable)\(\s*['"]audit_log['"]|(delete\s+from|update|truncate(\s+table)?)\s+audit_log\b/i.test(
        fs.readFileSync(file, 'utf8'),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
