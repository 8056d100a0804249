// The hiring reports' part of `npm run bench`: a year of hiring history over every seeded
// application (about ten history rows each: moves back and forth with mistaken moves taken
// back, rejections with reasons, withdrawals, notes, e-mails, interviews over the year with
// feedback on time, late or missing, offers and joinings), then each report view timed over
// everything, from 2000 to today, the last 90 days, and narrowed to a job, a department, a
// recruiter's jobs and a hiring manager's.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql, type Insertable, type Kysely } from 'kysely';
import { addDays, indiaToday } from '@vistaar/shared/lib/job-dates';
import { dialectOf } from '../../server/db/dialect';
import type { Database } from '../../server/db/schema';
import { REPORT_VIEWS, type ReportScope } from '../../server/modules/reports';
import {
  chances,
  DAY,
  HOUR,
  later,
  offerFixtures,
  rejectionReasonIds,
  seedMembers,
  SOURCE_SHARES,
  stageIds,
  type Stage,
} from './hiring-history';
import { rng } from './seed-applications';

const ROWS_PER_INSERT = 1_000;
const IDS_PER_UPDATE = 2_000;
/** History rows an application gets in all: e-mails fill up what its path leaves. */
const EVENTS_PER_APPLICATION = 10;
/** A move taken back minutes later, as a desk corrects a slip. */
const MISTAKEN_MOVE = 0.35;

/**
 * The talent pool's triggers rebuild a candidate's search row for every candidate,
 * application and note written, one at a time, and on SQLite bump its last activity for every
 * other history row. Bulk seeds switch them off for their writes (in the bench's own scratch
 * database: disabled on PostgreSQL, dropped and re-created from their stored text on SQLite),
 * then rebuild every candidate's row once, with the function the triggers call on PostgreSQL
 * and by touching each candidate (whose trigger rebuilds its row) on SQLite: the state the
 * triggers would have left.
 */
const POOL_TABLES = ['candidates', 'job_applications', 'application_events'];
const POOL_TRIGGER = /^candidate_search_/;
const CANDIDATES_PER_REBUILD = 2_000;

export async function withPoolRebuiltOnce<T>(db: Kysely<Database>, work: () => Promise<T>) {
  const postgres = dialectOf(db) === 'postgres';
  const triggers = postgres
    ? await sql<{ name: string; table: string; definition: string }>`
        select tgname as name, c.relname as table, '' as definition
        from pg_trigger t inner join pg_class c on c.oid = t.tgrelid
        where not t.tgisinternal and c.relname in (${sql.join(POOL_TABLES)})`.execute(db)
    : await sql<{ name: string; table: string; definition: string }>`
        select name, tbl_name as "table", sql as definition from sqlite_master
        where type = 'trigger' and tbl_name in (${sql.join(POOL_TABLES)})`.execute(db);
  const pool = triggers.rows.filter((trigger) => POOL_TRIGGER.test(trigger.name));
  for (const { name, table } of pool) {
    await (
      postgres
        ? sql`alter table ${sql.table(table)} disable trigger ${sql.id(name)}`
        : sql`drop trigger ${sql.id(name)}`
    ).execute(db);
  }
  try {
    return await work();
  } finally {
    for (const { name, table, definition } of pool) {
      await (
        postgres
          ? sql`alter table ${sql.table(table)} enable trigger ${sql.id(name)}`
          : sql.raw(definition)
      ).execute(db);
    }
    const { high } = await db
      .selectFrom('candidates')
      .select((eb) => eb.fn.max('id').as('high'))
      .executeTakeFirstOrThrow();
    // The rebuild reads the new rows through indexes only once the planner knows of them.
    if (postgres) await sql`analyze`.execute(db);
    for (let first = 1; first <= Number(high ?? 0); first += CANDIDATES_PER_REBUILD) {
      const last = first + CANDIDATES_PER_REBUILD - 1;
      await (
        postgres
          ? sql`select refresh_candidate_search(array(select id from candidates
            where id between ${first} and ${last}))`
          : sql`update candidates set updated_at = updated_at where id between ${first} and ${last}`
      ).execute(db);
    }
  }
}

export interface HistorySeeded {
  events: number;
  moves: number;
  interviews: number;
  offers: number;
  /** What the filtered cases narrow to. */
  jobId: number;
  department: string;
  recruiterId: number;
  managerId: number;
}

/**
 * Walks every application from New through the pipeline (its stage, when it entered it and
 * its source follow from its path), with its jobs owned by three recruiters and managed by two
 * hiring managers; the applications' first visits begin in New.
 */
export async function seedStageHistory(db: Kysely<Database>): Promise<HistorySeeded> {
  const now = Date.now();
  const iso = (at: number) => new Date(at).toISOString();
  const { weighted, walk, between } = chances(rng(7));
  const { recruiters, managers, interviewers } = await seedMembers(db, 'bench-history');
  const stages = await stageIds(db);
  const stageId = (name: Stage) => stages.get(name)!;
  const jobs = await db.selectFrom('jobs').select(['id', 'department']).orderBy('id').execute();
  const ownerOf = new Map<number, number>();
  for (const [position, job] of jobs.entries()) {
    const recruiter = recruiters[position % recruiters.length];
    ownerOf.set(job.id, recruiter);
    await db
      .updateTable('jobs')
      .set({ recruiter_id: recruiter })
      .where('id', '=', job.id)
      .execute();
  }
  await db
    .insertInto('job_hiring_managers')
    .values(
      jobs.map((job, position) => ({
        job_id: job.id,
        staff_id: managers[position % managers.length],
        created_at: iso(now - 400 * DAY),
      })),
    )
    .execute();
  const reasons = await rejectionReasonIds(db, now);
  const { templateId, structureId } = await offerFixtures(db, now);
  const applications = await db
    .selectFrom('job_applications')
    .select(['id', 'created_at', 'job_id'])
    .orderBy('id')
    .execute();

  const counts = { events: 0, moves: 0, interviews: 0, offers: 0 };
  await withPoolRebuiltOnce(db, () =>
    db.transaction().execute(async (trx) => {
      // The applications were seeded in the stages they end in; their history starts them in
      // New, so their first visits (written as they were inserted) begin there.
      await trx
        .updateTable('application_stage_visits')
        .set({ stage_id: stageId('New') })
        .execute();
      // The applications benchmark's interviews all start now: spread them after each application.
      const benchInterviews = await trx
        .selectFrom('interviews as i')
        .innerJoin('job_applications as a', 'a.id', 'i.application_id')
        .select(['i.id', 'a.created_at'])
        .execute();
      for (const interview of benchInterviews) {
        const startsAt = Math.min(
          later(Date.parse(interview.created_at), between(2, 20)),
          now + 5 * DAY,
        );
        await trx
          .updateTable('interviews')
          .set({ starts_at: iso(startsAt), ends_at: iso(startsAt + HOUR) })
          .where('id', '=', interview.id)
          .execute();
      }

      let events: Insertable<Database['application_events']>[] = [];
      let panels: {
        interview: Insertable<Database['interviews']>;
        staff: number[];
        /** Per seat: when its feedback came and its three scores, or null for none. */
        feedback: ({ at: number; scores: number[] } | null)[];
      }[] = [];
      let offers: {
        offer: Insertable<Database['offers']>;
        joining: Omit<Insertable<Database['joining_outcomes']>, 'offer_id'> | null;
      }[] = [];
      const bySource = new Map<string, number[]>();
      const flush = async (all = false) => {
        if (events.length >= ROWS_PER_INSERT || (all && events.length > 0)) {
          await trx.insertInto('application_events').values(events).execute();
          counts.events += events.length;
          events = [];
        }
        if (panels.length >= ROWS_PER_INSERT / 4 || (all && panels.length > 0)) {
          const made = await trx
            .insertInto('interviews')
            .values(panels.map((panel) => panel.interview))
            .returning(['id', 'uid'])
            .execute();
          const idOf = new Map(made.map((row) => [row.uid, row.id]));
          const seats = panels.flatMap((panel) =>
            panel.staff.map((staff) => ({
              interview_id: idOf.get(panel.interview.uid)!,
              staff_id: staff,
            })),
          );
          await trx.insertInto('interview_interviewers').values(seats).execute();
          const feedback = panels.flatMap((panel) =>
            panel.staff.flatMap((staff, seat) => {
              const given = panel.feedback[seat];
              if (given === null) return [];
              const { at, scores } = given;
              return [
                {
                  interview_id: idOf.get(panel.interview.uid)!,
                  staff_id: staff,
                  ratings: JSON.stringify(
                    scores.map((score, n) => ({ criterion: `Criterion ${n + 1}`, score })),
                  ),
                  score_sum: scores.reduce((sum, score) => sum + score, 0),
                  score_count: scores.length,
                  recommendation: 'yes' as const,
                  comments: '',
                  supersedes_id: null,
                  superseded_at: null,
                  created_at: iso(at),
                },
              ];
            }),
          );
          if (feedback.length > 0)
            await trx.insertInto('interview_feedback').values(feedback).execute();
          counts.interviews += panels.length;
          panels = [];
        }
        if (offers.length >= ROWS_PER_INSERT / 4 || (all && offers.length > 0)) {
          const made = await trx
            .insertInto('offers')
            .values(offers.map((item) => item.offer))
            .returning(['id', 'application_id'])
            .execute();
          const idOf = new Map(made.map((row) => [row.application_id, row.id]));
          const joinings = offers.flatMap((item) =>
            item.joining
              ? [{ ...item.joining, offer_id: idOf.get(item.offer.application_id)! }]
              : [],
          );
          if (joinings.length > 0)
            await trx.insertInto('joining_outcomes').values(joinings).execute();
          counts.offers += offers.length;
          offers = [];
        }
      };

      for (const application of applications) {
        const created = Date.parse(application.created_at);
        const source = weighted(SOURCE_SHARES);
        const sameSource = bySource.get(source) ?? [];
        sameSource.push(application.id);
        bySource.set(source, sameSource);
        const owner =
          application.job_id === null ? recruiters[0] : ownerOf.get(application.job_id)!;
        const path = walk(created, now, interviewers);
        const written = events.length;
        const event = (
          kind: Insertable<Database['application_events']>['kind'],
          at: number,
          move?: { from: number; to: number; reason?: string },
        ) =>
          events.push({
            application_id: application.id,
            kind,
            staff_id: owner,
            from_stage_id: move?.from ?? null,
            to_stage_id: move?.to ?? null,
            rejection_reason_id: move?.reason ? (reasons.get(move.reason) ?? null) : null,
            comment: kind === 'note' ? 'Spoke to the candidate; notes on the call.' : null,
            created_at: iso(at),
          });
        let from = stageId('New');
        let fromAt = created;
        for (const [index, step] of path.moves.entries()) {
          const to = stageId(step.to);
          const nextAt = path.moves[index + 1]?.at ?? now;
          // A slip: closed by mistake and reopened an hour later, before the real move.
          const slip = step.to !== 'Hired' && between(0, 1) < MISTAKEN_MOVE;
          if (slip && step.at - 2 * HOUR > fromAt) {
            const wrong = step.to === 'Rejected' ? stageId('Withdrawn') : stageId('Rejected');
            event('stage-moved', step.at - 2 * HOUR, {
              from,
              to: wrong,
              reason: step.to === 'Rejected' ? undefined : 'No response',
            });
            event('stage-moved', step.at - HOUR, { from: wrong, to: from });
            counts.moves += 2;
          }
          event('stage-moved', step.at, { from, to, reason: step.reason });
          counts.moves += 1;
          if (between(0, 1) < 0.4) event('note', step.at + between(0.1, 0.5) * (nextAt - step.at));
          from = to;
          fromAt = step.at;
        }
        for (const panel of path.panels) {
          const uid = `${randomBytes(8).toString('hex')}@bench-history`;
          const scheduledAt = Math.max(created, panel.startsAt - 2 * DAY);
          if (scheduledAt >= now) continue;
          event('interview-scheduled', scheduledAt);
          const feedback = panel.feedbackHours.map((hours) => {
            const at = panel.startsAt + HOUR + (hours ?? 0) * HOUR;
            if (panel.cancelled || hours === null || at >= now) return null;
            return { at, scores: [1, 2, 3].map(() => 1 + Math.floor(between(0, 4))) };
          });
          for (const given of feedback) if (given) event('feedback-submitted', given.at);
          if (panel.cancelled && panel.startsAt - DAY < now) {
            event('interview-cancelled', panel.startsAt - DAY);
          }
          panels.push({
            interview: {
              application_id: application.id,
              uid,
              mode: 'video',
              starts_at: iso(panel.startsAt),
              ends_at: iso(panel.startsAt + HOUR),
              duration_minutes: 60,
              video_url: 'https://meet.example.com/bench',
              location: null,
              status: panel.cancelled ? 'cancelled' : 'scheduled',
              cancel_reason: panel.cancelled ? 'Candidate asked to move it' : null,
              cancelled_at: panel.cancelled ? iso(panel.startsAt - DAY) : null,
              created_by: owner,
              created_at: iso(scheduledAt),
              updated_at: iso(scheduledAt),
            },
            staff: panel.staff,
            feedback,
          });
        }
        if (path.offer) {
          const offer = path.offer;
          offers.push({
            offer: {
              application_id: application.id,
              version: 1,
              status: offer.status,
              template_id: templateId,
              ctc_structure_id: structureId,
              ctc: 1_200_000 + (application.id % 24) * 100_000,
              breakup: '[]',
              designation: 'Software Engineer',
              location: 'Pune',
              reporting_manager: 'Siddharth Rao',
              joining_date: offer.joiningDate,
              valid_until: offer.validUntil,
              link_token_hash: null,
              letter_file_id: null,
              letter_sha256: null,
              signed_file_id: null,
              signed_sha256: null,
              signed_kid: null,
              accepted_name: offer.status === 'accepted' ? 'Accepted' : null,
              decline_reason: offer.status === 'declined' ? 'Accepted another offer' : null,
              sent_at: iso(offer.sentAt),
              responded_at: offer.respondedAt === null ? null : iso(offer.respondedAt),
              created_by: owner,
              created_at: iso(offer.sentAt - DAY),
              updated_at: iso(offer.respondedAt ?? offer.sentAt),
            },
            joining: offer.joining && {
              application_id: application.id,
              outcome: offer.joining.outcome,
              dropout_reason: offer.joining.reason,
              note: null,
              employee_id: null,
              staff_id: owner,
              created_at: iso(offer.joining.at),
            },
          });
        }
        // E-mails (acknowledgements, stage e-mails) between the application and now.
        for (let filler = events.length - written; filler < EVENTS_PER_APPLICATION; filler += 1) {
          event('email-sent', created + between(0, 1) * Math.min(now - created, 40 * DAY));
        }
        await flush();
      }
      await flush(true);

      // The update below finds each application's last move through an index only once the
      // planner knows how many rows the history now holds.
      if (dialectOf(db) === 'postgres') await sql`analyze application_events`.execute(trx);
      // Each application's stage, since when, and source, from its path: one update per row.
      for (const [source, ids] of bySource) {
        for (let first = 0; first < ids.length; first += IDS_PER_UPDATE) {
          const slice = ids.slice(first, first + IDS_PER_UPDATE);
          await sql`update job_applications set source = ${source},
          stage_id = coalesce((select e.to_stage_id from application_events e
            where e.application_id = job_applications.id and e.kind = 'stage-moved'
            order by e.created_at desc, e.id desc limit 1), ${stageId('New')}),
          stage_entered_at = coalesce((select max(e.created_at) from application_events e
            where e.application_id = job_applications.id and e.kind = 'stage-moved'), created_at)
          where id in (${sql.join(slice)})`.execute(trx);
        }
      }
    }),
  );
  const department = jobs[1].department;
  return {
    ...counts,
    jobId: jobs[0].id,
    department,
    recruiterId: recruiters[1],
    managerId: managers[0],
  };
}

/** The seeded history's facts, written beside a kept bench database once it is complete. */
const keptFile = (dir: string, label: string) => path.join(dir, `${label.toLowerCase()}.json`);

export function keepHistory(dir: string, label: string, seeded: HistorySeeded) {
  fs.writeFileSync(keptFile(dir, label), JSON.stringify(seeded));
}

/** A kept database's history, or undefined when none was completed there. */
export function keptHistory(dir: string, label: string): HistorySeeded | undefined {
  const file = keptFile(dir, label);
  return fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as HistorySeeded)
    : undefined;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export interface ReportTiming {
  db: string;
  view: string;
  range: string;
  median: number;
  p95: number;
}

/** The filters each view is timed with. */
function reportCases(seeded: HistorySeeded): { range: string; scope: ReportScope }[] {
  const today = indiaToday();
  const none = { department: '', location: '' };
  return [
    { range: 'everything', scope: none },
    { range: '2000-01-01 to today', scope: { ...none, from: '2000-01-01', to: today } },
    { range: 'last 90 days', scope: { ...none, from: addDays(today, -90), to: today } },
    { range: 'one job', scope: { ...none, jobId: seeded.jobId } },
    { range: 'one department', scope: { ...none, department: seeded.department } },
    {
      range: "a recruiter's jobs, 2000 to today",
      scope: { ...none, recruiterId: seeded.recruiterId, from: '2000-01-01', to: today },
    },
    {
      range: "a hiring manager's jobs, last 90 days",
      scope: { ...none, managedBy: seeded.managerId, from: addDays(today, -90), to: today },
    },
  ];
}

/**
 * Each view's p50 and p95 over `runs` runs (after three warm-up runs), per case; `views`
 * (names, comma-separated) times only those.
 */
export async function measureReports(
  db: Kysely<Database>,
  label: string,
  runs: number,
  seeded: HistorySeeded,
  views = '',
): Promise<ReportTiming[]> {
  const results: ReportTiming[] = [];
  const chosen = views.split(',').filter(Boolean);
  for (const [view, definition] of Object.entries(REPORT_VIEWS)) {
    if (chosen.length > 0 && !chosen.includes(view)) continue;
    for (const { range, scope } of reportCases(seeded)) {
      const times: number[] = [];
      for (let run = 0; run < runs + 3; run += 1) {
        const started = performance.now();
        await definition.build(db, scope, new Date());
        if (run >= 3) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      results.push({
        db: label,
        view,
        range,
        median: percentile(times, 50),
        p95: percentile(times, 95),
      });
    }
  }
  return results;
}
