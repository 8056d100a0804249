import type {
  AgeingReport,
  FunnelReport,
  InterviewerLoadReport,
  OffersReport,
  RejectionsReport,
  SourcesReport,
  TimeReport,
} from '@vistaar/shared/contract';
import type { ApplicationSource } from '@vistaar/shared/config';
import { applicationsFilterMessages } from '@vistaar/shared/validation';
import { eraseApplication } from '../../server/modules/erasure';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { dialect, insertApplicationRow, postJob } from './careers-fixtures';
import { addStaff, type StaffMember } from './interview-fixtures';
import { insertStageMove } from '../support/stage-move';

const DAY = 86_400_000;
/** 06:00 UTC is 11:30 in India: the same day in both. */
const at = (date: string) => `${date}T06:00:00.000Z`;
const MARCH = 'from=2025-03-01&to=2025-03-31';

/**
 * A hand-made history whose answers are worked out below: seven applications moving through
 * the seeded stages (New, Screening, Interview, Offer, Hired; Rejected, Withdrawn) in March
 * 2025, interviews with feedback on time, late and missing, and open applications of every age.
 */
describe(`hiring reports (${dialect})`, () => {
  let ctx: TestContext;
  let admin: StaffMember;
  let hr: StaffMember;
  let manager: StaffMember;
  let interviewer: StaffMember;
  let asha: StaffMember;
  let ravi: StaffMember;
  let stage: Record<string, number>;
  let reasonId: number;
  let reasonLabel: string;
  let jobA: number;
  let jobB: number;

  async function history(
    values: { jobId: number; source: ApplicationSource; createdAt: string; email: string },
    moves: [stageName: string, at: string][],
  ): Promise<number> {
    const db = ctx.database.db;
    const id = await insertApplicationRow(db, {
      jobId: values.jobId,
      createdAt: values.createdAt,
      email: values.email,
      firstName: 'Ira',
      lastName: 'Sengupta',
    });
    let from = stage.New;
    let enteredAt = values.createdAt;
    for (const [name, movedAt] of moves) {
      await insertStageMove(db, {
        applicationId: id,
        from,
        to: stage[name],
        at: movedAt,
        rejectionReasonId: name === 'Rejected' ? reasonId : null,
      });
      from = stage[name];
      enteredAt = movedAt;
    }
    await db
      .updateTable('job_applications')
      .set({ source: values.source, stage_id: from, stage_entered_at: enteredAt })
      .where('id', '=', id)
      .execute();
    return id;
  }

  async function interview(
    applicationId: number,
    startsAt: string,
    panel: { staff: StaffMember; feedbackAt?: string }[],
    status: 'scheduled' | 'cancelled' = 'scheduled',
  ) {
    const db = ctx.database.db;
    const endsAt = new Date(Date.parse(startsAt) + 3_600_000).toISOString();
    const { id } = await db
      .insertInto('interviews')
      .values({
        application_id: applicationId,
        uid: `report-${applicationId}-${startsAt}`,
        mode: 'video',
        starts_at: startsAt,
        ends_at: endsAt,
        duration_minutes: 60,
        video_url: 'https://meet.example.com/x',
        location: null,
        status,
        cancel_reason: null,
        cancelled_at: null,
        created_by: null,
        created_at: startsAt,
        updated_at: startsAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const seat of panel) {
      await db
        .insertInto('interview_interviewers')
        .values({ interview_id: id, staff_id: seat.staff.id })
        .execute();
      if (seat.feedbackAt) {
        await db
          .insertInto('interview_feedback')
          .values({
            interview_id: id,
            staff_id: seat.staff.id,
            ratings: '[]',
            score_sum: 0,
            score_count: 0,
            recommendation: 'yes',
            comments: 'Clear thinker.',
            supersedes_id: null,
            superseded_at: null,
            created_at: seat.feedbackAt,
          })
          .execute();
      }
    }
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    admin = await addStaff(ctx, 'nisha.reports-admin@example.com', 'admin', 'Nisha Rao');
    hr = await addStaff(ctx, 'hema.reports-hr@example.com', 'hr', 'Hema Joshi');
    manager = await addStaff(ctx, 'farhan.reports-hm@example.com', 'hiring-manager', 'Farhan Ali');
    interviewer = await addStaff(ctx, 'dev.reports-int@example.com', 'interviewer', 'Dev Menon');
    asha = await addStaff(ctx, 'asha.reports@example.com', 'interviewer', 'Asha Verma');
    ravi = await addStaff(ctx, 'ravi.reports@example.com', 'recruiter', 'Ravi Kumar');
    stage = Object.fromEntries(
      (await db.selectFrom('pipeline_stages').select(['id', 'name']).execute()).map((row) => [
        row.name,
        row.id,
      ]),
    );
    const reason = await db
      .selectFrom('rejection_reasons')
      .select(['id', 'label'])
      .where('archived_at', 'is', null)
      .orderBy('position')
      .executeTakeFirstOrThrow();
    reasonId = reason.id;
    reasonLabel = reason.label;

    const auth = await ctx.staffAuth();
    jobA = await postJob(ctx, auth, { title: 'Data Engineer', department: 'Engineering' });
    jobB = await postJob(ctx, auth, { title: 'Office Manager', department: 'Operations' });
    await db
      .updateTable('jobs')
      .set({ created_at: at('2025-02-01') })
      .where('id', '=', jobA)
      .execute();
    await db
      .updateTable('jobs')
      .set({ created_at: at('2025-02-25') })
      .where('id', '=', jobB)
      .execute();
    const assigned = await admin.call('PUT', `/api/career/manage/jobs/${jobB}/hiring-managers`, {
      staffIds: [manager.id],
    });
    expect(assigned.statusCode).toBe(200);

    // 1: back and forth between New and Screening, then on to Hired (20 days).
    const app1 = await history(
      { jobId: jobA, source: 'linkedin', createdAt: at('2025-03-01'), email: 'a1@example.com' },
      [
        ['Screening', at('2025-03-03')],
        ['New', at('2025-03-04')],
        ['Screening', at('2025-03-06')],
        ['Interview', at('2025-03-10')],
        ['Offer', at('2025-03-15')],
        ['Hired', at('2025-03-21')],
      ],
    );
    // 2: hired in 10 days, past Offer.
    const app2 = await history(
      { jobId: jobA, source: 'referral', createdAt: at('2025-03-02'), email: 'a2@example.com' },
      [
        ['Screening', at('2025-03-05')],
        ['Interview', at('2025-03-08')],
        ['Hired', at('2025-03-12')],
      ],
    );
    // 3: rejected after an interview.
    const app3 = await history(
      { jobId: jobA, source: 'linkedin', createdAt: at('2025-03-03'), email: 'a3@example.com' },
      [
        ['Screening', at('2025-03-04')],
        ['Rejected', at('2025-03-09')],
      ],
    );
    // 4: withdrew; its interview was cancelled.
    const app4 = await history(
      { jobId: jobA, source: 'referral', createdAt: at('2025-03-05'), email: 'a4@example.com' },
      [
        ['Screening', at('2025-03-07')],
        ['Withdrawn', at('2025-03-08')],
      ],
    );
    // 5: still in New since 6 March 2025; erased, it still counts.
    const app5 = await history(
      { jobId: jobA, source: 'careers_site', createdAt: at('2025-03-06'), email: 'a5@example.com' },
      [],
    );
    // 6: job B (the hiring manager's), hired in 6 days: job B filled 11 days after creation.
    const app6 = await history(
      { jobId: jobB, source: 'linkedin', createdAt: at('2025-03-02'), email: 'a6@example.com' },
      [
        ['Screening', at('2025-03-03')],
        ['Interview', at('2025-03-05')],
        ['Offer', at('2025-03-06')],
        ['Hired', at('2025-03-08')],
      ],
    );
    // 7: applied in February, hired 9 March (17 days): job A filled 36 days after creation.
    await history(
      { jobId: jobA, source: 'linkedin', createdAt: at('2025-02-20'), email: 'a7@example.com' },
      [
        ['Screening', at('2025-03-02')],
        ['Interview', at('2025-03-04')],
        ['Hired', at('2025-03-09')],
      ],
    );
    await db.transaction().execute((trx) =>
      eraseApplication(trx, app5, {
        reason: 'privacy-request',
        actor: { staffId: null },
        secret: ctx.app.appSecret,
      }),
    );

    // Monday 10 March 2025 (week 11), 10:00 in India: Asha on time, Ravi 24.5 h after the end.
    await interview(app3, '2025-03-10T04:30:00.000Z', [
      { staff: asha, feedbackAt: '2025-03-10T08:00:00.000Z' },
      { staff: ravi, feedbackAt: '2025-03-11T06:00:00.000Z' },
    ]);
    // Wednesday 12 March (week 11): Asha's feedback never came.
    await interview(app1, '2025-03-12T04:30:00.000Z', [{ staff: asha }]);
    // Monday 17 March (week 12): feedback 23.5 h after the end is on time.
    await interview(app2, '2025-03-17T04:30:00.000Z', [
      { staff: asha, feedbackAt: '2025-03-18T05:00:00.000Z' },
    ]);
    // Cancelled: not counted.
    await interview(app4, '2025-03-11T04:30:00.000Z', [{ staff: ravi }], 'cancelled');
    // Wednesday 5 March (week 10), job B.
    await interview(app6, '2025-03-05T04:30:00.000Z', [
      { staff: ravi, feedbackAt: '2025-03-05T09:00:00.000Z' },
    ]);

    // Open applications made today, in their stage for these many days.
    const now = Date.now();
    for (const [index, days] of [1, 3.9, 5, 10, 30.5, 31.5].entries()) {
      const createdAt = new Date(now - 40 * DAY).toISOString();
      const id = await insertApplicationRow(db, {
        jobId: jobA,
        createdAt,
        email: `ageing${index}@example.com`,
      });
      await db
        .updateTable('job_applications')
        .set({
          stage_id: stage.Screening,
          stage_entered_at: new Date(now - days * DAY).toISOString(),
        })
        .where('id', '=', id)
        .execute();
    }
  });
  afterAll(async () => {
    await ctx.close();
  });

  const report = async <Data>(member: StaffMember, view: string, query = MARCH) => {
    const response = await member.call('GET', `/api/reports/${view}?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().data as Data;
  };

  it('counts each stage an application entered once, in stage order, with the share that went on', async () => {
    const funnel = await report<FunnelReport>(admin, 'funnel');
    expect(
      funnel.rows.map(({ name, entered, passThrough }) => [name, entered, passThrough]),
    ).toEqual([
      ['New', 6, 0.8333],
      ['Screening', 6, 0.6667],
      ['Interview', 4, 0.5],
      ['Offer', 2, 1],
      ['Hired', 4, null],
    ]);
  });

  it('gives time to hire, time to fill and the median days in each stage', async () => {
    const time = await report<TimeReport>(admin, 'time');
    // Hires: 6, 10, 17, 20 days.
    expect(time.timeToHire).toEqual({ count: 4, median: 13.5, p75: 17.8 });
    // Jobs: B after 11 days, A after 36.
    expect(time.timeToFill).toEqual({ count: 2, median: 23.5, p75: 29.8 });
    // New: 1+... per application, repeat visits summed (application 1: 2 + 2 days).
    expect(
      time.rows.map(({ name, applications, medianDays }) => [name, applications, medianDays]),
    ).toEqual([
      ['New', 5, 2],
      ['Screening', 6, 2.5],
      ['Interview', 4, 4.5],
      ['Offer', 2, 4],
    ]);
  });

  it('converts sources into interviews, offers and hires', async () => {
    const sources = await report<SourcesReport>(admin, 'sources');
    const bySource = Object.fromEntries(sources.rows.map((row) => [row.source, row]));
    // No offer letters yet: the two hires are the offers.
    expect(bySource.linkedin).toEqual({
      source: 'linkedin',
      applications: 3,
      reachedInterview: 3,
      offered: 2,
      hired: 2,
      interviewRate: 1,
      offerRate: 0.6667,
      hireRate: 0.6667,
    });
    expect(bySource.referral).toMatchObject({ applications: 2, reachedInterview: 1, hired: 1 });
    expect(bySource.careers_site).toMatchObject({
      applications: 1,
      reachedInterview: 0,
      hireRate: 0,
    });
    expect(bySource.agency).toMatchObject({ applications: 0, interviewRate: null, hireRate: null });
  });

  it('counts interviews per interviewer and ISO week, newest week first, with missing and late feedback', async () => {
    const load = await report<InterviewerLoadReport>(admin, 'interviewers');
    expect(
      load.rows.map(({ name, week, interviews, feedbackMissing, feedbackLate }) => [
        name,
        week,
        interviews,
        feedbackMissing,
        feedbackLate,
      ]),
    ).toEqual([
      ['Asha Verma', '2025-W12', 1, 0, 0],
      ['Asha Verma', '2025-W11', 2, 1, 0],
      ['Ravi Kumar', '2025-W11', 1, 0, 1],
      ['Ravi Kumar', '2025-W10', 1, 0, 0],
    ]);
  });

  it('puts open applications in buckets of whole days in their current stage', async () => {
    const everyone = await report<AgeingReport>(admin, 'ageing', '');
    expect(everyone.rows).toEqual([
      { bucket: '0-3', applications: 2 },
      { bucket: '4-7', applications: 1 },
      { bucket: '8-14', applications: 1 },
      { bucket: '15-30', applications: 1 },
      // 31.5 days, and the erased application waiting in New since March 2025.
      { bucket: '30+', applications: 2 },
    ]);
    const march = await report<AgeingReport>(admin, 'ageing');
    expect(march.rows.map((row) => row.applications)).toEqual([0, 0, 0, 0, 1]);
  });

  it('counts rejections by reason and withdrawals', async () => {
    const closed = await report<RejectionsReport>(admin, 'rejections');
    expect(closed.rows).toEqual([
      { kind: 'rejected', reasonId, label: reasonLabel, count: 1 },
      { kind: 'withdrawn', reasonId: null, label: 'Withdrawn by the candidate', count: 1 },
    ]);
  });

  it('narrows a hiring manager to their own jobs, HR sees every one, an interviewer none', async () => {
    const jobs = await manager.call('GET', '/api/reports/jobs');
    expect(jobs.json().data).toEqual([
      {
        id: jobB,
        title: 'Office Manager',
        department: 'Operations',
        location: 'Pune, India',
        recruiterId: expect.any(Number),
        recruiterName: expect.any(String),
      },
    ]);
    const everyJob = await hr.call('GET', '/api/reports/jobs');
    expect(everyJob.json().data.map((job: { title: string }) => job.title)).toEqual([
      'Data Engineer',
      'Office Manager',
    ]);
    const own = await report<FunnelReport>(manager, 'funnel');
    expect(own.rows.map((row) => row.entered)).toEqual([1, 1, 1, 1, 1]);
    const load = await report<InterviewerLoadReport>(manager, 'interviewers');
    expect(load.rows.map((row) => [row.name, row.week])).toEqual([['Ravi Kumar', '2025-W10']]);
    const asked = await report<FunnelReport>(manager, 'funnel', `${MARCH}&jobId=${jobA}`);
    expect(asked.rows.every((row) => row.entered === 0)).toBe(true);

    expect(await report<FunnelReport>(hr, 'funnel')).toEqual(await report(admin, 'funnel'));
    expect((await interviewer.call('GET', '/api/reports/jobs')).statusCode).toBe(403);
    for (const view of ['funnel', 'time', 'sources', 'interviewers', 'ageing', 'rejections']) {
      const refused = await interviewer.call('GET', `/api/reports/${view}`);
      expect(refused.statusCode).toBe(403);
      expect((await interviewer.call('GET', `/api/reports/${view}/csv`)).statusCode).toBe(403);
    }
  });

  it('filters by job, department, location and source', async () => {
    const operations = await report<FunnelReport>(
      admin,
      'funnel',
      `${MARCH}&department=Operations`,
    );
    expect(operations.rows.map((row) => row.entered)).toEqual([1, 1, 1, 1, 1]);
    const jobOnly = await report<FunnelReport>(admin, 'funnel', `${MARCH}&jobId=${jobB}`);
    expect(jobOnly).toEqual(operations);
    const elsewhere = await report<SourcesReport>(admin, 'sources', `${MARCH}&location=Chennai`);
    expect(elsewhere.rows.every((row) => row.applications === 0)).toBe(true);
    const referrals = await report<TimeReport>(admin, 'time', `${MARCH}&source=referral`);
    expect(referrals.timeToHire).toEqual({ count: 1, median: 10, p75: 10 });
  });

  it('refuses bad filters with a message under each field, and unknown ones', async () => {
    const cases: [string, Record<string, string>][] = [
      ['from=2025-02-30', { from: applicationsFilterMessages.dateInvalid }],
      ['from=2025-03-10&to=2025-03-01', { to: applicationsFilterMessages.rangeReversed }],
      ['source=fax', { source: applicationsFilterMessages.sourceInvalid }],
      ['jobId=abc', { jobId: applicationsFilterMessages.jobInvalid }],
      ['jobId=0', { jobId: applicationsFilterMessages.jobInvalid }],
    ];
    for (const [query, errors] of cases) {
      const response = await admin.call('GET', `/api/reports/funnel?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(errors);
      expect((await admin.call('GET', `/api/reports/ageing/csv?${query}`)).statusCode).toBe(400);
    }
    expect((await admin.call('GET', '/api/reports/funnel?stage=1')).statusCode).toBe(400);
  });

  it('downloads each view as CSV with no personal data', async () => {
    const funnel = await admin.call('GET', `/api/reports/funnel/csv?${MARCH}`);
    expect(funnel.statusCode).toBe(200);
    expect(funnel.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(funnel.headers['content-disposition']).toMatch(/^attachment; filename="report-funnel-/);
    expect(funnel.body).toBe(
      '\uFEFFStage,Entered,Pass-through to next stage\r\n' +
        'New,6,0.8333\r\nScreening,6,0.6667\r\nInterview,4,0.5000\r\nOffer,2,1.0000\r\nHired,4,\r\n',
    );
    const time = await admin.call('GET', `/api/reports/time/csv?${MARCH}`);
    expect(time.body).toContain('Time to hire,4,13.5,17.8\r\n');
    for (const view of ['sources', 'interviewers', 'ageing', 'rejections']) {
      const response = await admin.call('GET', `/api/reports/${view}/csv`);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(/Sengupta|Ira|@example\.com/);
    }
  });

  it('counts offers by outcome, revisions once, and joinings and dropouts by reason; narrows by recruiter', async () => {
    const db = ctx.database.db;
    const made = at('2024-12-01');
    const { id: templateId } = await db
      .insertInto('offer_templates')
      .values({
        name: 'Report letter',
        body: '<p>x</p>',
        archived_at: null,
        created_at: made,
        updated_at: made,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: structureId } = await db
      .insertInto('ctc_structures')
      .values({
        name: 'Report structure',
        components: '[]',
        archived_at: null,
        created_at: made,
        updated_at: made,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Applications made before the range, so the other views' March figures stay as they are.
    let emails = 0;
    const application = (jobId: number) =>
      insertApplicationRow(db, {
        jobId,
        createdAt: made,
        email: `offer${(emails += 1)}@example.com`,
      });
    const offer = async (
      applicationId: number,
      values: {
        version?: number;
        status: string;
        sentAt: string;
        respondedAt?: string;
        validUntil?: string;
      },
    ) =>
      (
        await db
          .insertInto('offers')
          .values({
            application_id: applicationId,
            version: values.version ?? 1,
            status: values.status as never,
            template_id: templateId,
            ctc_structure_id: structureId,
            ctc: 1_200_000,
            breakup: '[]',
            designation: 'Engineer',
            location: 'Pune',
            reporting_manager: 'Manoj',
            joining_date: '2025-04-15',
            valid_until: values.validUntil ?? '2025-03-31',
            sent_at: values.sentAt,
            responded_at: values.respondedAt ?? null,
            created_at: values.sentAt,
            updated_at: values.sentAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const outcome = async (
      offerId: number,
      applicationId: number,
      kind: 'joined' | 'dropped-out',
      when: string,
      reason: 'another-offer' | null = null,
    ) =>
      db
        .insertInto('joining_outcomes')
        .values({
          offer_id: offerId,
          application_id: applicationId,
          outcome: kind,
          dropout_reason: reason,
          note: null,
          employee_id: null,
          staff_id: null,
          created_at: when,
        })
        .execute();

    const joinedApp = await application(jobA);
    await outcome(
      await offer(joinedApp, {
        status: 'accepted',
        sentAt: at('2025-03-05'),
        respondedAt: at('2025-03-07'),
      }),
      joinedApp,
      'joined',
      at('2025-03-20'),
    );
    // Revised before the answer: the first version does not count as another offer sent.
    const revisedApp = await application(jobA);
    await offer(revisedApp, { status: 'superseded', sentAt: at('2025-03-06') });
    await offer(revisedApp, {
      version: 2,
      status: 'declined',
      sentAt: at('2025-03-08'),
      respondedAt: at('2025-03-09'),
    });
    await offer(await application(jobA), {
      status: 'expired',
      sentAt: at('2025-03-10'),
      validUntil: '2025-03-17',
    });
    const droppedApp = await application(jobB);
    await outcome(
      await offer(droppedApp, {
        status: 'accepted',
        sentAt: at('2025-03-11'),
        respondedAt: at('2025-03-12'),
      }),
      droppedApp,
      'dropped-out',
      at('2025-03-25'),
      'another-offer',
    );
    // Sent in February, and accepted in April: outside March.
    await offer(await application(jobA), { status: 'sent', sentAt: at('2025-02-25') });
    await offer(await application(jobA), {
      status: 'accepted',
      sentAt: at('2025-03-20'),
      respondedAt: at('2025-04-02'),
    });

    const counts = (data: OffersReport) =>
      Object.fromEntries(data.rows.map((row) => [row.reason ?? row.outcome, row.count]));
    const march = await report<OffersReport>(admin, 'offers');
    expect(counts(march)).toEqual({
      sent: 5,
      accepted: 2,
      declined: 1,
      expired: 1,
      joined: 1,
      'counter-offer': 0,
      'another-offer': 1,
      personal: 0,
      'no-show': 0,
    });
    expect(march.acceptanceRate).toBe(0.5);
    expect(march.rows.find((row) => row.reason === 'another-offer')?.label).toBe(
      'Dropped out: Took another offer',
    );

    // Job B handed to Ravi, a recruiter: the recruiter filter sees only its offers.
    await db.updateTable('jobs').set({ recruiter_id: ravi.id }).where('id', '=', jobB).execute();
    const owned = await report<OffersReport>(admin, 'offers', `${MARCH}&recruiterId=${ravi.id}`);
    expect(counts(owned)).toMatchObject({ sent: 1, accepted: 1, declined: 0, 'another-offer': 1 });
    expect(owned.acceptanceRate).toBe(1);
    expect(await report(admin, 'funnel', `${MARCH}&recruiterId=${ravi.id}`)).toEqual(
      await report(admin, 'funnel', `${MARCH}&jobId=${jobB}`),
    );
    const listed = (await admin.call('GET', '/api/reports/jobs')).json().data as {
      id: number;
      recruiterId: number | null;
      recruiterName: string | null;
    }[];
    expect(listed.find((job) => job.id === jobB)).toMatchObject({
      recruiterId: ravi.id,
      recruiterName: 'Ravi Kumar',
    });
    const refused = await admin.call('GET', '/api/reports/offers?recruiterId=abc');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      recruiterId: applicationsFilterMessages.recruiterInvalid,
    });

    const csv = await admin.call('GET', `/api/reports/offers/csv?${MARCH}`);
    expect(csv.body).toContain('Outcome,Offers\r\nSent,5\r\nAccepted,2\r\n');
    expect(csv.body).toContain('Acceptance rate,0.5000\r\n');
    expect((await interviewer.call('GET', '/api/reports/offers')).statusCode).toBe(403);
    expect((await manager.call('GET', '/api/reports/offers')).json().data.rows[0]).toMatchObject({
      outcome: 'sent',
    });
  });

  it('counts an application offered the job once, from its offers sent, by source', async () => {
    const db = ctx.database.db;
    // The offers test's six applications, made on 1 December 2024, each sent an offer (one of
    // them twice, as a revision); a seventh gets a draft that was never sent.
    const drafted = await insertApplicationRow(db, {
      jobId: jobA,
      createdAt: at('2024-12-01'),
      email: 'drafted@example.com',
    });
    const sent = await db
      .selectFrom('offers')
      .selectAll()
      .where('sent_at', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = sent;
    await db
      .insertInto('offers')
      .values({ ...copy, application_id: drafted, status: 'draft', sent_at: null })
      .execute();
    const december = 'from=2024-12-01&to=2024-12-01';
    const sources = await report<SourcesReport>(admin, 'sources', december);
    expect(sources.rows.find((row) => row.source === 'careers_site')).toEqual({
      source: 'careers_site',
      applications: 7,
      reachedInterview: 0,
      offered: 6,
      hired: 0,
      interviewRate: 0,
      offerRate: 0.8571,
      hireRate: 0,
    });
    const jobOnly = await report<SourcesReport>(admin, 'sources', `${december}&jobId=${jobB}`);
    expect(jobOnly.rows.find((row) => row.source === 'careers_site')).toMatchObject({
      applications: 1,
      offered: 1,
    });
    const csv = await admin.call('GET', `/api/reports/sources/csv?${december}`);
    expect(csv.body).toContain(
      'Source,Applications,Reached interview,Offered,Hired,Interview rate,Offer rate,Hire rate\r\n',
    );
    expect(csv.body).toContain('Careers site,7,0,6,0,0.0000,0.8571,0.0000\r\n');
  });
});
