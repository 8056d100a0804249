// The hiring reports' part of `npm run bench`: a stage history for every seeded application
// (about ten history rows each, moves back and forth included), then each report view timed
// over everything and over the last 90 days.
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { addDays, indiaToday } from '@vistaar/shared/lib/job-dates';
import type { Database } from '../../server/db/schema';
import { REPORT_VIEWS } from '../../server/modules/reports';
import { rng } from './seed-applications';

const ROWS_PER_INSERT = 1_000;
const UPDATE_SLICE = 5_000;
const DAY_MS = 86_400_000;

type Event = {
  application_id: number;
  kind: 'stage-moved' | 'note' | 'email-sent';
  staff_id: null;
  from_stage_id: number | null;
  to_stage_id: number | null;
  rejection_reason_id: number | null;
  comment: string | null;
  created_at: string;
};

/**
 * Moves each application from New to the stage it is in (through the open stages before it,
 * with a step back and forth now and then), with notes and e-mails between the moves; the
 * application's `stage_entered_at` becomes its last move. Answers the rows written.
 */
export async function seedStageHistory(db: Kysely<Database>): Promise<number> {
  const random = rng(7);
  const stages = await db
    .selectFrom('pipeline_stages')
    .select(['id', 'kind'])
    .where('archived_at', 'is', null)
    .orderBy('position')
    .execute();
  const open = stages.filter((stage) => stage.kind === 'open').map((stage) => stage.id);
  const reason = await db
    .selectFrom('rejection_reasons')
    .select('id')
    .where('archived_at', 'is', null)
    .executeTakeFirstOrThrow();
  const kindOf = new Map(stages.map((stage) => [stage.id, stage.kind]));
  const applications = await db
    .selectFrom('job_applications')
    .select(['id', 'created_at', 'stage_id'])
    .orderBy('id')
    .execute();
  // The applications were seeded in the stages they end in; their history starts them in New,
  // so their first visits (written as they were inserted) begin there.
  await db.updateTable('application_stage_visits').set({ stage_id: open[0] }).execute();
  const now = Date.now();
  let batch: Event[] = [];
  let written = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await db.insertInto('application_events').values(batch).execute();
    written += batch.length;
    batch = [];
  };
  for (const application of applications) {
    const target = application.stage_id;
    const closing = kindOf.get(target) !== 'open';
    // The open stages walked through: up to the target, or a random depth before closing.
    const depth = closing
      ? 1 + Math.floor(random() * open.length)
      : Math.max(1, open.indexOf(target) + 1);
    const path = [...open.slice(0, depth)];
    for (let hop = 1; hop < path.length; hop += 1) {
      if (random() < 0.3) path.splice(hop + 1, 0, path[hop - 1], path[hop]);
    }
    if (closing) path.push(target);
    const created = Date.parse(application.created_at);
    const stepCount = path.length - 1 + 6;
    const step = Math.min(5 * DAY_MS, (now - created) / (stepCount + 1));
    let at = created;
    const next = () => {
      at += step * (0.3 + random() * 0.7);
      return new Date(at).toISOString();
    };
    const extra = (kind: Event['kind']) =>
      batch.push({
        application_id: application.id,
        kind,
        staff_id: null,
        from_stage_id: null,
        to_stage_id: null,
        rejection_reason_id: null,
        comment: kind === 'note' ? 'Bench note' : null,
        created_at: next(),
      });
    for (let hop = 1; hop < path.length; hop += 1) {
      const to = path[hop];
      batch.push({
        application_id: application.id,
        kind: 'stage-moved',
        staff_id: null,
        from_stage_id: path[hop - 1],
        to_stage_id: to,
        rejection_reason_id: kindOf.get(to) === 'rejected' ? reason.id : null,
        comment: null,
        created_at: next(),
      });
      extra('note');
    }
    for (let filler = path.length - 1; filler < 9; filler += 1) {
      extra(random() < 0.5 ? 'note' : 'email-sent');
    }
    if (batch.length >= ROWS_PER_INSERT) await flush();
  }
  await flush();
  // In slices of applications: one statement over all of them outlasts the pool's time limits
  // on a busy machine.
  for (let first = 0; first < applications.length; first += UPDATE_SLICE) {
    const ids = applications.slice(first, first + UPDATE_SLICE).map((row) => row.id);
    await sql`update job_applications set stage_entered_at = coalesce((select max(e.created_at)
      from application_events e
      where e.application_id = job_applications.id and e.kind = 'stage-moved'),
      created_at)
      where id >= ${ids[0]} and id <= ${ids[ids.length - 1]}`.execute(db);
  }
  return written;
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

/** Each view's p50 and p95 over `runs` runs (after three warm-up runs), unfiltered and 90 days. */
export async function measureReports(
  db: Kysely<Database>,
  label: string,
  runs: number,
): Promise<ReportTiming[]> {
  const today = indiaToday();
  const ranges = [
    { range: 'everything', scope: { department: '', location: '' } },
    // A start before all of the history: the funnel and time in stage read every visit, as
    // they all did before the roll-ups (migration 0058).
    {
      range: 'everything, from 2000-01-01',
      scope: { from: '2000-01-01', department: '', location: '' },
    },
    {
      range: 'last 90 days',
      scope: { from: addDays(today, -90), to: today, department: '', location: '' },
    },
  ];
  const results: ReportTiming[] = [];
  for (const [view, definition] of Object.entries(REPORT_VIEWS)) {
    for (const { range, scope } of ranges) {
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
