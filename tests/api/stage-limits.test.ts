import { eraseApplication } from '../../server/modules/erasure';
import { randomBytes } from 'node:crypto';
import {
  createTestApp,
  startSecondServer,
  type TestContext,
} from '../../server/test-support/test-app';
import type { ApplicationListItem, PipelineStage } from '@vistaar/shared/contract';
import { dialect, insertApplicationRow, jobBody } from './careers-fixtures';
import { addStaff, type StaffMember } from './interview-fixtures';
import { stopTheClockAt } from './only-the-clock';

jest.setTimeout(90_000);

/** A moment in India, 'YYYY-MM-DD HH:MM' (IST is UTC+05:30). */
const ist = (moment: string) => new Date(`${moment.replace(' ', 'T')}:00+05:30`);
const at = (moment: string) => ist(moment).toISOString();

/**
 * Screening carries a limit of 1 working day. Kiran (job A, owned by Meera, managed by Hari)
 * and Lata (job B, owned by Ravi) enter it on Thursday 1 October 2026 at 20:00 IST. Friday
 * 2 October is Gandhi Jayanti, then a weekend: Monday 5 October is their first working day
 * after it (within the limit), Tuesday 6 October their second (over it).
 */
describe(`stage limits, the overdue digest and the weekly summary (${dialect})`, () => {
  let ctx: TestContext;
  let admin: StaffMember;
  let meera: StaffMember;
  let ravi: StaffMember;
  let hari: StaffMember;
  let asha: StaffMember;
  let stages: PipelineStage[];
  const ids: Record<string, number> = {};
  let jobA: number;
  let jobB: number;

  const stageNamed = (name: string) => {
    const stage = stages.find((item) => item.name === name);
    if (!stage) throw new Error(`no stage ${name}`);
    return stage;
  };

  async function postJobAs(member: StaffMember, title: string) {
    const response = await member.call('POST', '/api/career/post-jobs', jobBody({ title }));
    expect(response.statusCode).toBe(201);
    return response.json().data.id as number;
  }

  async function desk(member: StaffMember, query = '') {
    const response = await member.call('GET', `/api/career/get-job-applications?limit=100${query}`);
    expect(response.statusCode).toBe(200);
    const items = response.json().data as ApplicationListItem[];
    return Object.fromEntries(
      items.map((item) => [item.fullName.split(' ')[0], item.overdue === true]),
    );
  }

  const mails = (kind: string) =>
    ctx.database.db
      .selectFrom('outbox')
      .select(['recipient', 'subject', 'text_body'])
      .where('kind', '=', kind)
      .orderBy('recipient')
      .execute();

  beforeAll(async () => {
    stopTheClockAt(ist('2026-10-01 19:00'));
    ctx = await createTestApp();
    admin = await addStaff(ctx, 'sla.admin@example.com', 'admin', 'Anil Admin');
    meera = await addStaff(ctx, 'sla.meera@example.com', 'recruiter', 'Meera Iyer');
    ravi = await addStaff(ctx, 'sla.ravi@example.com', 'recruiter', 'Ravi Rao');
    hari = await addStaff(ctx, 'sla.hari@example.com', 'hiring-manager', 'Hari Menon');
    asha = await addStaff(ctx, 'sla.asha@example.com', 'interviewer', 'Asha Verma');
    jobA = await postJobAs(meera, 'Platform Engineer');
    jobB = await postJobAs(ravi, 'Data Analyst');
    const managers = await meera.call('PUT', `/api/career/manage/jobs/${jobA}/hiring-managers`, {
      staffIds: [hari.id],
    });
    expect(managers.statusCode).toBe(200);
    stages = (await meera.call('GET', '/api/pipeline/stages')).json().data;
    const limit = await meera.call('PUT', `/api/pipeline/stages/${stageNamed('Screening').id}`, {
      slaDays: 1,
    });
    expect(limit.statusCode).toBe(200);
    expect(limit.json().data).toMatchObject({ name: 'Screening', slaDays: 1 });

    const enteredAt = at('2026-10-01 20:00');
    const screening = stageNamed('Screening').id;
    ids.Kiran = await insertApplicationRow(ctx.database.db, {
      jobId: jobA,
      firstName: 'Kiran',
      email: 'kiran.sla@example.com',
      createdAt: enteredAt,
      stageId: screening,
    });
    ids.Lata = await insertApplicationRow(ctx.database.db, {
      jobId: jobB,
      firstName: 'Lata',
      email: 'lata.sla@example.com',
      createdAt: enteredAt,
      stageId: screening,
    });
    // In New, which has no limit: never overdue.
    ids.Mohan = await insertApplicationRow(ctx.database.db, {
      jobId: jobA,
      firstName: 'Mohan',
      email: 'mohan.sla@example.com',
      createdAt: at('2026-09-01 10:00'),
    });
    // Asha interviewed Kiran on Monday 5 October, 10:00-11:00 IST, and gives no feedback.
    const interview = await ctx.database.db
      .insertInto('interviews')
      .values({
        application_id: ids.Kiran,
        uid: `${randomBytes(8).toString('hex')}@test`,
        sequence: 0,
        mode: 'phone',
        starts_at: at('2026-10-05 10:00'),
        ends_at: at('2026-10-05 11:00'),
        duration_minutes: 60,
        video_url: null,
        location: null,
        status: 'scheduled',
        cancel_reason: null,
        cancelled_at: null,
        created_by: meera.id,
        created_at: enteredAt,
        updated_at: enteredAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.interview = interview.id;
    await ctx.database.db
      .insertInto('interview_interviewers')
      .values({ interview_id: interview.id, staff_id: asha.id })
      .execute();
  });

  afterAll(async () => {
    await ctx.close();
    jest.useRealTimers();
  });

  it('keeps limits off the stages that end an application and refuses a bad limit', async () => {
    const hired = await meera.call('PUT', `/api/pipeline/stages/${stageNamed('Hired').id}`, {
      slaDays: 3,
    });
    expect(hired.statusCode).toBe(400);
    expect(hired.json().errors).toEqual({
      slaDays: 'Hired, Rejected and Withdrawn end an application, so they take no limit.',
    });
    for (const slaDays of [-1, 1.5, 61, 'soon']) {
      const bad = await meera.call('PUT', `/api/pipeline/stages/${stageNamed('New').id}`, {
        slaDays,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.slaDays).toBe(
        'The limit is a whole number of working days from 0 to 60',
      );
    }
    const listed = (await hari.call('GET', '/api/pipeline/stages')).json().data as PipelineStage[];
    expect(listed.find((stage) => stage.name === 'New')).not.toHaveProperty('slaDays');
    expect(listed.find((stage) => stage.name === 'Screening')?.slaDays).toBe(1);
  });

  it('lists the national holidays and lets only admins change them', async () => {
    const listed = (await meera.call('GET', '/api/pipeline/holidays')).json().data;
    expect(listed).toEqual([
      { day: '2026-01-26', name: 'Republic Day' },
      { day: '2026-08-15', name: 'Independence Day' },
      { day: '2026-10-02', name: 'Gandhi Jayanti' },
      { day: '2027-01-26', name: 'Republic Day' },
      { day: '2027-08-15', name: 'Independence Day' },
      { day: '2027-10-02', name: 'Gandhi Jayanti' },
    ]);
    const byRecruiter = await meera.call('POST', '/api/pipeline/holidays', {
      day: '2026-11-09',
      name: 'Diwali',
    });
    expect(byRecruiter.statusCode).toBe(403);
    const twice = await admin.call('POST', '/api/pipeline/holidays', {
      day: '2026-10-02',
      name: 'Again',
    });
    expect(twice.statusCode).toBe(409);
    const bad = await admin.call('POST', '/api/pipeline/holidays', { day: '2026-02-30', name: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      day: 'Enter the date as YYYY-MM-DD',
      name: 'Enter the name of the holiday',
    });
    const gone = await admin.call('DELETE', '/api/pipeline/holidays/2026-11-09');
    expect(gone.statusCode).toBe(404);
  });

  it('marks applications over the limit counting neither the weekend nor the holiday', async () => {
    stopTheClockAt(ist('2026-10-05 12:00'));
    expect(await desk(meera)).toEqual({ Kiran: false, Lata: false, Mohan: false });
    expect(await desk(meera, '&overdue=true')).toEqual({});

    // Without the holiday, Friday was the first working day and Monday the second.
    expect((await admin.call('DELETE', '/api/pipeline/holidays/2026-10-02')).statusCode).toBe(200);
    expect(await desk(meera, '&overdue=true')).toEqual({ Kiran: true, Lata: true });
    const back = await admin.call('POST', '/api/pipeline/holidays', {
      day: '2026-10-02',
      name: 'Gandhi Jayanti',
    });
    expect(back.statusCode).toBe(201);

    stopTheClockAt(ist('2026-10-06 12:00'));
    expect(await desk(meera)).toEqual({ Kiran: true, Lata: true, Mohan: false });
    expect(await desk(meera, '&overdue=false')).toEqual({ Mohan: false });
    // A hiring manager sees only the jobs they manage.
    expect(await desk(hari, '&overdue=true')).toEqual({ Kiran: true });
  });

  it('sends no digest before 9:00 or when nothing is overdue', async () => {
    stopTheClockAt(ist('2026-10-05 09:30'));
    await ctx.app.staffDigests.run();
    stopTheClockAt(ist('2026-10-06 08:59'));
    await ctx.app.staffDigests.run();
    expect(await mails('staff.overdue_digest')).toEqual([]);
  });

  it('sends each member one digest a day of their overdue items, from one server of two', async () => {
    stopTheClockAt(ist('2026-10-06 09:00'));
    const second = await startSecondServer(ctx);
    try {
      await Promise.all([ctx.app.staffDigests.run(), second.staffDigests.run()]);
      stopTheClockAt(ist('2026-10-06 15:00'));
      await Promise.all([second.staffDigests.run(), ctx.app.staffDigests.run()]);
    } finally {
      await second.stop();
    }
    const sent = await mails('staff.overdue_digest');
    expect(sent.map((mail) => [mail.recipient, mail.subject])).toEqual([
      ['sla.asha@example.com', 'Overdue today: 1 interview feedback'],
      ['sla.hari@example.com', 'Overdue today: 1 application'],
      ['sla.meera@example.com', 'Overdue today: 1 application'],
      ['sla.ravi@example.com', 'Overdue today: 1 application'],
    ]);
    const [forAsha, forHari, forMeera, forRavi] = sent.map((mail) => mail.text_body);
    expect(forMeera).toContain(
      `Kiran Applicant, Platform Engineer: Screening for 2 working days (limit 1). http://localhost:3000/applied-job/${ids.Kiran}`,
    );
    expect(forHari).toContain('Kiran Applicant');
    expect(forRavi).toContain('Lata Applicant, Data Analyst');
    expect(forRavi).not.toContain('Kiran');
    expect(forAsha).toContain(
      `Kiran Applicant, Platform Engineer: the interview ended Mon, 5 Oct 2026, 11:00 IST.`,
    );
    // Names and links only: no address, phone or date of birth of the candidate.
    for (const text of [forAsha, forHari, forMeera, forRavi]) {
      expect(text).not.toMatch(/kiran\.sla@|lata\.sla@|9000000000|1995/);
    }
  });

  it('takes the digest naming an erased candidate out of the outbox with the application', async () => {
    expect(
      (await mails('staff.overdue_digest')).some((mail) => mail.text_body.includes('Lata')),
    ).toBe(true);
    const erased = await ctx.database.db.transaction().execute((trx) =>
      eraseApplication(trx, ids.Lata, {
        reason: 'privacy-request',
        actor: { staffId: null },
        secret: ctx.app.appSecret,
      }),
    );
    expect(erased).toBe(true);
    const left = await mails('staff.overdue_digest');
    expect(left.some((mail) => mail.text_body.includes('Lata'))).toBe(false);
    expect(left.some((mail) => mail.text_body.includes('Kiran'))).toBe(true);
  });

  it('sends the Monday summary only to members who turned it on, with their jobs numbers', async () => {
    stopTheClockAt(ist('2026-10-07 11:00'));
    const on = await meera.call('PUT', '/api/account/weekly-summary', { enabled: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.weeklySummary).toBe(true);
    expect((await hari.call('GET', '/api/account')).json().data.weeklySummary).toBe(false);
    // Week of 5-11 October: Kiran moves to Offer, Nisha applies to job A straight into
    // Screening, Lata (job B) moves on too but is not Meera's.
    const offer = stageNamed('Offer').id;
    expect(
      (await meera.call('POST', `/api/career/applications/${ids.Kiran}/stage`, { stageId: offer }))
        .statusCode,
    ).toBe(200);
    expect(
      (await ravi.call('POST', `/api/career/applications/${ids.Lata}/stage`, { stageId: offer }))
        .statusCode,
    ).toBe(200);
    ids.Nisha = await insertApplicationRow(ctx.database.db, {
      jobId: jobA,
      firstName: 'Nisha',
      email: 'nisha.sla@example.com',
      createdAt: at('2026-10-07 11:00'),
      stageId: stageNamed('Screening').id,
    });
    // An interview of Nisha's next week (13 October) counts in the week ahead; Kiran's of
    // 5 October does not.
    await ctx.database.db
      .insertInto('interviews')
      .values({
        application_id: ids.Nisha,
        uid: `${randomBytes(8).toString('hex')}@test`,
        sequence: 0,
        mode: 'phone',
        starts_at: at('2026-10-13 10:00'),
        ends_at: at('2026-10-13 11:00'),
        duration_minutes: 60,
        video_url: null,
        location: null,
        status: 'scheduled',
        cancel_reason: null,
        cancelled_at: null,
        created_by: meera.id,
        created_at: at('2026-10-07 11:00'),
        updated_at: at('2026-10-07 11:00'),
      })
      .execute();

    stopTheClockAt(ist('2026-10-12 09:05'));
    await ctx.app.staffDigests.run();
    await ctx.app.staffDigests.run();
    const summaries = await mails('staff.weekly_summary');
    expect(summaries.map((mail) => [mail.recipient, mail.subject])).toEqual([
      ['sla.meera@example.com', 'Your jobs this week (2026-10-05 to 2026-10-11)'],
    ]);
    // Nisha is over Screening's limit (Thursday, Friday and Monday have passed).
    expect(summaries[0].text_body).toContain(
      [
        'New applications: 1',
        'Moves between stages: 1',
        'Interviews this week: 1',
        'Offers out: 1',
        'Overdue items: 1',
        'The reports (sign-in needed): http://localhost:3000/reports',
      ].join('\n\n'),
    );
  });
});
