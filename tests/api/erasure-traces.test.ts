import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { RESUME_ERASED, resumePdf } from '../../server/modules/applications';
import { sqliteFile } from '../../server/db/database';
import { backupSqlite } from '../../server/db/sqlite-backup';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { apply, dialect, postJob, validApplication } from './careers-fixtures';
import { addStaff, scheduleBody, type StaffMember } from './interview-fixtures';
import { ONLY_THE_CLOCK } from './only-the-clock';
import { startInbox, type Inbox, type ReceivedMail } from './smtp-inbox';
import { searchWholeDatabase } from './whole-database-search';

jest.setTimeout(120_000);

const HOUR_MS = 3_600_000;

/**
 * One distinct string planted in every place an application's personal data goes: what
 * the applicant typed, their resume's text, and what staff wrote about them or to them.
 */
const MARKERS = {
  firstName: 'Zephyrinqa',
  lastName: 'Quillfeathrix',
  email: 'zq.marker.7731@example.com',
  phone: '9812734650',
  dob: '1987-03-19',
  address: '77 Marker Lane Xq',
  currentSalary: '31.77 LPA Xq',
  expectedSalary: '44.19 LPA Xq',
  currentEmployer: 'Markerworks Xq Pvt',
  resumeText: 'RESUME-MARKER-Xq-5521 distributed ledgers',
  staffNote: 'NOTE-MARKER-Xq-0917 asked about relocation',
  feedback: 'FEEDBACK-MARKER-Xq-3382 strong on indexing',
  emailToApplicant: 'MAIL-MARKER-Xq-6604 please bring your portfolio',
  videoLink: 'https://meet.example.com/marker-xq-video-8841',
  location: 'Marker Tower Xq, Floor 9',
} as const;

type Marker = keyof typeof MARKERS;

/** The markers found in some bytes, by name. */
function markersIn(bytes: Buffer): Marker[] {
  const text = bytes.toString('latin1').toLowerCase();
  return (Object.keys(MARKERS) as Marker[]).filter((name) =>
    text.includes(MARKERS[name].toLowerCase()),
  );
}

function linkIn(message: ReceivedMail, pathPrefix: string): string {
  const url = new RegExp(`https?://[^\\s]+${pathPrefix.replace(/\//g, '\\/')}/[A-Za-z0-9_-]+`).exec(
    message.text,
  )?.[0];
  if (!url) throw new Error(`no ${pathPrefix} link in:\n${message.text}`);
  return new URL(url).pathname;
}

describe(`an application erased at the applicant's request leaves no trace (${dialect})`, () => {
  let inbox: Inbox;
  let ctx: TestContext;
  let recruiter: StaffMember;
  let interviewer: StaffMember;
  let applicationId: number;
  let resumeUrl: string;

  beforeAll(async () => {
    jest.useFakeTimers(ONLY_THE_CLOCK);
    inbox = await startInbox();
    ctx = await createTestApp({ smtpUrl: inbox.url });
    recruiter = await addStaff(ctx, 'meera.recruiter@example.com', 'recruiter', 'Meera Iyer');
    interviewer = await addStaff(ctx, 'asha.interviewer@example.com', 'interviewer', 'Asha V');
    const jobId = await postJob(ctx, await ctx.staffAuth(), { skills: 'Node.js, SQL' });

    const applied = await apply(
      ctx,
      validApplication({
        jobId,
        firstName: MARKERS.firstName,
        lastName: MARKERS.lastName,
        email: MARKERS.email,
        phone: MARKERS.phone,
        dob: MARKERS.dob,
        address: MARKERS.address,
        currentCTC: MARKERS.currentSalary,
        expectedCTC: MARKERS.expectedSalary,
        currentEmployer: MARKERS.currentEmployer,
      }),
      {
        name: 'resume.pdf',
        content: resumePdf({
          name: 'Applicant',
          headline: 'Engineer',
          contact: 'on request',
          sections: [{ heading: 'Experience', lines: [MARKERS.resumeText] }],
        }),
      },
    );
    expect(applied.statusCode).toBe(201);
    await ctx.app.mailer.flush();
    const acknowledgement = inbox.to(MARKERS.email).at(-1);
    if (!acknowledgement) throw new Error('no acknowledgement e-mail');
    const myApplication = linkIn(acknowledgement, '/my-application');
    const row = await ctx.database.db
      .selectFrom('job_applications')
      .select('id')
      .where('email_normalized', '=', MARKERS.email)
      .executeTakeFirstOrThrow();
    applicationId = row.id;
    const base = `/api/career/applications/${applicationId}`;

    // Staff find the applicant by typing their e-mail address into the desk's search.
    const search = await recruiter.call(
      'GET',
      `/api/career/get-job-applications?search=${encodeURIComponent(MARKERS.email)}`,
    );
    expect(search.json().data.map((item: { id: number }) => item.id)).toEqual([applicationId]);
    const note = await recruiter.call('POST', `${base}/notes`, { text: MARKERS.staffNote });
    expect(note.statusCode).toBe(201);
    const mail = await recruiter.call('POST', `${base}/emails`, {
      subject: 'Your interview',
      body: MARKERS.emailToApplicant,
    });
    expect(mail.statusCode).toBe(201);

    const video = await recruiter.call(
      'POST',
      `${base}/interviews`,
      scheduleBody([interviewer.id], { videoUrl: MARKERS.videoLink }),
    );
    expect(video.statusCode).toBe(201);
    const inPerson = await recruiter.call(
      'POST',
      `${base}/interviews`,
      scheduleBody([interviewer.id], {
        mode: 'in-person',
        location: MARKERS.location,
        startTime: '15:00',
      }),
    );
    expect(inPerson.statusCode).toBe(201);
    const cancelled = await recruiter.call(
      'POST',
      `/api/interviews/${inPerson.json().data.id}/cancel`,
      { reason: 'Moved to a video call' },
    );
    expect(cancelled.statusCode).toBe(200);

    jest.setSystemTime(Date.parse(video.json().data.startsAt as string) + 2 * HOUR_MS);
    const feedback = await interviewer.call(
      'POST',
      `/api/interviews/${video.json().data.id}/feedback`,
      {
        ratings: [
          { criterion: 'Node.js', score: 4 },
          { criterion: 'SQL', score: 3 },
        ],
        recommendation: 'yes',
        comments: MARKERS.feedback,
      },
    );
    expect(feedback.statusCode).toBe(201);
    await ctx.app.mailer.flush();
    // A resume link made just before the erasure, still within its 15 minutes after it.
    const link = await recruiter.call('GET', `${base}/resume-link`);
    expect(link.statusCode).toBe(200);
    const signed = new URL(link.json().data.url as string, 'http://localhost');
    resumeUrl = `${signed.pathname}${signed.search}`;
    expect((await ctx.app.inject({ method: 'GET', url: resumeUrl })).statusCode).toBe(200);

    // The applicant's way: ask on 'My application', then confirm from the e-mail.
    const token = myApplication.split('/').pop() as string;
    const asked = await ctx.app.inject({
      method: 'POST',
      url: `/api/my-application/${token}/erasure`,
    });
    expect(asked.statusCode).toBe(200);
    await ctx.app.mailer.flush();
    const confirmation = inbox
      .to(MARKERS.email)
      .find((message) => message.headers.get('subject')?.startsWith('Confirm the erasure'));
    if (!confirmation) throw new Error('no erasure confirmation e-mail');
    const confirmPath = linkIn(confirmation, '/my-application/confirm-erasure');
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: `/api/my-application-erasure/${confirmPath.split('/').pop() as string}`,
    });
    expect(confirmed.statusCode).toBe(200);
  });

  afterAll(async () => {
    await ctx.close();
    await inbox.close();
    jest.useRealTimers();
  });

  it('keeps none of the planted strings in any table, the audit trail of searches included', async () => {
    const { findings, tablesSearched } = await searchWholeDatabase(ctx.database.db, {
      strings: Object.values(MARKERS),
      bytes: [],
    });
    expect(tablesSearched).toBeGreaterThan(30);
    const found = findings.map(
      (finding) =>
        `${(Object.keys(MARKERS) as Marker[]).find((name) => MARKERS[name] === finding.needle)} in ${finding.table}.${finding.column}`,
    );
    expect(found).toEqual([]);
  });

  it("clears the interviews' video link and place, the cancelled one's too", async () => {
    const interviews = await ctx.database.db
      .selectFrom('interviews')
      .select(['status', 'video_url', 'location'])
      .where('application_id', '=', applicationId)
      .orderBy('id')
      .execute();
    expect(interviews).toEqual([
      { status: 'cancelled', video_url: null, location: null },
      { status: 'cancelled', video_url: null, location: null },
    ]);
  });

  it('answers 410 Gone, with the reason, for the resume and a fresh link to it', async () => {
    const file = await ctx.app.inject({ method: 'GET', url: resumeUrl });
    expect(file.statusCode).toBe(410);
    expect(file.json()).toEqual({ success: false, message: RESUME_ERASED });
    const link = await recruiter.call(
      'GET',
      `/api/career/applications/${applicationId}/resume-link`,
    );
    expect(link.statusCode).toBe(410);
    expect(link.json()).toEqual({ success: false, message: RESUME_ERASED });
  });

  (dialect === 'sqlite' ? it : it.skip)(
    'leaves none of them in the database file, its WAL or a backup made afterwards',
    async () => {
      const file = sqliteFile(ctx.config.dataDir);
      const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erasure-backup-'));
      try {
        const backup = path.join(backupDir, 'after-erasure.db');
        await backupSqlite(file, backup);
        const wal = `${file}-wal`;
        expect({
          database: markersIn(fs.readFileSync(file)),
          wal: fs.existsSync(wal) ? markersIn(fs.readFileSync(wal)) : [],
          backup: markersIn(fs.readFileSync(backup)),
        }).toEqual({ database: [], wal: [], backup: [] });
      } finally {
        fs.rmSync(backupDir, { recursive: true, force: true });
      }
    },
  );

  (dialect === 'postgres' ? it : it.skip)(
    'vacuums the tables the erasure touched, after it committed',
    async () => {
      const vacuumed = async () => {
        const result = await sql<{ relname: string }>`
          select relname from pg_stat_user_tables
          where relname in ('job_applications', 'stored_files', 'outbox')
            and last_vacuum is not null`.execute(ctx.database.db);
        return result.rows.map((row) => row.relname).sort();
      };
      const deadline = Date.now() + 20_000;
      while ((await vacuumed()).length < 3 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(await vacuumed()).toEqual(['job_applications', 'outbox', 'stored_files']);
    },
  );
});
