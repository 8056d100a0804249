import { sql, type Kysely, type RawBuilder } from 'kysely';
import { addDays, indiaDayStart } from '@vistaar/shared/lib/job-dates';
import type { ReportFilters } from '@vistaar/shared/validation';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { RankedValue } from './report-stats';

// Every report counts application rows, erased ones too (they stay, anonymous, for
// statistics), and reads no personal field of them. A stage visit begins when the application
// is created (in its entry stage) or moved (the 'stage-moved' entries of its history).

export interface ReportScope extends ReportFilters {
  /** A hiring manager's id: only the applications to the jobs they manage. */
  managedBy?: number;
}

type Condition = RawBuilder<unknown>;

const ALL: Condition = sql`1 = 1`;
const all = (conditions: Condition[]) =>
  conditions.length === 0 ? ALL : sql.join(conditions, sql` and `);

/** Which applications (alias `a`) a report counts: job, department, location, source, manager. */
function scoped(scope: ReportScope): Condition {
  const conditions: Condition[] = [];
  if (scope.jobId !== undefined) conditions.push(sql`a.job_id = ${scope.jobId}`);
  if (scope.department) {
    conditions.push(sql`a.job_id in (select id from jobs where department = ${scope.department})`);
  }
  if (scope.location) {
    conditions.push(sql`a.job_id in (select id from jobs where location = ${scope.location})`);
  }
  if (scope.source) conditions.push(sql`a.source = ${scope.source}`);
  if (scope.managedBy !== undefined) {
    conditions.push(sql`a.job_id in (select job_id from job_hiring_managers
      where staff_id = ${scope.managedBy})`);
  }
  return all(conditions);
}

/** History entries (`column`: their application id) of the applications a report counts. */
function scopedMoves(scope: ReportScope, column: Condition): Condition {
  const narrowed = scoped(scope);
  // Unnarrowed (the usual case for recruiters), the history is read without the applications.
  return narrowed === ALL
    ? ALL
    : sql`${column} in (select a.id from job_applications a where ${narrowed})`;
}

/** The range's days in India as instants: [start, end), either end open. */
function bounds(scope: ReportScope) {
  return {
    start: scope.from ? indiaDayStart(scope.from) : null,
    end: scope.to ? indiaDayStart(addDays(scope.to, 1)) : null,
  };
}

/** `column` (an ISO timestamp) falls in the report's range. */
function inRange(scope: ReportScope, column: Condition): Condition {
  const { start, end } = bounds(scope);
  const conditions: Condition[] = [];
  if (start) conditions.push(sql`${column} >= ${start}`);
  if (end) conditions.push(sql`${column} < ${end}`);
  return all(conditions);
}

/** Days from one ISO timestamp to another, as a fraction. */
function daysBetween(db: Kysely<Database>, from: Condition, to: Condition): Condition {
  return dialectOf(db) === 'postgres'
    ? sql`(extract(epoch from (cast(${to} as timestamptz) - cast(${from} as timestamptz))) / 86400.0)`
    : sql`(julianday(${to}) - julianday(${from}))`;
}

/** The stage an application was created in: where its first move left from, else where it is. */
const entryStage = sql`coalesce((select e0.from_stage_id from application_events e0
  where e0.application_id = a.id and e0.kind = 'stage-moved'
  order by e0.created_at, e0.id limit 1), a.stage_id)`;

const num = (value: unknown) => Number(value);

/** The jobs a member's reports may be narrowed to, by title. */
export function listReportJobs(db: Kysely<Database>, manager: number | undefined) {
  let query = db
    .selectFrom('jobs')
    .select(['id', 'title', 'department', 'location'])
    .orderBy('title')
    .orderBy('id');
  if (manager !== undefined) {
    query = query.where('id', 'in', (eb) =>
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
  const rows = await sql<{ stage_id: number; entered: number; went_on: number }>`
    with next_stage (stage_id, next_id) as (${pairs}),
    entries as (
      select a.id as application_id, ${entryStage} as stage_id, a.created_at as entered_at
      from job_applications a where ${scoped(scope)} and ${inRange(scope, sql`a.created_at`)}
      union all
      select e.application_id, e.to_stage_id, e.created_at
      from application_events e
      where e.kind = 'stage-moved' and ${inRange(scope, sql`e.created_at`)}
        and ${scopedMoves(scope, sql`e.application_id`)}
    )
    select r.stage_id, count(distinct r.application_id) as entered,
      count(distinct case when exists (select 1 from application_events x
        where x.application_id = r.application_id and x.kind = 'stage-moved'
          and x.to_stage_id = n.next_id and x.created_at > r.entered_at)
        then r.application_id end) as went_on
    from entries r left join next_stage n on n.stage_id = r.stage_id
    group by r.stage_id`.execute(db);
  return new Map(
    rows.rows.map((row) => [
      num(row.stage_id),
      { entered: num(row.entered), wentOn: num(row.went_on) },
    ]),
  );
}

/**
 * The ranks of `values` (group, value) each percentile needs (see `percentileRanks`): SQL
 * sorts and counts, and hands over at most four values a group.
 */
async function rankedValues(db: Kysely<Database>, ctes: Condition): Promise<RankedValue[]> {
  const rows = await sql<{ grp: number; val: number; pos: number; n: number }>`
    with ${ctes},
    ranked as (select grp, val,
      row_number() over (partition by grp order by val) as pos,
      count(*) over (partition by grp) as n
      from vals)
    select grp, val, pos, n from ranked
    where pos in ((n - 1) / 2 + 1, (n - 1) / 2 + 2, (3 * (n - 1)) / 4 + 1, (3 * (n - 1)) / 4 + 2)
    `.execute(db);
  return rows.rows.map((row) => ({
    group: num(row.grp),
    value: num(row.val),
    rank: num(row.pos),
    n: num(row.n),
  }));
}

/** When each application was first hired (entered a 'hired' stage). */
const hiresCte = sql`hires as (select e.application_id, min(e.created_at) as hired_at
  from application_events e inner join pipeline_stages s on s.id = e.to_stage_id
  where e.kind = 'stage-moved' and s.kind = 'hired' group by e.application_id)`;

/** Group 0: days from applying to being hired, over the hires in the range. */
export function timeToHireValues(db: Kysely<Database>, scope: ReportScope) {
  return rankedValues(
    db,
    sql`${hiresCte}, vals as (select 0 as grp, ${daysBetween(db, sql`a.created_at`, sql`h.hired_at`)} as val
      from hires h inner join job_applications a on a.id = h.application_id
      where ${scoped(scope)} and ${inRange(scope, sql`h.hired_at`)})`,
  );
}

/** Group 0: days from a job's creation to its first hire, over the jobs first filled in the range. */
export function timeToFillValues(db: Kysely<Database>, scope: ReportScope) {
  return rankedValues(
    db,
    sql`${hiresCte}, fills as (select a.job_id, min(h.hired_at) as filled_at
      from hires h inner join job_applications a on a.id = h.application_id
      where a.job_id is not null and ${scoped(scope)} group by a.job_id),
    vals as (select 0 as grp, ${daysBetween(db, sql`j.created_at`, sql`f.filled_at`)} as val
      from fills f inner join jobs j on j.id = f.job_id
      where ${inRange(scope, sql`f.filled_at`)})`,
  );
}

/**
 * Group: the stage id. Per application, the days it spent in the stage over every visit that
 * began in the range and has ended (the application moved on), summed.
 */
export function timeInStageValues(db: Kysely<Database>, scope: ReportScope) {
  const { start } = bounds(scope);
  // A visit that began in the range ends with a later entry: no entry before the range counts.
  return rankedValues(
    db,
    sql`entries as (
      select a.id as application_id, ${entryStage} as stage_id, a.created_at as entered_at,
        0 as seq
      from job_applications a where ${scoped(scope)} and ${inRange(scope, sql`a.created_at`)}
      union all
      select e.application_id, e.to_stage_id, e.created_at, e.id
      from application_events e
      where e.kind = 'stage-moved' ${start ? sql`and e.created_at >= ${start}` : sql``}
        and ${scopedMoves(scope, sql`e.application_id`)}
    ),
    visits as (select application_id, stage_id, entered_at,
      lead(entered_at) over (partition by application_id order by entered_at, seq) as left_at
      from entries),
    vals as (select stage_id as grp, sum(${daysBetween(db, sql`entered_at`, sql`left_at`)}) as val
      from visits where left_at is not null and ${inRange(scope, sql`entered_at`)}
      group by stage_id, application_id)`,
  );
}

/**
 * Per source: applications made in the range, those that reached an interview (one not
 * cancelled, or a hire), and those hired.
 */
export async function sourceCounts(db: Kysely<Database>, scope: ReportScope) {
  const hired = sql`exists (select 1 from application_events e
    inner join pipeline_stages s on s.id = e.to_stage_id
    where e.application_id = a.id and e.kind = 'stage-moved' and s.kind = 'hired')`;
  const interviewed = sql`exists (select 1 from interviews i
    where i.application_id = a.id and i.status = 'scheduled')`;
  const rows = await sql<{ source: string; applications: number; reached: number; hired: number }>`
    select a.source, count(*) as applications,
      sum(case when ${interviewed} or ${hired} then 1 else 0 end) as reached,
      sum(case when ${hired} then 1 else 0 end) as hired
    from job_applications a
    where ${scoped(scope)} and ${inRange(scope, sql`a.created_at`)}
    group by a.source`.execute(db);
  return rows.rows.map((row) => ({
    source: row.source,
    applications: num(row.applications),
    reached: num(row.reached),
    hired: num(row.hired),
  }));
}

/** Each panel seat of the interviews (not cancelled) starting in the range, with its first feedback. */
export async function interviewSeats(db: Kysely<Database>, scope: ReportScope) {
  const rows = await sql<{
    staff_id: number;
    name: string;
    starts_at: string;
    ends_at: string;
    first_feedback_at: string | null;
  }>`
    select p.staff_id, u.name, i.starts_at, i.ends_at,
      (select min(f.created_at) from interview_feedback f
        where f.interview_id = i.id and f.staff_id = p.staff_id) as first_feedback_at
    from interviews i
    inner join interview_interviewers p on p.interview_id = i.id
    inner join staff_users u on u.id = p.staff_id
    inner join job_applications a on a.id = i.application_id
    where i.status = 'scheduled' and ${inRange(scope, sql`i.starts_at`)} and ${scoped(scope)}`.execute(
    db,
  );
  return rows.rows.map((row) => ({ ...row, staff_id: num(row.staff_id) }));
}

/**
 * Open applications (made in the range) counted by the bucket of whole days in their current
 * stage; `since` lists each bucket's earliest entry, newest first, the last bucket has none.
 */
export async function ageingCounts(
  db: Kysely<Database>,
  scope: ReportScope,
  since: readonly string[],
): Promise<Map<number, number>> {
  const bucket = sql`case ${sql.join(
    since.map((at, index) => sql`when a.stage_entered_at > ${at} then ${sql.lit(index)}`),
    sql` `,
  )} else ${sql.lit(since.length)} end`;
  const rows = await sql<{ bucket: number; n: number }>`
    select ${bucket} as bucket, count(*) as n
    from job_applications a inner join pipeline_stages s on s.id = a.stage_id
    where s.kind = 'open' and ${scoped(scope)} and ${inRange(scope, sql`a.created_at`)}
    group by 1`.execute(db);
  return new Map(rows.rows.map((row) => [num(row.bucket), num(row.n)]));
}

/** Applications rejected (by reason) and withdrawn in the range. */
export async function closingCounts(db: Kysely<Database>, scope: ReportScope) {
  const rows = await sql<{
    kind: 'rejected' | 'withdrawn';
    reason_id: number | null;
    label: string | null;
    position: number | null;
    n: number;
  }>`
    select s.kind, case when s.kind = 'rejected' then e.rejection_reason_id end as reason_id,
      min(r.label) as label, min(r.position) as position,
      count(distinct e.application_id) as n
    from application_events e
    inner join pipeline_stages s on s.id = e.to_stage_id
    inner join job_applications a on a.id = e.application_id
    left join rejection_reasons r on r.id = e.rejection_reason_id and s.kind = 'rejected'
    where e.kind = 'stage-moved' and s.kind in ('rejected', 'withdrawn')
      and ${inRange(scope, sql`e.created_at`)} and ${scoped(scope)}
    group by s.kind, case when s.kind = 'rejected' then e.rejection_reason_id end`.execute(db);
  return rows.rows.map((row) => ({
    kind: row.kind,
    reasonId: row.reason_id === null ? null : num(row.reason_id),
    label: row.label,
    position: row.position === null ? null : num(row.position),
    count: num(row.n),
  }));
}
