import { eraseApplication } from '../../server/modules/erasure';
import { createInterviewReminders } from '../../server/modules/interviews';
import type { WhatsappConfig } from '../../server/config';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import type { Interview } from '@vistaar/shared/contract';
import { interviewKitPath } from '@vistaar/shared/config';
import { formatIndiaDateTime, formatIndiaTimeRange } from '@vistaar/shared/lib/india-time';
import { apply, dialect, jobBody, validApplication } from './careers-fixtures';
import { addStaff, scheduleBody, type StaffMember } from './interview-fixtures';
import { ONLY_THE_CLOCK, stopTheClockAt } from './only-the-clock';
import { startInbox, type Inbox } from './smtp-inbox';
import { startCloudApi } from './whatsapp-cloud-api';

jest.setTimeout(120_000);

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const REPLY_DOMAIN = 'replies.vistaarinfotech.in';
/** A day in India, as the schedule form takes it, `days` after today. */
const indiaDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 330 * MINUTE_MS).toISOString().slice(0, 10);
/** A moment in India, 'YYYY-MM-DD HH:MM'. */
const ist = (moment: string) => new Date(`${moment.replace(' ', 'T')}:00+05:30`);

describe(`reminders that do not depend on memory (${dialect})`, () => {
  let inbox: Inbox;
  let cloud: Awaited<ReturnType<typeof startCloudApi>>;
  let ctx: TestContext;
  let recruiter: StaffMember;
  let asha: StaffMember;
  let vikram: StaffMember;
  let jobId: number;
  let phoneCounter = 0;

  beforeAll(async () => {
    inbox = await startInbox();
    cloud = await startCloudApi();
  });
  afterAll(async () => {
    await cloud.close();
    await inbox.close();
  });
  beforeEach(async () => {
    jest.useFakeTimers(ONLY_THE_CLOCK);
    const whatsapp: WhatsappConfig = {
      apiBase: cloud.base,
      phoneNumberId: '109876543210987',
      accessToken: 'EAAG-test-token',
      appSecret: 'meta-app-secret-for-tests',
      verifyToken: 'verify-me-please',
      templates: { interview_reminder: { name: 'interview_reminder', language: 'en' } },
      ratesInr: { utility: 0.115 },
    };
    ctx = await createTestApp({
      smtpUrl: inbox.url,
      replyDomain: REPLY_DOMAIN,
      recruitingInbox: 'careers@vistaarinfotech.in',
      whatsapp,
    });
    recruiter = await addStaff(ctx, 'meera.recruiter@example.com', 'recruiter', 'Meera Iyer');
    asha = await addStaff(ctx, 'asha.panel@example.com', 'interviewer', 'Asha Verma');
    vikram = await addStaff(ctx, 'vikram.panel@example.com', 'interviewer', 'Vikram Rao');
    jobId = await postJobAsRecruiter();
  });
  afterEach(async () => {
    await ctx.close();
    jest.useRealTimers();
  });

  /** The recruiter's job, open from now (a job closes some weeks after it is posted). */
  async function postJobAsRecruiter() {
    const response = await recruiter.call(
      'POST',
      '/api/career/post-jobs',
      jobBody({ title: 'Backend Developer' }),
    );
    expect(response.statusCode).toBe(201);
    return response.json().data.id as number;
  }

  /** A candidate who applied to the job, opted in to WhatsApp or not, each on their own number. */
  async function candidate(email: string, firstName: string, whatsappUpdates: boolean) {
    phoneCounter += 1;
    const response = await apply(
      ctx,
      JSON.stringify(
        validApplication({
          jobId,
          email,
          firstName,
          phone: `98765${String(43210 + phoneCounter).padStart(5, '0')}`,
          whatsappUpdates,
        }),
      ),
    );
    expect(response.statusCode).toBe(201);
    const row = await ctx.database.db
      .selectFrom('job_applications')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function schedule(applicationId: number, overrides: Record<string, unknown> = {}) {
    const response = await recruiter.call(
      'POST',
      `/api/career/applications/${applicationId}/interviews`,
      scheduleBody([asha.id, vikram.id], { date: indiaDay(2), ...overrides }),
    );
    expect(response.statusCode).toBe(201);
    await ctx.app.mailer.flush();
    return response.json().data as Interview;
  }

  /** Both this server's sweep and a second one's on the same database, twice. */
  async function sweepAt(moment: number) {
    jest.setSystemTime(moment);
    const second = createInterviewReminders({
      db: ctx.database.db,
      mailer: ctx.app.mailer,
      whatsapp: ctx.app.whatsapp,
      publicUrl: ctx.config.publicUrl,
      organizerEmail: ctx.config.hrInbox,
      recruitingInbox: ctx.config.recruitingInbox,
      log: ctx.app.log,
    });
    await Promise.all([ctx.app.interviewReminders.run(), second.run()]);
    await Promise.all([second.run(), ctx.app.interviewReminders.run()]);
    await second.stop();
    await ctx.app.mailer.flush();
    await ctx.app.whatsapp.flush();
  }

  const subjects = (address: string, pattern: RegExp) =>
    inbox
      .to(address)
      .filter((mail) => pattern.test(mail.headers.get('subject') ?? ''))
      .map((mail) => mail.headers.get('subject'));
  const whatsappReminders = () =>
    cloud.requests.filter((request) => request.body.template.name === 'interview_reminder');

  async function remindersSeen(applicationId: number) {
    const response = await recruiter.call(
      'GET',
      `/api/career/applications/${applicationId}/interviews`,
    );
    expect(response.statusCode).toBe(200);
    return (response.json().data as Interview[]).map((interview) => interview.reminders ?? []);
  }

  it('reminds the candidate a day and two hours before: on WhatsApp with an opt-in, by e-mail otherwise, once across two servers', async () => {
    cloud.requests.length = 0;
    const onWhatsapp = await candidate('priya.wa@example.com', 'Priya', true);
    const byMail = await candidate('rahul.mail@example.com', 'Rahul', false);
    const first = await schedule(onWhatsapp);
    const second = await schedule(byMail);
    const start = Date.parse(first.startsAt);
    expect(Date.parse(second.startsAt)).toBe(start);
    const when = formatIndiaTimeRange(first.startsAt, first.endsAt);
    expect(when).toMatch(/10:00-11:00 IST$/);

    // A minute early: nothing.
    await sweepAt(start - 24 * HOUR_MS - MINUTE_MS);
    expect(whatsappReminders()).toHaveLength(0);
    expect(subjects('rahul.mail@example.com', /^Reminder/)).toEqual([]);

    await sweepAt(start - 24 * HOUR_MS + MINUTE_MS);
    const [dayBefore, ...moreWhatsapp] = whatsappReminders();
    expect(moreWhatsapp).toEqual([]);
    expect(dayBefore.body.to).toBe('919876543211');
    expect(dayBefore.body.template.components[0].parameters.map((p) => p.text)).toEqual([
      'Priya',
      'Backend Developer',
      when,
    ]);
    // The WhatsApp candidate gets no e-mail reminder; the other gets exactly one.
    expect(subjects('priya.wa@example.com', /^Reminder/)).toEqual([]);
    const mailed = inbox
      .to('rahul.mail@example.com')
      .filter((mail) => /^Reminder/.test(mail.headers.get('subject') ?? ''));
    expect(mailed.map((mail) => mail.headers.get('subject'))).toEqual([
      `Reminder: your interview tomorrow: ${formatIndiaDateTime(second.startsAt)}`,
    ]);
    const [mail] = mailed;
    expect(mail.text).toContain('Dear Rahul,');
    expect(mail.text).toContain(`When: ${when}`);
    expect(mail.text).toContain('Video call: https://meet.example.com/abc-defg-hij');
    expect(mail.text).toContain('reply to this e-mail');
    expect(mail.text).toContain('withdraw');
    expect(mail.headers.get('reply-to')).toMatch(
      new RegExp(`<jobs\\+[A-Za-z0-9_-]+@${REPLY_DOMAIN.replace(/\./g, '\\.')}>`),
    );
    expect(mail.calendar).toBeUndefined();
    // The interviewers' own reminders still go, once each.
    expect(subjects(asha.email, /^Reminder: interview tomorrow/)).toHaveLength(2);

    // Two hours before, to the minute: not yet; a minute after: once more each.
    await sweepAt(start - 2 * HOUR_MS - MINUTE_MS);
    expect(whatsappReminders()).toHaveLength(1);
    await sweepAt(start - 2 * HOUR_MS + MINUTE_MS);
    expect(whatsappReminders()).toHaveLength(2);
    expect(subjects('rahul.mail@example.com', /^Reminder/)).toEqual([
      `Reminder: your interview tomorrow: ${formatIndiaDateTime(second.startsAt)}`,
      `Reminder: your interview in two hours: ${formatIndiaDateTime(second.startsAt)}`,
    ]);
    await sweepAt(start - HOUR_MS + MINUTE_MS);
    expect(whatsappReminders()).toHaveLength(2);
    expect(subjects('rahul.mail@example.com', /^Reminder/)).toHaveLength(2);

    // Staff see which went out on which channel.
    const [[seenWhatsapp], [seenMail]] = [
      await remindersSeen(onWhatsapp),
      await remindersSeen(byMail),
    ];
    const sentTo = (list: typeof seenWhatsapp) =>
      list.filter((r) => r.kind.startsWith('candidate')).map((r) => [r.kind, r.channel]);
    expect(sentTo(seenWhatsapp)).toEqual([
      ['candidate-day-before', 'whatsapp'],
      ['candidate-two-hours-before', 'whatsapp'],
    ]);
    expect(sentTo(seenMail)).toEqual([
      ['candidate-day-before', 'email'],
      ['candidate-two-hours-before', 'email'],
    ]);
    expect(
      seenMail.filter((r) => r.kind === 'feedback-missing').map((r) => r.interviewerName),
    ).toEqual(['Asha Verma', 'Vikram Rao']);
  });

  it('skips a moment that has passed at booking, re-arms on a move, and sends nothing once cancelled, closed or erased', async () => {
    const soon = await candidate('soon@example.com', 'Soumya', false);
    const moving = await candidate('moving@example.com', 'Mohan', false);
    const cancelled = await candidate('cancelled@example.com', 'Kavya', false);
    const rejected = await candidate('rejected@example.com', 'Ravi', false);
    const withdrawn = await candidate('withdrawn@example.com', 'Wasim', true);
    const erasedApplication = await candidate('erased@example.com', 'Esha', true);

    // ONLY_THE_CLOCK starts at 15:31 IST: tomorrow 10:00 is under a day ahead.
    const tomorrow = await schedule(soon, { date: indiaDay(1) });
    const [kinds] = await remindersSeen(soon);
    expect(kinds.map((r) => r.kind).filter((k) => k.startsWith('candidate'))).toEqual([
      'candidate-two-hours-before',
    ]);
    const old = await schedule(moving, { startTime: '11:00' });
    const gone = await schedule(cancelled, { startTime: '12:00' });
    const closed = await schedule(rejected, { startTime: '13:00' });
    const left = await schedule(withdrawn, { startTime: '14:00' });
    const forgotten = await schedule(erasedApplication, { startTime: '15:00' });

    const moved = await recruiter.call('POST', `/api/interviews/${old.id}/reschedule`, {
      date: indiaDay(3),
      startTime: '11:00',
      durationMinutes: 60,
    });
    expect(moved.statusCode).toBe(200);
    const newStart = moved.json().data.startsAt as string;
    expect((await recruiter.call('POST', `/api/interviews/${gone.id}/cancel`, {})).statusCode).toBe(
      200,
    );
    // Closed applications: one rejected, one withdrawn (the stages that end an application).
    const stageOf = async (kind: 'rejected' | 'withdrawn') =>
      (
        await ctx.database.db
          .selectFrom('pipeline_stages')
          .select('id')
          .where('kind', '=', kind)
          .executeTakeFirstOrThrow()
      ).id;
    await ctx.database.db
      .updateTable('job_applications')
      .set({ stage_id: await stageOf('rejected') })
      .where('id', '=', rejected)
      .execute();
    await ctx.database.db
      .updateTable('job_applications')
      .set({ stage_id: await stageOf('withdrawn') })
      .where('id', '=', withdrawn)
      .execute();
    const erased = await ctx.database.db.transaction().execute((trx) =>
      eraseApplication(trx, erasedApplication, {
        reason: 'privacy-request',
        actor: { staffId: null },
        secret: ctx.app.appSecret,
      }),
    );
    expect(erased).toBe(true);
    cloud.requests.length = 0;

    const moments = [tomorrow, old, gone, closed, left, forgotten]
      .flatMap((interview) =>
        [24 * HOUR_MS, 2 * HOUR_MS].map(
          (before) => Date.parse(interview.startsAt) - before + MINUTE_MS,
        ),
      )
      .sort((a, b) => a - b);
    for (const moment of moments) await sweepAt(moment);
    expect(subjects('soon@example.com', /^Reminder/)).toEqual([
      `Reminder: your interview in two hours: ${formatIndiaDateTime(tomorrow.startsAt)}`,
    ]);
    expect(subjects('cancelled@example.com', /^Reminder/)).toEqual([]);
    expect(subjects('rejected@example.com', /^Reminder/)).toEqual([]);
    expect(subjects('erased@example.com', /^Reminder/)).toEqual([]);
    expect(whatsappReminders()).toEqual([]);
    const [closedReminders] = await remindersSeen(rejected);
    expect(
      closedReminders
        .filter((r) => r.kind.startsWith('candidate'))
        .map((r) => [r.kind, r.sentAt !== null, r.channel]),
    ).toEqual([
      ['candidate-day-before', true, null],
      ['candidate-two-hours-before', true, null],
    ]);

    // The moved interview's reminders come at its new time, naming it; the old ones never.
    await sweepAt(Date.parse(newStart) - 24 * HOUR_MS + MINUTE_MS);
    await sweepAt(Date.parse(newStart) - 2 * HOUR_MS + MINUTE_MS);
    expect(subjects('moving@example.com', /^Reminder/)).toEqual([
      `Reminder: your interview tomorrow: ${formatIndiaDateTime(newStart)}`,
      `Reminder: your interview in two hours: ${formatIndiaDateTime(newStart)}`,
    ]);
  });

  it('reminds an interviewer of missing feedback once, then tells the recruiter in the digest a working day later', async () => {
    // Tuesday 29 September 2026; the interview is on Thursday 1 October, 10:00-11:00 IST.
    // Friday 2 October is Gandhi Jayanti and then a weekend: Monday 5 October is the first
    // working day after the reminder's day, so the recruiter hears on Tuesday 6 October.
    stopTheClockAt(ist('2026-09-29 10:00'));
    jobId = await postJobAsRecruiter();
    const applicationId = await candidate('feedback.case@example.com', 'Farah', false);
    const interview = await schedule(applicationId, { date: '2026-10-01' });
    expect(interview.endsAt).toBe(ist('2026-10-01 11:00').toISOString());
    // Vikram gives his feedback in time; Asha does not.
    await ctx.database.db
      .insertInto('interview_feedback')
      .values({
        interview_id: interview.id,
        staff_id: vikram.id,
        ratings: '[]',
        score_sum: 0,
        score_count: 0,
        recommendation: 'yes',
        comments: 'Clear thinker.',
        supersedes_id: null,
        superseded_at: null,
        created_at: ist('2026-10-01 11:30').toISOString(),
      })
      .execute();

    // The inbox is shared by the file's tests: this interview's reminders only.
    const feedbackMails = (address: string) =>
      inbox
        .to(address)
        .filter(
          (mail) =>
            mail.headers.get('subject') ===
            `Your interview feedback is missing: ${formatIndiaDateTime(interview.startsAt)}`,
        );
    await sweepAt(ist('2026-10-01 12:59').getTime());
    expect(feedbackMails(asha.email)).toEqual([]);
    await sweepAt(ist('2026-10-01 13:01').getTime());
    await sweepAt(ist('2026-10-01 18:00').getTime());
    const [reminder, ...again] = feedbackMails(asha.email);
    expect(again).toEqual([]);
    expect(reminder.text).toContain('Farah Mehta (Backend Developer)');
    expect(reminder.text).toContain('Thu, 1 Oct 2026, 10:00-11:00 IST');
    expect(reminder.text).toContain(`${ctx.config.publicUrl}${interviewKitPath(interview.id)}`);
    expect(feedbackMails(vikram.email)).toEqual([]);
    const [seen] = await remindersSeen(applicationId);
    expect(
      seen.filter((r) => r.kind === 'feedback-missing').map((r) => [r.interviewerName, r.channel]),
    ).toEqual([
      ['Asha Verma', 'email'],
      ['Vikram Rao', null],
    ]);

    const digests = () =>
      ctx.database.db
        .selectFrom('outbox')
        .select(['recipient', 'subject', 'text_body'])
        .where('kind', '=', 'staff.overdue_digest')
        .where('recipient', '=', recruiter.email)
        .execute();
    // Monday: the first working day after the reminder is not over yet.
    stopTheClockAt(ist('2026-10-05 09:05'));
    await ctx.app.staffDigests.run();
    expect(await digests()).toEqual([]);
    // Tuesday: still missing, so the recruiter's one digest of the day says so.
    stopTheClockAt(ist('2026-10-06 09:05'));
    await ctx.app.staffDigests.run();
    await ctx.app.staffDigests.run();
    const [digest, ...moreDigests] = await digests();
    expect(moreDigests).toEqual([]);
    expect(digest.subject).toBe('Overdue today: 1 feedback missing on your jobs');
    expect(digest.text_body).toContain(
      `Farah Mehta, Backend Developer: Asha Verma's feedback on the interview that ended Thu, 1 Oct 2026, 11:00 IST.`,
    );
    expect(digest.text_body).not.toContain('Vikram Rao');
    expect(digest.text_body).not.toContain('feedback.case@');
  });
});
