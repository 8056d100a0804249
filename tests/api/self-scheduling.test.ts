import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createSchedulingSweep } from '../../server/modules/interviews';
import {
  createTestApp,
  startSecondServer,
  type TestContext,
} from '../../server/test-support/test-app';
import { apply, dialect, jobBody, validApplication } from './careers-fixtures';
import { addStaff, scheduleBody, type StaffMember } from './interview-fixtures';
import { ONLY_THE_CLOCK } from './only-the-clock';
import { startInbox, type Inbox } from './smtp-inbox';

jest.setTimeout(180_000);

const HOUR_MS = 3_600_000;
/** A moment in India, 'YYYY-MM-DD HH:MM', as an ISO instant. */
const ist = (moment: string) => new Date(`${moment.replace(' ', 'T')}:00+05:30`).toISOString();

/**
 * Asha's own calendar: a weekly stand-up every Wednesday 10:00-10:30 IST (recurring, one
 * week cancelled), a one-off on Friday 12:00-13:00 IST, and a reminder marked free.
 */
const ASHA_CALENDAR = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test//Calendar//EN',
  'BEGIN:VTIMEZONE',
  'TZID:Asia/Kolkata',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
  'BEGIN:VEVENT',
  'UID:standup@example.com',
  'DTSTAMP:20251201T000000Z',
  'DTSTART;TZID=Asia/Kolkata:20251203T100000',
  'DTEND;TZID=Asia/Kolkata:20251203T103000',
  'RRULE:FREQ=WEEKLY;BYDAY=WE',
  'EXDATE;TZID=Asia/Kolkata:20251231T100000',
  'SUMMARY:Stand-up',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:review@example.com',
  'DTSTAMP:20251201T000000Z',
  'DTSTART:20260109T063000Z',
  'DTEND:20260109T073000Z',
  'SUMMARY:Design review',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:free@example.com',
  'DTSTAMP:20251201T000000Z',
  'DTSTART;TZID=Asia/Kolkata:20260107T120000',
  'DTEND;TZID=Asia/Kolkata:20260107T130000',
  'TRANSP:TRANSPARENT',
  'SUMMARY:Lunch (free)',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

/** A calendar server the test runs: its private address answers the calendar above. */
async function startCalendarServer() {
  const server = http.createServer((request, response) => {
    if (request.url === '/private/asha-secret.ics') {
      response.writeHead(200, { 'content-type': 'text/calendar' });
      response.end(ASHA_CALENDAR);
    } else if (request.url === '/huge.ics') {
      response.writeHead(200, { 'content-type': 'text/calendar' });
      response.end(`BEGIN:VCALENDAR\r\nX-PAD:${'x'.repeat(3 * 1024 * 1024)}\r\nEND:VCALENDAR\r\n`);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The start times a booking page offers, as its radio buttons carry them. */
const offered = (html: string) =>
  [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map(
    ([input]) => /value="([^"]+)"/.exec(input)?.[1],
  );

describe(`self-scheduling (${dialect})`, () => {
  let inbox: Inbox;
  let calendars: Awaited<ReturnType<typeof startCalendarServer>>;
  let ctx: TestContext;
  let recruiter: StaffMember;
  let asha: StaffMember;
  let vikram: StaffMember;
  let jobId: number;

  beforeAll(async () => {
    inbox = await startInbox();
    calendars = await startCalendarServer();
  });
  afterAll(async () => {
    await calendars.close();
    await inbox.close();
  });
  beforeEach(async () => {
    // Monday 5 January 2026, 15:31 IST.
    jest.useFakeTimers(ONLY_THE_CLOCK);
    inbox.messages.length = 0;
    ctx = await createTestApp({
      smtpUrl: inbox.url,
      recruitingInbox: 'careers@vistaarinfotech.in',
      // The test's calendar server listens on this machine.
      calendarPrivateAddresses: true,
    });
    recruiter = await addStaff(ctx, 'meera.recruiter@example.com', 'recruiter', 'Meera Iyer');
    asha = await addStaff(ctx, 'asha.panel@example.com', 'interviewer', 'Asha Verma');
    vikram = await addStaff(ctx, 'vikram.panel@example.com', 'interviewer', 'Vikram Rao');
    const job = await recruiter.call(
      'POST',
      '/api/career/post-jobs',
      jobBody({ title: 'Backend Developer' }),
    );
    expect(job.statusCode).toBe(201);
    jobId = job.json().data.id as number;
    // Thursday is a holiday; Asha works mornings only and has her own calendar.
    await ctx.database.db
      .insertInto('holidays')
      .values({ day: '2026-01-08', name: 'Test holiday', created_at: new Date().toISOString() })
      .execute();
    const settings = await asha.call('PUT', '/api/account/calendar', {
      workDays: [1, 2, 3, 4, 5],
      workStart: '10:00',
      workEnd: '13:00',
      calendarUrl: `${calendars.base}/private/asha-secret.ics`,
    });
    expect(settings.statusCode).toBe(200);
    expect(settings.json().data).toMatchObject({
      calendarConnected: true,
      calendarError: null,
      workStart: '10:00',
      workEnd: '13:00',
    });
    expect(settings.body).not.toContain('asha-secret');
  });
  afterEach(async () => {
    await ctx.close();
    jest.useRealTimers();
  });

  async function candidate(email: string, firstName: string, phone: string) {
    const response = await apply(
      ctx,
      JSON.stringify(validApplication({ jobId, email, firstName, phone })),
    );
    expect(response.statusCode).toBe(201);
    const row = await ctx.database.db
      .selectFrom('job_applications')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Sends a link for an hour with Asha and Vikram, Wednesday to Friday; answers its token. */
  async function sendLink(applicationId: number, email: string) {
    const response = await recruiter.call(
      'POST',
      `/api/career/applications/${applicationId}/scheduling-links`,
      {
        interviewerIds: [asha.id, vikram.id],
        durationMinutes: 60,
        mode: 'video',
        videoUrl: 'https://meet.example.com/abc-defg-hij',
        windowFrom: '2026-01-07',
        windowTo: '2026-01-09',
      },
    );
    expect(response.statusCode).toBe(201);
    await ctx.app.mailer.flush();
    const mail = inbox
      .to(email)
      .find((m) => m.headers.get('subject') === 'Choose a time for your interview');
    expect(mail).toBeDefined();
    const token = /\/book-interview\/([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
    expect(token).toBeDefined();
    return token!;
  }

  const post = (
    app: FastifyInstance,
    token: string,
    fields: Record<string, string>,
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method: 'POST',
      url: `/book-interview/${token}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
      payload: new URLSearchParams(fields).toString(),
    });

  async function vikramBusyWednesdayAt11() {
    const other = await candidate('other@example.com', 'Other', '9876500001');
    const response = await recruiter.call(
      'POST',
      `/api/career/applications/${other}/interviews`,
      scheduleBody([vikram.id], { date: '2026-01-07', startTime: '11:00', durationMinutes: 60 }),
    );
    expect(response.statusCode).toBe(201);
  }

  it('offers the times the whole panel is free: working hours, the holiday, interviews and the own calendar with its recurring event', async () => {
    await vikramBusyWednesdayAt11();
    const applicationId = await candidate('priya@example.com', 'Priya', '9876500002');
    const token = await sendLink(applicationId, 'priya@example.com');
    const page = await ctx.app.inject({ method: 'GET', url: `/book-interview/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    // Wednesday: 10:00 is the stand-up, 10:30-11:30 meets Vikram's interview, lunch is free.
    // Thursday is the holiday. Friday: Asha's review at 12:00 rules out 11:30 and 12:00.
    expect(offered(page.body)).toEqual([
      ist('2026-01-07 12:00'),
      ist('2026-01-09 10:00'),
      ist('2026-01-09 10:30'),
      ist('2026-01-09 11:00'),
    ]);
    expect(page.body).toMatch(/Dear (<!-- -->)?Priya/);
    expect(page.body).not.toContain('Stand-up');
  });

  it('books, moves and cancels with everyone told, and refuses a change past the cut-off', async () => {
    const applicationId = await candidate('priya@example.com', 'Priya', '9876500002');
    const token = await sendLink(applicationId, 'priya@example.com');
    const booked = await post(ctx.app, token, {
      action: 'book',
      startsAt: ist('2026-01-09 10:00'),
    });
    expect(booked.statusCode).toBe(200);
    expect(booked.body).toContain('Your interview is booked.');
    await ctx.app.mailer.flush();
    for (const address of ['priya@example.com', asha.email, vikram.email]) {
      const invitation = inbox
        .to(address)
        .find((m) => /^Interview invitation/.test(m.headers.get('subject') ?? ''));
      expect(invitation?.calendar?.contentType).toContain('method=REQUEST');
    }
    // The booked time is gone for everyone else, and the link books once.
    const again = await post(ctx.app, token, { action: 'book', startsAt: ist('2026-01-09 11:00') });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('You have already booked a time with this link.');

    // A time not offered (Asha's review) is refused and changes nothing.
    const busy = await post(ctx.app, token, { action: 'move', startsAt: ist('2026-01-09 12:00') });
    expect(busy.statusCode).toBe(409);
    expect(busy.body).toContain('This time is no longer free. Please choose another time.');

    const moved = await post(ctx.app, token, { action: 'move', startsAt: ist('2026-01-07 12:00') });
    expect(moved.statusCode).toBe(200);
    expect(moved.body).toContain('Your interview has moved.');
    await ctx.app.mailer.flush();
    expect(
      inbox.to(vikram.email).some((m) => /^Interview moved/.test(m.headers.get('subject') ?? '')),
    ).toBe(true);
    const interview = await ctx.database.db
      .selectFrom('interviews')
      .select(['id', 'starts_at', 'sequence', 'created_by'])
      .where('application_id', '=', applicationId)
      .executeTakeFirstOrThrow();
    expect(interview.starts_at).toBe(ist('2026-01-07 12:00'));
    expect(interview.created_by).toBe(recruiter.id);
    const cells = await ctx.database.db
      .selectFrom('interview_slot_cells')
      .select(['staff_id', 'starts_at'])
      .where('interview_id', '=', interview.id)
      .execute();
    expect(cells).toHaveLength(8);
    expect(new Set(cells.map((cell) => cell.starts_at)).has(ist('2026-01-07 12:45'))).toBe(true);

    // Eleven hours before the start the candidate can no longer change it.
    jest.setSystemTime(new Date(Date.parse(ist('2026-01-07 12:00')) - 11 * HOUR_MS));
    const late = await post(ctx.app, token, { action: 'cancel' });
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('can no longer be changed here');
    jest.setSystemTime(new Date(Date.parse(ist('2026-01-07 12:00')) - 13 * HOUR_MS));
    const cancelled = await post(ctx.app, token, { action: 'cancel' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.body).toContain('Your interview is cancelled.');
    await ctx.app.mailer.flush();
    expect(
      inbox
        .to('priya@example.com')
        .find((m) => /^Interview cancelled/.test(m.headers.get('subject') ?? ''))?.calendar
        ?.contentType,
    ).toContain('method=CANCEL');
    const freed = await ctx.database.db
      .selectFrom('interview_slot_cells')
      .select('staff_id')
      .execute();
    expect(freed).toEqual([]);
    const actions = await ctx.database.db.selectFrom('audit_log').select('action').execute();
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'interview.link-sent',
        'interview.scheduled',
        'interview.rescheduled',
        'interview.cancelled',
        'account.calendar-changed',
      ]),
    );
  });

  it('two servers racing for one slot for the same interviewers: one booking, one refusal', async () => {
    const first = await candidate('priya@example.com', 'Priya', '9876500002');
    const secondCandidate = await candidate('rahul@example.com', 'Rahul', '9876500003');
    const firstToken = await sendLink(first, 'priya@example.com');
    const secondToken = await sendLink(secondCandidate, 'rahul@example.com');
    const second = await startSecondServer(ctx);
    try {
      const slot = ist('2026-01-09 10:30');
      const answers = await Promise.all([
        post(ctx.app, firstToken, { action: 'book', startsAt: slot }),
        post(second, secondToken, { action: 'book', startsAt: slot }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409)!;
      expect(refused.body).toContain('This time is no longer free. Please choose another time.');
      const interviews = await ctx.database.db
        .selectFrom('interviews')
        .select('id')
        .where('status', '=', 'scheduled')
        .execute();
      expect(interviews).toHaveLength(1);
      // The time left over from the refused link is no longer on offer, and nothing half-made stays.
      const links = await ctx.database.db.selectFrom('scheduling_links').select('status').execute();
      expect(links.map((link) => link.status).sort()).toEqual(['booked', 'open']);
      // The booking holds its panel's quarter hours.
      const held = await ctx.database.db
        .selectFrom('interview_slot_cells')
        .select(['staff_id', 'starts_at'])
        .where('interview_id', '=', interviews[0].id)
        .execute();
      expect(new Set(held.map((cell) => cell.staff_id))).toEqual(new Set([asha.id, vikram.id]));
      // The unique key itself refuses a second claim of any of them, from either server's
      // connection. Checked by the error's code: better-sqlite3 makes its errors with the
      // constructor of the first test file that loaded it in this process, so in a full run
      // they are not this file's Error and `toThrow()` does not see them.
      for (const { db } of [ctx.database, second.database]) {
        await expect(
          db
            .insertInto('interview_slot_cells')
            .values({ ...held[0], interview_id: interviews[0].id })
            .execute(),
        ).rejects.toMatchObject({
          code: dialect === 'postgres' ? '23505' : 'SQLITE_CONSTRAINT_UNIQUE',
        });
      }
    } finally {
      await second.stop();
    }
  });

  it('nudges a candidate once two days after the link, and never after a booking', async () => {
    const priya = await candidate('priya@example.com', 'Priya', '9876500002');
    const rahul = await candidate('rahul@example.com', 'Rahul', '9876500003');
    const priyaToken = await sendLink(priya, 'priya@example.com');
    const rahulToken = await sendLink(rahul, 'rahul@example.com');
    expect(
      (await post(ctx.app, rahulToken, { action: 'book', startsAt: ist('2026-01-09 10:00') }))
        .statusCode,
    ).toBe(200);
    const sweepAt = async (moment: number) => {
      jest.setSystemTime(moment);
      const other = createSchedulingSweep({
        db: ctx.database.db,
        mailer: ctx.app.mailer,
        whatsapp: ctx.app.whatsapp,
        publicUrl: ctx.config.publicUrl,
        organizerEmail: ctx.config.recruitingInbox,
        appSecret: ctx.app.appSecret,
        calendarPrivateAddresses: true,
        log: ctx.app.log,
      });
      await Promise.all([ctx.app.schedulingSweep.run(), other.run()]);
      await other.stop();
      await ctx.app.mailer.flush();
    };
    const nudges = (address: string) =>
      inbox
        .to(address)
        .filter((m) => m.headers.get('subject') === 'Reminder: choose a time for your interview');
    const sentAt = Date.now();
    await sweepAt(sentAt + 47 * HOUR_MS);
    expect(nudges('priya@example.com')).toHaveLength(0);
    await sweepAt(sentAt + 49 * HOUR_MS);
    await sweepAt(sentAt + 50 * HOUR_MS);
    const [nudge, ...more] = nudges('priya@example.com');
    expect(more).toEqual([]);
    expect(nudge.text).toContain(`/book-interview/${priyaToken}`);
    expect(nudges('rahul@example.com')).toHaveLength(0);
  });

  it("serves each member's interview feed behind a secret, renewable address, naming no candidate", async () => {
    const applicationId = await candidate('priya@example.com', 'Priya', '9876500002');
    const token = await sendLink(applicationId, 'priya@example.com');
    expect(
      (await post(ctx.app, token, { action: 'book', startsAt: ist('2026-01-09 10:00') }))
        .statusCode,
    ).toBe(200);
    const made = await asha.call('POST', '/api/account/interview-feed');
    expect(made.statusCode).toBe(201);
    const url = new URL(made.json().data.url as string);
    const feed = await ctx.app.inject({ method: 'GET', url: url.pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body).toContain('BEGIN:VEVENT');
    expect(feed.body).toContain('Backend Developer');
    expect(feed.body).toContain('DTSTART:20260109T043000Z');
    expect(feed.body).not.toMatch(/Priya|priya@example\.com|9876500002/);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/interview-feed/not-a-real-token' }))
        .statusCode,
    ).toBe(404);
    const renewed = await asha.call('POST', '/api/account/interview-feed');
    expect((await ctx.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: new URL(renewed.json().data.url as string).pathname,
        })
      ).statusCode,
    ).toBe(200);
    expect((await asha.call('DELETE', '/api/account/interview-feed')).statusCode).toBe(200);
    expect((await asha.call('GET', '/api/account/calendar')).json().data.feedActive).toBe(false);
    const actions = await ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'account.interview-feed%')
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'account.interview-feed-renewed',
      'account.interview-feed-renewed',
      'account.interview-feed-stopped',
    ]);
  });

  it('refuses bad tokens, bad windows and a calendar past the size limit, changing nothing', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/book-interview/not-a-real-token' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This link is not valid.');
    const posted = await post(ctx.app, 'not-a-real-token', {
      action: 'book',
      startsAt: ist('2026-01-09 10:00'),
    });
    expect(posted.statusCode).toBe(404);
    const applicationId = await candidate('priya@example.com', 'Priya', '9876500002');
    const backwards = await recruiter.call(
      'POST',
      `/api/career/applications/${applicationId}/scheduling-links`,
      {
        interviewerIds: [asha.id],
        durationMinutes: 60,
        mode: 'phone',
        windowFrom: '2026-01-09',
        windowTo: '2026-01-07',
      },
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.windowTo).toBe('The last day cannot be before the first day');
    const token = await sendLink(applicationId, 'priya@example.com');
    const empty = await post(ctx.app, token, { action: 'book' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Choose a time');
    const links = await ctx.database.db.selectFrom('scheduling_links').select('status').execute();
    expect(links).toEqual([{ status: 'open' }]);

    const huge = await vikram.call('PUT', '/api/account/calendar', {
      workDays: [1, 2, 3],
      workStart: '09:00',
      workEnd: '17:30',
      calendarUrl: `${calendars.base}/huge.ics`,
    });
    expect(huge.statusCode).toBe(200);
    expect(huge.json().data.calendarError).toBe('The calendar is too large to read.');
    const badHours = await vikram.call('PUT', '/api/account/calendar', {
      workDays: [1],
      workStart: '17:00',
      workEnd: '09:00',
    });
    expect(badHours.statusCode).toBe(400);
    expect(badHours.json().errors.workEnd).toBe(
      'The end of the working day must be after its start',
    );
  });
});
