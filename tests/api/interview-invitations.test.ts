import { createInterviewReminders } from '../../server/modules/interviews';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import type { Interview } from '@vistaar/shared/contract';
import { formatIndiaDateTime } from '@vistaar/shared/lib/india-time';
import { dialect, insertApplicationRow, postJob } from './careers-fixtures';
import { addStaff, scheduleBody, type StaffMember } from './interview-fixtures';
import { ONLY_THE_CLOCK } from './only-the-clock';
import { startInbox, type Inbox, type ReceivedMail } from './smtp-inbox';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const CANDIDATE = 'rohan.das@example.com';

/** The VEVENT's and VCALENDAR's properties, lines unfolded, parameters kept with the name. */
function calendarFields(ics: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)) {
    const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    if (colon <= 0) continue;
    const name = line.slice(0, colon).split(';')[0];
    if (!fields.has(name)) fields.set(name, line.slice(colon + 1));
  }
  return fields;
}

/** The invitation of a message, checked to be the same as text/calendar and as invite.ics. */
function invitation(message: ReceivedMail) {
  expect(message.calendar).toBeDefined();
  const attachment = message.attachments.find((part) => part.filename === 'invite.ics');
  expect(attachment).toBeDefined();
  // The same text, but for the line break that closes a MIME part.
  expect(attachment!.text.trimEnd()).toBe(message.calendar!.text.trimEnd());
  const fields = calendarFields(message.calendar!.text);
  return {
    contentType: message.calendar!.contentType,
    method: fields.get('METHOD'),
    uid: fields.get('UID'),
    sequence: Number(fields.get('SEQUENCE')),
    status: fields.get('STATUS'),
    start: fields.get('DTSTART'),
    end: fields.get('DTEND'),
    organizer: fields.get('ORGANIZER'),
    attendee: fields.get('ATTENDEE'),
  };
}

const compact = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

describe(`interview invitations and reminders through a real SMTP server (${dialect})`, () => {
  let inbox: Inbox;
  let ctx: TestContext;
  let recruiter: StaffMember;
  let asha: StaffMember;
  let vikram: StaffMember;
  let jobId: number;

  beforeAll(async () => {
    jest.useFakeTimers(ONLY_THE_CLOCK);
    inbox = await startInbox();
    ctx = await createTestApp({ smtpUrl: inbox.url, hrInbox: 'careers@vistaarinfotech.in' });
    recruiter = await addStaff(ctx, 'meera.recruiter@example.com', 'recruiter', 'Meera Iyer');
    asha = await addStaff(ctx, 'asha.interviewer@example.com', 'interviewer', 'Asha Verma');
    vikram = await addStaff(ctx, 'vikram.interviewer@example.com', 'hr', 'Vikram Rao');
    jobId = await postJob(ctx, await ctx.staffAuth(), { title: 'Backend Developer' });
  });
  afterAll(async () => {
    await ctx.close();
    await inbox.close();
    jest.useRealTimers();
  });

  const interviewMails = (address: string, kind: RegExp) =>
    inbox.to(address).filter((message) => kind.test(message.headers.get('subject') ?? ''));

  async function scheduleFor(
    email: string,
    overrides: Record<string, unknown> = {},
  ): Promise<Interview> {
    const applicationId = await insertApplicationRow(ctx.database.db, {
      jobId,
      firstName: 'Rohan',
      lastName: 'Das',
      email,
      phone: '9876543210',
    });
    const response = await recruiter.call(
      'POST',
      `/api/career/applications/${applicationId}/interviews`,
      scheduleBody([asha.id, vikram.id], overrides),
    );
    expect(response.statusCode).toBe(201);
    await ctx.app.mailer.flush();
    return response.json().data;
  }

  it('invites the candidate and each interviewer with one calendar UID; a move updates it, a cancellation cancels it', async () => {
    const interview = await scheduleFor(CANDIDATE);
    const invited = [CANDIDATE, asha.email, vikram.email].map((address) => {
      const [message] = interviewMails(address, /^Interview invitation: /);
      expect(message).toBeDefined();
      return { address, message, ics: invitation(message) };
    });
    const uid = invited[0].ics.uid;
    expect(uid).toMatch(/@vistaarinfotech\.in$/);
    for (const { address, message, ics } of invited) {
      expect(ics).toMatchObject({
        method: 'REQUEST',
        uid,
        sequence: 0,
        status: 'CONFIRMED',
        start: compact(interview.startsAt),
        end: compact(interview.endsAt),
      });
      expect(ics.contentType).toMatch(/method=REQUEST/i);
      expect(ics.organizer).toMatch(/careers@vistaarinfotech\.in$/i);
      expect(ics.attendee?.toLowerCase()).toContain(`mailto:${address}`);
      expect(message.text).toContain('10:00-11:00 IST');
      expect(message.text).toContain('https://meet.example.com/abc-defg-hij');
    }
    expect(invited[0].message.text).toContain('Dear Rohan,');
    expect(invited[1].message.text).toContain('Panel: Asha Verma, Vikram Rao');

    const moved = await recruiter.call('POST', `/api/interviews/${interview.id}/reschedule`, {
      ...scheduleBody([]),
      startTime: '16:15',
      durationMinutes: 30,
      mode: undefined,
      videoUrl: undefined,
      interviewerIds: undefined,
    });
    expect(moved.statusCode).toBe(200);
    await ctx.app.mailer.flush();
    for (const address of [CANDIDATE, asha.email, vikram.email]) {
      const [update] = interviewMails(address, /^Interview moved: /);
      const ics = invitation(update);
      expect(ics).toMatchObject({ method: 'REQUEST', uid, sequence: 1 });
      expect(ics.start).toBe(compact(moved.json().data.startsAt));
      expect(update.text).toContain('16:15-16:45 IST');
    }

    const cancelled = await recruiter.call('POST', `/api/interviews/${interview.id}/cancel`, {
      reason: 'The position was filled.',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    await ctx.app.mailer.flush();
    for (const address of [CANDIDATE, asha.email, vikram.email]) {
      const [cancellation] = interviewMails(address, /^Interview cancelled: /);
      const ics = invitation(cancellation);
      expect(ics).toMatchObject({ method: 'CANCEL', uid, sequence: 2, status: 'CANCELLED' });
      expect(ics.contentType).toMatch(/method=CANCEL/i);
      // The reason is for the history, not for the candidate.
      expect(cancellation.text).not.toContain('position was filled');
    }
    expect(
      (await recruiter.call('POST', `/api/interviews/${interview.id}/cancel`, {})).statusCode,
    ).toBe(409);

    const history = await recruiter.call(
      'GET',
      `/api/career/applications/${interview.applicationId}/timeline`,
    );
    expect(history.json().data.map((event: { kind: string }) => event.kind)).toEqual([
      'interview-cancelled',
      'interview-rescheduled',
      'interview-scheduled',
    ]);
    // The same calendar part is stored with each message, so a retry sends the same entry.
    const stored = await ctx.database.db
      .selectFrom('outbox')
      .select(['calendar', 'status'])
      .where('recipient', '=', CANDIDATE)
      .execute();
    expect(stored).toHaveLength(3);
    expect(stored.every((row) => row.status === 'sent' && row.calendar?.includes(uid!))).toBe(true);

    // A retry (as a failed attempt leaves the row) sends the very same calendar entry.
    const first = await ctx.database.db
      .selectFrom('outbox')
      .select('id')
      .where('recipient', '=', CANDIDATE)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await ctx.database.db
      .updateTable('outbox')
      .set({
        status: 'pending',
        attempts: 1,
        sent_at: null,
        next_attempt_at: new Date().toISOString(),
      })
      .where('id', '=', first.id)
      .execute();
    await ctx.app.mailer.flush();
    const [original, retried] = interviewMails(CANDIDATE, /^Interview invitation: /);
    expect(retried).toBeDefined();
    expect(invitation(retried)).toEqual(invitation(original));
  });

  it('reminds each interviewer once a day before and once an hour before, and the candidate too, even with two servers sweeping', async () => {
    const candidate = 'kiran.reminders@example.com';
    // The day after tomorrow, so the day-before reminder is still ahead.
    const interview = await scheduleFor(candidate, {
      date: new Date(Date.now() + 2 * 86_400_000 + 330 * MINUTE_MS).toISOString().slice(0, 10),
    });
    const second = createInterviewReminders({
      db: ctx.database.db,
      mailer: ctx.app.mailer,
      whatsapp: ctx.app.whatsapp,
      publicUrl: ctx.config.publicUrl,
      organizerEmail: ctx.config.hrInbox,
      recruitingInbox: ctx.config.recruitingInbox,
      log: ctx.app.log,
    });
    const sweepBoth = async () => {
      await Promise.all([ctx.app.interviewReminders.run(), second.run()]);
      await ctx.app.mailer.flush();
    };
    const reminders = (address: string, kind: RegExp) =>
      interviewMails(address, kind).filter((message) =>
        (message.headers.get('subject') ?? '').endsWith(formatIndiaDateTime(interview.startsAt)),
      );
    const start = Date.parse(interview.startsAt);

    jest.setSystemTime(start - 25 * HOUR_MS);
    await sweepBoth();
    expect(reminders(asha.email, /^Reminder: interview tomorrow/)).toHaveLength(0);

    jest.setSystemTime(start - 24 * HOUR_MS + MINUTE_MS);
    await sweepBoth();
    await sweepBoth();
    for (const address of [asha.email, vikram.email]) {
      const [dayBefore, ...more] = reminders(address, /^Reminder: interview tomorrow/);
      expect(more).toHaveLength(0);
      expect(dayBefore.text).toContain('Rohan Das (Backend Developer)');
      expect(dayBefore.calendar).toBeUndefined();
    }
    // The candidate's own reminder, by e-mail (no WhatsApp here), once.
    expect(
      inbox
        .to(candidate)
        .filter((m) => /Reminder/.test(m.headers.get('subject') ?? ''))
        .map((m) => m.headers.get('subject')),
    ).toEqual([`Reminder: your interview tomorrow: ${formatIndiaDateTime(interview.startsAt)}`]);

    jest.setSystemTime(start - HOUR_MS + MINUTE_MS);
    await sweepBoth();
    await sweepBoth();
    for (const address of [asha.email, vikram.email]) {
      expect(reminders(address, /^Reminder: interview in one hour/)).toHaveLength(1);
      expect(reminders(address, /^Reminder: interview tomorrow/)).toHaveLength(1);
    }
    await second.stop();
  });

  it('sends no stale reminder for a moved or cancelled interview', async () => {
    const moving = await scheduleFor('moving.candidate@example.com', { startTime: '11:00' });
    const cancelling = await scheduleFor('cancelled.candidate@example.com', { startTime: '12:00' });
    const before = inbox.to(asha.email).length;

    // Moved a day later: the old day-before moment passes without a reminder.
    const later = new Date(Date.parse(moving.startsAt) + 86_400_000 + 330 * MINUTE_MS)
      .toISOString()
      .slice(0, 10);
    const moved = await recruiter.call('POST', `/api/interviews/${moving.id}/reschedule`, {
      date: later,
      startTime: '11:00',
      durationMinutes: 60,
    });
    expect(moved.statusCode).toBe(200);
    await recruiter.call('POST', `/api/interviews/${cancelling.id}/cancel`, {});
    await ctx.app.mailer.flush();
    const afterChanges = inbox.to(asha.email).length;
    expect(afterChanges - before).toBe(2);

    const sweep = async (at: number) => {
      jest.setSystemTime(at);
      await ctx.app.interviewReminders.run();
      await ctx.app.interviewReminders.run();
      await ctx.app.mailer.flush();
    };
    // The old moments pass; then the new ones.
    for (const old of [moving, cancelling]) {
      await sweep(Date.parse(old.startsAt) - 24 * HOUR_MS + MINUTE_MS);
      await sweep(Date.parse(old.startsAt) - HOUR_MS + MINUTE_MS);
    }
    const newStart = Date.parse(moved.json().data.startsAt);
    await sweep(newStart - 24 * HOUR_MS + MINUTE_MS);
    await sweep(newStart - HOUR_MS + MINUTE_MS);
    // Interview reminders only (earlier interviews of this file ask for feedback meanwhile).
    const fresh = inbox
      .to(asha.email)
      .slice(afterChanges)
      .filter((message) => /^Reminder: interview/.test(message.headers.get('subject') ?? ''));
    const newTime = formatIndiaDateTime(moved.json().data.startsAt);
    expect(fresh.map((message) => message.headers.get('subject'))).toEqual([
      `Reminder: interview tomorrow: ${newTime}`,
      `Reminder: interview in one hour: ${newTime}`,
    ]);
  });
});
