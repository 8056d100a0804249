import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  type ReportScope,
  type Condition,
  ALL,
  all,
  scopedBy,
  scopedMoves,
  bounds,
  inRange,
  unindexedBy,
  joinInOrder,
  num,
  historyBounds,
} from './report-conditions';

/** The jobs a member's reports may be narrowed to, by title. */
export function listReportJobs(db: Kysely<Database>, manager: number | undefined) {
  let query = db
    .selectFrom('jobs as j')
    .leftJoin('staff_users as u', 'u.id', 'j.recruiter_id')
    .select([
      'j.id',
      'j.title',
      'j.department',
      'j.location',
      'j.recruiter_id as recruiterId',
      'u.name as recruiterName',
    ])
    .orderBy('j.title')
    .orderBy('j.id');
  if (manager !== undefined) {
    query = query.where('j.id', 'in', (eb) =>
      eb.selectFrom('job_hiring_managers').select('job_id').where('staff_id', '=', manager),
    );
  }
  return query.execute();
}

export function listStages(db: Kysely<Database>) {
  return db
    .selectFrom('pipeline_stages')
    .select(['id', 'name', 'kind', 'position', 'archived_at'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/**
 * For each stage: the applications that entered it in the range (once, however often), and
 * how many of them entered `next` (the following funnel stage) after such an entry.
 */
export async function stageEntries(
  db: Kysely<Database>,
  scope: ReportScope,
  next: readonly { stageId: number; nextId: number }[],
): Promise<Map<number, { entered: number; wentOn: number }>> {
  const pairs =
    next.length === 0
      ? sql`select 0 as stage_id, 0 as next_id`
      : sql`values ${sql.join(next.map((pair) => sql`(cast(${pair.stageId} as integer), cast(${pair.nextId} as integer))`))}`;
  // First entries in the range from the summary; applications that first entered a stage
  // before the range and again inside it from their visits.
  const { start } = await historyBounds(db, scope);
  const [firsts, reentries] = await Promise.all([
    stageEntriesFromDays(db, scope, pairs),
    start ? stageReentries(db, scope, pairs) : Promise.resolve({ rows: [] }),
  ]);
  const counts = new Map<number, { entered: number; wentOn: number }>();
  for (const row of [...firsts.rows, ...reentries.rows]) {
    const count = counts.get(num(row.stage_id)) ?? { entered: 0, wentOn: 0 };
    count.entered += num(row.entered);
    count.wentOn += num(row.went_on);
    counts.set(num(row.stage_id), count);
  }
  return counts;
}

type StageEntryRow = { stage_id: number; entered: number; went_on: number };

/**
 * Applications whose first entry into a stage falls in the range, as the funnel counts them:
 * a report narrowed to no job, place, owner or source reads the days' totals over every job
 * and source (migration 0084), a few rows a stage a day.
 */
function stageEntriesFromDays(db: Kysely<Database>, scope: ReportScope, pairs: Condition) {
  // A job of 0 is none: it matches no job filter, as an application without a job does not.
  const days = all([
    ...(scope.from ? [sql`d.entered_on >= ${scope.from}`] : []),
    ...(scope.to ? [sql`d.entered_on <= ${scope.to}`] : []),
  ]);
  const narrowed = scopedBy(scope, sql`d.job_id`, sql`d.source`);
  const table = narrowed === ALL ? sql`stage_entry_day_totals` : sql`stage_entry_days`;
  return sql<StageEntryRow>`
    with next_stage (stage_id, next_id) as (${pairs})
    select d.stage_id,
      sum(case when d.reached_stage_id = d.stage_id then d.applications else 0 end) as entered,
      sum(case when d.reached_stage_id = n.next_id then d.applications else 0 end) as went_on
    from ${table} d left join next_stage n on n.stage_id = d.stage_id
    where (d.reached_stage_id = d.stage_id or d.reached_stage_id = n.next_id) and ${days}
      and ${narrowed}
    group by d.stage_id
    having sum(case when d.reached_stage_id = d.stage_id then d.applications else 0 end) > 0`.execute(
    db,
  );
}

/**
 * Applications that first entered a stage before the range's start and entered it again in
 * the range: their first entry in the range, and whether it went on to the next stage.
 */
function stageReentries(db: Kysely<Database>, scope: ReportScope, pairs: Condition) {
  const { start } = bounds(scope);
  // If any entry went on to the next stage later, the first did too.
  return sql<StageEntryRow>`
    with next_stage (stage_id, next_id) as (${pairs}),
    entries as (
      select v.application_id, v.stage_id, min(v.entered_at) as entered_at
      from application_stage_totals t
      ${joinInOrder(db)} application_stage_visits v
        on v.application_id = t.application_id and v.stage_id = t.stage_id
      where t.last_entered_at >= ${start} and ${unindexedBy(db, sql`t.first_entered_at`)} < ${start}
        and ${inRange(scope, sql`v.entered_at`)} and ${scopedMoves(scope, sql`t.application_id`)}
      group by v.application_id, v.stage_id
    )
    select r.stage_id, count(*) as entered,
      sum(case when exists (select 1 from application_stage_visits x
        where x.application_id = r.application_id and x.stage_id = n.next_id
          and x.entered_at > r.entered_at) then 1 else 0 end) as went_on
    from entries r left join next_stage n on n.stage_id = r.stage_id
    group by r.stage_id`.execute(db);
}
