import type { Kysely } from 'kysely';
import { addDays, indiaDayStart } from '@vistaar/shared/lib/job-dates';
import * as summaries from '../../server/db/migrations/0084_report_summaries';
import * as stageJobs from '../../server/db/migrations/0085_report_stage_jobs';
import { mergeCandidates } from '../../server/modules/candidates/candidate-merge-service';
import { eraseApplication } from '../../server/modules/erasure';
import { REPORT_VIEWS } from '../../server/modules/reports';
import { isoWeekOf } from '../../server/modules/reports/report-stats';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { seedRandomHistory } from '../support/random-hiring-history';
import { dialect } from './careers-fixtures';
import { addStaff } from './interview-fixtures';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** The interviewer load view's limit for feedback on time. */
const DUE_HOURS = 24;

const iso = (at: number) => new Date(at).toISOString();

/** Each key's count (1 a row, or what `count` gives), added up, those adding up to 0 left out. */
function countsByKey<Row>(
  rows: readonly Row[],
  key: (row: Row) => unknown[],
  count: (row: Row) => number = () => 1,
) {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const at = key(row).join('|');
    counts.set(at, (counts.get(at) ?? 0) + count(row));
  }
  return new Map([...counts].filter(([, total]) => total !== 0));
}
const indiaDay = (at: string) => new Date(Date.parse(at) + 330 * 60_000).toISOString().slice(0, 10);

/**
 * The summaries of migration 0084 (each panel seat's first feedback, each application's
 * closings by kind and reason, the funnel's entries by day over every job and source), the job
 * each stage summary row carries and time in stage's buckets (0085) equal the same worked out
 * from what they sum, and the views reading them answer as that would, after a random history:
 * moves back and forth, rejections with and without reasons, withdrawals and reopenings,
 * interviews rescheduled and cancelled with feedback on time, late, revised, out of order and
 * missing, erasure, a candidate merge, a deleted application and applications moved to another
 * job or to none; and so does the migrations' backfill of that history.
 */
describe(`report summaries (${dialect})`, () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });

  afterAll(async () => {
    await ctx.close();
  });

  async function closingsFromHistory() {
    const db = ctx.database.db;
    const moves = await db
      .selectFrom('application_events as e')
      .innerJoin('pipeline_stages as s', 's.id', 'e.to_stage_id')
      .select(['e.application_id', 's.kind', 'e.rejection_reason_id', 'e.created_at'])
      .where('e.kind', '=', 'stage-moved')
      .where('s.kind', 'in', ['rejected', 'withdrawn'])
      .execute();
    return moves.map((move) => ({
      application_id: move.application_id,
      kind: move.kind,
      reason_id: move.kind === 'rejected' ? (move.rejection_reason_id ?? 0) : 0,
      at: move.created_at,
    }));
  }

  /** Rejections and withdrawals as the history gives them: applications per kind and reason. */
  async function rejectionsFromHistory(from?: string, to?: string) {
    const db = ctx.database.db;
    const start = from ? indiaDayStart(from) : '';
    const end = to ? indiaDayStart(addDays(to, 1)) : '9999';
    const counted = new Map<string, Set<number>>();
    for (const move of await closingsFromHistory()) {
      if (move.at < start || move.at >= end) continue;
      const key = `${move.kind}|${move.reason_id}`;
      counted.set(key, (counted.get(key) ?? new Set()).add(move.application_id));
    }
    const reasons = await db
      .selectFrom('rejection_reasons')
      .select(['id', 'label', 'position'])
      .orderBy('position')
      .orderBy('id')
      .execute();
    const rejected = [{ id: 0, label: 'No reason given' }, ...reasons]
      .filter((reason) => counted.has(`rejected|${reason.id}`))
      .sort(
        (a, b) =>
          ('position' in a ? a.position : Infinity) - ('position' in b ? b.position : Infinity),
      )
      .map((reason) => ({
        kind: 'rejected',
        reasonId: reason.id === 0 ? null : reason.id,
        label: reason.label,
        count: counted.get(`rejected|${reason.id}`)!.size,
      }));
    return [
      ...rejected,
      {
        kind: 'withdrawn',
        reasonId: null,
        label: 'Withdrawn by the candidate',
        count: counted.get('withdrawn|0')?.size ?? 0,
      },
    ];
  }

  /** Interviewer load as the interviews, their seats and every submission give it. */
  async function loadFromInterviews(now: Date, from?: string, to?: string) {
    const db = ctx.database.db;
    const start = from ? indiaDayStart(from) : '';
    const end = to ? indiaDayStart(addDays(to, 1)) : '9999';
    const seats = await db
      .selectFrom('interviews as i')
      .innerJoin('interview_interviewers as p', 'p.interview_id', 'i.id')
      .innerJoin('staff_users as u', 'u.id', 'p.staff_id')
      .select(['i.id', 'i.starts_at', 'i.ends_at', 'i.status', 'p.staff_id', 'u.name'])
      .execute();
    const feedback = await db
      .selectFrom('interview_feedback')
      .select(['interview_id', 'staff_id', 'created_at'])
      .execute();
    const counts = new Map<string, { interviews: number; missing: number; late: number }>();
    for (const seat of seats) {
      if (seat.status !== 'scheduled' || seat.starts_at < start || seat.starts_at >= end) continue;
      const given = feedback
        .filter((row) => row.interview_id === seat.id && row.staff_id === seat.staff_id)
        .map((row) => row.created_at)
        .sort()[0];
      const key = `${seat.staff_id}|${seat.name}|${indiaDay(seat.starts_at)}`;
      const count = counts.get(key) ?? { interviews: 0, missing: 0, late: 0 };
      count.interviews += 1;
      if (given === undefined && Date.parse(seat.ends_at) <= now.getTime()) count.missing += 1;
      if (given !== undefined && Date.parse(given) > Date.parse(seat.ends_at) + DUE_HOURS * HOUR)
        count.late += 1;
      counts.set(key, count);
    }
    return counts;
  }

  async function expectSummariesMatch() {
    const db = ctx.database.db;
    const now = new Date();

    // Each seat's first feedback.
    const seats = await db
      .selectFrom('interview_interviewers as p')
      .select([
        'p.interview_id',
        'p.staff_id',
        'p.first_feedback_at',
        (eb) =>
          eb
            .selectFrom('interview_feedback as f')
            .select((inner) => inner.fn.min('f.created_at').as('first'))
            .whereRef('f.interview_id', '=', 'p.interview_id')
            .whereRef('f.staff_id', '=', 'p.staff_id')
            .as('first'),
      ])
      .execute();
    expect(seats.length).toBeGreaterThan(0);
    for (const seat of seats) expect(seat.first_feedback_at).toBe(seat.first ?? null);

    // Each application's closings.
    const expected = new Map<string, { first: string; last: string }>();
    for (const move of await closingsFromHistory()) {
      const key = `${move.application_id}|${move.kind}|${move.reason_id}`;
      const known = expected.get(key);
      expected.set(key, {
        first: known && known.first < move.at ? known.first : move.at,
        last: known && known.last > move.at ? known.last : move.at,
      });
    }
    const closings = await db.selectFrom('application_closings').selectAll().execute();
    expect(
      new Map(
        closings.map((row) => [
          `${row.application_id}|${row.kind}|${row.reason_id}`,
          { first: row.first_moved_at, last: row.last_moved_at },
        ]),
      ),
    ).toEqual(expected);

    // Each stage summary row's job (0085): its application's, 0 for none.
    const rowJobs = await db
      .selectFrom('application_stage_totals as t')
      .innerJoin('job_applications as a', 'a.id', 't.application_id')
      .select(['t.job_id', 'a.job_id as applicationJob'])
      .execute();
    expect(rowJobs.length).toBeGreaterThan(0);
    for (const row of rowJobs) expect(Number(row.job_id)).toBe(row.applicationJob ?? 0);

    // Time in stage's buckets (0085): the rows with ended visits per job, stage and whole day.
    const ended = await db
      .selectFrom('application_stage_totals')
      .selectAll()
      .where('ended_visits', '>', 0)
      .execute();
    expect(ended.length).toBeGreaterThan(0);
    expect(
      countsByKey(
        await db.selectFrom('stage_time_buckets').selectAll().execute(),
        (row) => [row.job_id, row.stage_id, row.bucket],
        (row) => Number(row.applications),
      ),
    ).toEqual(
      countsByKey(ended, (row) => [row.job_id, row.stage_id, Math.floor(Number(row.ended_days))]),
    );

    // The funnel's days over every job and source.
    const dayKey = (row: { stage_id: number; reached_stage_id: number; entered_on: string }) => [
      row.stage_id,
      row.reached_stage_id,
      row.entered_on,
    ];
    const applications = (row: { applications: number }) => Number(row.applications);
    expect(
      countsByKey(
        await db.selectFrom('stage_entry_day_totals').selectAll().execute(),
        dayKey,
        applications,
      ),
    ).toEqual(
      countsByKey(
        await db.selectFrom('stage_entry_days').selectAll().execute(),
        dayKey,
        applications,
      ),
    );

    // The views, over everything and over ranges cutting through the history.
    const everything = { department: '', location: '' };
    for (const [from, to] of [
      [undefined, undefined],
      ['2000-01-01', '2099-12-31'],
      ['2025-01-05', '2025-01-20'],
      ['2025-01-10', undefined],
      [undefined, '2025-01-15'],
      ['2025-01-12', '2025-01-13'],
    ] as const) {
      const scope = { ...everything, from, to };
      const rejections = await REPORT_VIEWS.rejections.build(db, scope, now);
      expect(rejections.rows).toEqual(await rejectionsFromHistory(from, to));
      const load = await REPORT_VIEWS.interviewers.build(db, scope, now);
      const byWeek = new Map<string, { interviews: number; missing: number; late: number }>();
      for (const [key, count] of await loadFromInterviews(now, from, to)) {
        const [staffId, name, day] = key.split('|');
        const week = `${staffId}|${name}|${isoWeekOf(day)}`;
        const sum = byWeek.get(week) ?? { interviews: 0, missing: 0, late: 0 };
        byWeek.set(week, {
          interviews: sum.interviews + count.interviews,
          missing: sum.missing + count.missing,
          late: sum.late + count.late,
        });
      }
      expect(
        new Map(
          load.rows.map((row) => [
            `${row.staffId}|${row.name}|${row.week}`,
            { interviews: row.interviews, missing: row.feedbackMissing, late: row.feedbackLate },
          ]),
        ),
      ).toEqual(byWeek);
    }
    // The funnel over the totals equals the funnel over the detailed days, narrowed to every
    // source one by one and added up.
    const funnel = await REPORT_VIEWS.funnel.build(db, everything, now);
    const sources = await db.selectFrom('job_applications').select('source').distinct().execute();
    const entered = new Map<number, number>();
    for (const { source } of sources) {
      for (const row of (await REPORT_VIEWS.funnel.build(db, { ...everything, source }, now))
        .rows) {
        entered.set(row.stageId, (entered.get(row.stageId) ?? 0) + row.entered);
      }
    }
    for (const row of funnel.rows) expect(row.entered).toBe(entered.get(row.stageId) ?? 0);
  }

  it('equals what it sums through moves, closings, interviews, feedback, erasure and merges', async () => {
    const db = ctx.database.db;
    const start = Date.parse('2025-01-01T00:00:00.000Z');
    const { random, pick, ids, jobs } = await seedRandomHistory(ctx, {
      seed: 20_261_129,
      jobTitles: ['Summary Engineer', 'Summary Analyst'],
      applications: 14,
      moves: 140,
      emailPrefix: 'summary',
      start,
      spreadDays: 15,
    });
    const panel = [
      await addStaff(ctx, 'asha.summaries@example.com', 'interviewer', 'Asha Verma'),
      await addStaff(ctx, 'dev.summaries@example.com', 'interviewer', 'Dev Menon'),
      await addStaff(ctx, 'ira.summaries@example.com', 'recruiter', 'Ira Sen'),
    ];

    // Interviews: panels of one to three; feedback on time, late, revised, out of order, none.
    const interviews: number[] = [];
    for (let index = 0; index < 20; index += 1) {
      // Two not over yet (one under way now): their seats without feedback are not missing.
      const startsAt =
        index === 18
          ? Date.now() - HOUR / 2
          : index === 19
            ? Date.now() + 2 * DAY
            : start + Math.floor(random() * 20 * DAY);
      const { id } = await db
        .insertInto('interviews')
        .values({
          // The deleted application below has none: its interviews would hold it.
          application_id: pick(ids.slice(6)),
          uid: `summary-${index}@example.com`,
          mode: 'video',
          starts_at: iso(startsAt),
          ends_at: iso(startsAt + HOUR),
          duration_minutes: 60,
          video_url: 'https://meet.example.com/summary',
          location: null,
          status: 'scheduled',
          cancel_reason: null,
          cancelled_at: null,
          created_by: null,
          created_at: iso(startsAt - DAY),
          updated_at: iso(startsAt - DAY),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      interviews.push(id);
      const seated = panel.slice(0, 1 + (index % 3));
      await db
        .insertInto('interview_interviewers')
        .values(seated.map((member) => ({ interview_id: id, staff_id: member.id })))
        .execute();
      for (const member of seated) {
        const roll = random();
        if (roll < 0.25 || index >= 18) continue;
        // On time, or up to three days late; now and then revised, or a later one written first.
        const given = startsAt + HOUR + Math.floor(random() * 3 * DAY);
        const times =
          roll < 0.4 ? [given + DAY, given] : roll < 0.55 ? [given, given + 2 * HOUR] : [given];
        let supersedes: number | null = null;
        for (const [position, at] of times.entries()) {
          const last = position === times.length - 1;
          const written: { id: number } = await db
            .insertInto('interview_feedback')
            .values({
              interview_id: id,
              staff_id: member.id,
              ratings: '[]',
              score_sum: 0,
              score_count: 0,
              recommendation: 'yes',
              comments: 'Clear thinker.',
              supersedes_id: supersedes,
              superseded_at: last ? null : iso(at + HOUR),
              created_at: iso(at),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          supersedes = written.id;
        }
      }
    }
    await expectSummariesMatch();

    // Rescheduled (across India's midnight and to another week) and cancelled interviews.
    for (const id of interviews.slice(0, 4)) {
      const moved = start + Math.floor(random() * 20 * DAY) + 19 * HOUR;
      await db
        .updateTable('interviews')
        .set({ starts_at: iso(moved), ends_at: iso(moved + HOUR) })
        .where('id', '=', id)
        .execute();
    }
    await db
      .updateTable('interviews')
      .set({ status: 'cancelled', cancelled_at: iso(start) })
      .where('id', 'in', interviews.slice(4, 6))
      .execute();
    // An interview removed with its seats and feedback; a submission removed, a seat given up,
    // and one added after feedback came from it.
    await db.deleteFrom('interviews').where('id', '=', interviews[7]).execute();
    // A submission no revision points back to (a revised one stays as its revision's past).
    const someFeedback = await db
      .selectFrom('interview_feedback as f')
      .select(['f.id', 'f.interview_id', 'f.staff_id'])
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('interview_feedback as g')
              .select('g.id')
              .whereRef('g.supersedes_id', '=', 'f.id'),
          ),
        ),
      )
      .orderBy('f.id')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('interview_feedback').where('id', '=', someFeedback.id).execute();
    const answered = await db
      .selectFrom('interview_feedback')
      .select(['interview_id', 'staff_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await db
      .deleteFrom('interview_interviewers')
      .where('interview_id', '=', answered.interview_id)
      .where('staff_id', '=', answered.staff_id)
      .execute();
    await expectSummariesMatch();
    await db.insertInto('interview_interviewers').values(answered).execute();
    await expectSummariesMatch();

    // Erasure cancels scheduled interviews and keeps the history; a merge moves applications.
    for (const id of ids.slice(0, 2)) {
      await db.transaction().execute((trx) =>
        eraseApplication(trx, id, {
          reason: 'privacy-request',
          actor: { staffId: null },
          secret: ctx.app.appSecret,
        }),
      );
    }
    const made = new Date().toISOString();
    const person = (email: string) => ({
      first_name: 'Meera',
      last_name: 'Iyer',
      email,
      email_normalized: email,
      phone: '9000000011',
      phone_normalized: '9000000011',
      source: 'careers_site' as const,
      erased_at: null,
      created_at: made,
      updated_at: made,
    });
    const [winner, loser] = await Promise.all(
      ['meera@example.com', 'meera.iyer@example.com'].map(
        async (email) =>
          (
            await db
              .insertInto('candidates')
              .values(person(email))
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
      ),
    );
    await db
      .updateTable('job_applications')
      .set({ candidate_id: winner })
      .where('id', '=', ids[3])
      .execute();
    await db
      .updateTable('job_applications')
      .set({ candidate_id: loser })
      .where('id', '=', ids[4])
      .execute();
    const pair = await db
      .insertInto('candidate_duplicates')
      .values({
        candidate_id: Math.min(winner, loser),
        other_id: Math.max(winner, loser),
        reasons: JSON.stringify(['phone']),
        decided_by: null,
        decided_at: null,
        created_at: made,
        updated_at: made,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await mergeCandidates(db, { staffId: null }, pair.id, {
      winnerId: winner,
      firstName: winner,
      lastName: winner,
      email: loser,
      phone: winner,
      source: winner,
    });
    expect(
      await db
        .selectFrom('job_applications')
        .select('candidate_id')
        .where('id', '=', ids[4])
        .executeTakeFirstOrThrow(),
    ).toEqual({ candidate_id: winner });
    await db.deleteFrom('job_applications').where('id', '=', ids[5]).execute();
    await expectSummariesMatch();

    // Applications moved to another job, and to none.
    await db
      .updateTable('job_applications')
      .set({ job_id: jobs[1] })
      .where('id', 'in', ids.slice(6, 9))
      .where('job_id', '=', jobs[0])
      .execute();
    await db
      .updateTable('job_applications')
      .set({ job_id: null })
      .where('id', '=', ids[9])
      .execute();
    await expectSummariesMatch();

    // The migration builds the same from the history already there.
    await stageJobs.down(db as Kysely<unknown>);
    await summaries.down(db as Kysely<unknown>);
    await summaries.up(db as Kysely<unknown>);
    await stageJobs.up(db as Kysely<unknown>);
    await expectSummariesMatch();
  });
});
