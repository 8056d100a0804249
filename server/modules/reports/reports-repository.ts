import { sql, type Kysely, type RawBuilder } from 'kysely';
import { addDays, indiaDayStart } from '@vistaar/shared/lib/job-dates';
import type { ReportFilters } from '@vistaar/shared/validation';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { RankedValue } from './report-stats';

// Every report counts application rows, erased ones too (they stay, anonymous, for
// statistics), and reads no personal field of them. A stage visit begins when the application
// is created (in its entry stage) or moved: `application_stage_visits` holds each, written
// with the row that begins it (migration 0049), so no view works them out of the history.
// The funnel and time in stage read the summaries of those visits that the same statements
// keep (migration 0058): `stage_entry_days` holds first entries by day, job and source (and
// `stage_entry_day_totals` the same over every job and source, migration 0084),
// `application_stage_totals` each application's first and last entry into a stage and its days
// there. A range needs the visits themselves only for the few applications whose visits of a
// stage straddle one of its ends (entered before the start and again inside the range, or
// inside and again after the end): for every other one the summary is its whole answer.

export interface ReportScope extends ReportFilters {
  /** A hiring manager's id: only the applications to the jobs they manage. */
  managedBy?: number;
}

type Condition = RawBuilder<unknown>;

const ALL: Condition = sql`1 = 1`;
const all = (conditions: Condition[]) =>
  conditions.length === 0 ? ALL : sql.join(conditions, sql` and `);

/**
 * Which rows (with their job and source columns) a report counts: job, department, location,
 * owning recruiter, source, manager.
 */
function scopedBy(scope: ReportScope, job: Condition, source: Condition): Condition {
  const conditions: Condition[] = [];
  if (scope.jobId !== undefined) conditions.push(sql`${job} = ${scope.jobId}`);
  if (scope.department) {
    conditions.push(sql`${job} in (select id from jobs where department = ${scope.department})`);
  }
  if (scope.location) {
    conditions.push(sql`${job} in (select id from jobs where location = ${scope.location})`);
  }
  if (scope.recruiterId !== undefined) {
    conditions.push(sql`${job} in (select id from jobs where recruiter_id = ${scope.recruiterId})`);
  }
  if (scope.source) conditions.push(sql`${source} = ${scope.source}`);
  if (scope.managedBy !== undefined) {
    conditions.push(sql`${job} in (select job_id from job_hiring_managers
      where staff_id = ${scope.managedBy})`);
  }
  return all(conditions);
}

/** Which applications (alias `a`) a report counts. */
const scoped = (scope: ReportScope) => scopedBy(scope, sql`a.job_id`, sql`a.source`);

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

/**
 * The applications straddling a range's end are found from the summaries' date indexes (0068)
 * and their visits read one by one; left to itself, SQLite reads every visit instead (it knows
 * nothing of how few straddle). On SQLite a unary plus keeps a term off the indexes, and a cross
 * join keeps the tables in the order written; PostgreSQL plans from its statistics.
 */
function unindexedBy(db: Kysely<Database>, column: Condition): Condition {
  return dialectOf(db) === 'sqlite' ? sql`+${column}` : column;
}

function joinInOrder(db: Kysely<Database>): Condition {
  return dialectOf(db) === 'sqlite' ? sql`cross join` : sql`inner join`;
}

/** An ISO timestamp as something compared in time. */
function instant(db: Kysely<Database>, at: Condition): Condition {
  return dialectOf(db) === 'postgres' ? sql`cast(${at} as timestamptz)` : sql`julianday(${at})`;
}

/** The India day (YYYY-MM-DD) of an ISO timestamp: India keeps +05:30 all year. */
function indiaDay(db: Kysely<Database>, at: Condition): Condition {
  return dialectOf(db) === 'postgres'
    ? sql`to_char(cast(${at} as timestamptz) at time zone 'UTC' + interval '330 minutes', 'YYYY-MM-DD')`
    : sql`date(${at}, '+330 minutes')`;
}

const num = (value: unknown) => Number(value);

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
const hiresCte = sql`hires as (select v.application_id, min(v.entered_at) as hired_at
  from application_stage_visits v
  where v.stage_id in (select id from pipeline_stages where kind = 'hired')
  group by v.application_id)`;

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
 * The range's ends, leaving out an end beyond the whole history (a start at or before every
 * first entry into a stage, an end after every last one): without it the answer is the same,
 * and every summary row counts whole.
 */
async function historyBounds(db: Kysely<Database>, scope: ReportScope) {
  const { start, end } = bounds(scope);
  if (!start && !end) return { start, end };
  const [first, last] = await Promise.all([
    db
      .selectFrom('application_stage_totals')
      .select('first_entered_at')
      .orderBy('first_entered_at')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('application_stage_totals')
      .select('last_entered_at')
      .orderBy('last_entered_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    start: start && first && start > first.first_entered_at ? start : null,
    end: end && last && end <= last.last_entered_at ? end : null,
  };
}

/**
 * Group: the stage id (open stages only). Per application, the days it spent in the stage
 * over every visit that began in the range and has ended (the application moved on), summed.
 */
export async function timeInStageValues(db: Kysely<Database>, scope: ReportScope) {
  const { start, end } = await historyBounds(db, scope);
  const scopedTotals = scopedMoves(scope, sql`t.application_id`);
  if (!start && !end) return wholeStageRanks(db, scopedTotals);
  // SQLite would read every row of each open stage (its ranks' index leads with the stage) and
  // test the range on each; kept off those terms, it reads the range from the summaries' date
  // indexes (0068) instead.
  const unindexed = (column: Condition) => unindexedBy(db, column);
  const open = sql`${unindexed(sql`t.stage_id`)} in (select id from pipeline_stages where kind = 'open')`;
  // Every visit of the stage in the range: the summary's ended days are the answer.
  const within = all([
    ...(start ? [sql`t.first_entered_at >= ${start}`] : []),
    ...(end ? [sql`t.last_entered_at < ${end}`] : []),
  ]);
  const wholly = sql`select t.stage_id as grp, t.ended_days as val
    from application_stage_totals t
    where t.ended_visits > 0 and ${open} and ${within} and ${scopedTotals}`;
  // Visits on both sides of an end: only those in the range count, read one by one.
  const straddles = sql.join(
    [
      ...(start ? [sql`${unindexed(sql`t.first_entered_at`)} < ${start}`] : []),
      ...(end ? [sql`${unindexed(sql`t.last_entered_at`)} >= ${end}`] : []),
    ],
    sql` or `,
  );
  const reaches = all([
    ...(start ? [sql`t.last_entered_at >= ${start}`] : []),
    ...(end ? [sql`t.first_entered_at < ${end}`] : []),
  ]);
  return rankedValues(
    db,
    sql`vals as (${wholly}
      union all
      select v.stage_id as grp, sum(${daysBetween(db, sql`v.entered_at`, sql`v.left_at`)}) as val
      from application_stage_totals t
      ${joinInOrder(db)} application_stage_visits v
        on v.application_id = t.application_id and v.stage_id = t.stage_id
      where t.ended_visits > 0 and ${open} and ${reaches} and (${straddles})
        and v.left_at is not null and ${inRange(scope, sql`v.entered_at`)} and ${scopedTotals}
      group by v.stage_id, v.application_id)`,
  );
}

/**
 * Time in each open stage over the whole history: every summary row with ended visits counts,
 * so each stage's values are read in order from their index (migration 0080), counted, and
 * only the ranks the percentiles need are picked out, where a window over every row would
 * sort them all.
 */
async function wholeStageRanks(db: Kysely<Database>, scopedTotals: Condition) {
  const stages = await db
    .selectFrom('pipeline_stages')
    .select('id')
    .where('kind', '=', 'open')
    .execute();
  const perStage = await Promise.all(
    stages.map(async ({ id }) => {
      const rows = sql`from application_stage_totals t
        where t.stage_id = ${id} and t.ended_visits > 0 and ${scopedTotals}`;
      const { rows: counted } = await sql<{ n: number }>`select count(*) as n ${rows}`.execute(db);
      const n = num(counted[0]?.n ?? 0);
      if (n === 0) return [];
      const at = async (low: number) => {
        const { rows: values } = await sql<{ val: number }>`select t.ended_days as val ${rows}
          order by t.ended_days limit 2 offset ${low - 1}`.execute(db);
        return values.map((row, index) => ({
          group: id,
          value: num(row.val),
          rank: low + index,
          n,
        }));
      };
      const [median, upper] = await Promise.all([
        at(Math.floor((n - 1) / 2) + 1),
        at(Math.floor((3 * (n - 1)) / 4) + 1),
      ]);
      return [...median, ...upper];
    }),
  );
  return perStage.flat();
}

/**
 * Per source: applications made in the range, those that reached an interview (one not
 * cancelled, or a hire), and those hired. The applications are counted from their source index
 * alone; only the few that reached an interview or a hire are read one by one.
 */
export async function sourceCounts(db: Kysely<Database>, scope: ReportScope) {
  const counted = all([scoped(scope), inRange(scope, sql`a.created_at`)]);
  const rows = await sql<{ source: string; applications: number; reached: number; hired: number }>`
    with ${hiresCte},
    reached as (select application_id from interviews where status = 'scheduled'
      union select application_id from hires)
    select a.source, count(*) as applications, 0 as reached, 0 as hired
      from job_applications a where ${counted} group by a.source
    union all
    select a.source, 0 as applications, count(*) as reached,
      sum(case when h.application_id is not null then 1 else 0 end) as hired
      from reached r inner join job_applications a on a.id = r.application_id
      left join hires h on h.application_id = r.application_id
      where ${counted} group by a.source`.execute(db);
  const bySource = new Map<
    string,
    { source: string; applications: number; reached: number; hired: number }
  >();
  for (const row of rows.rows) {
    const total = bySource.get(row.source) ?? {
      source: row.source,
      applications: 0,
      reached: 0,
      hired: 0,
    };
    total.applications += num(row.applications);
    total.reached += num(row.reached);
    total.hired += num(row.hired);
    bySource.set(row.source, total);
  }
  return [...bySource.values()];
}

const DAY_MS = 86_400_000;

/** The limit on feedback that the load summary (migration 0084) counts late feedback by. */
const LOAD_DAYS_DUE_HOURS = 24;

type LoadDayRow = {
  staff_id: number;
  name: string;
  day: string;
  interviews: number;
  missing: number;
  late: number;
};

/**
 * Per interviewer and India day: the panel seats of the interviews (not cancelled) starting in
 * the range that day, those whose interview had ended by `now` with no feedback, and those
 * whose first feedback came more than `dueHours` after the interview's end. A report narrowed to
 * no job, place, owner or source reads the summary of each member's day (migration 0084) and
 * takes away the seats without feedback whose interview has not ended yet; a narrowed one counts
 * the seats, each holding its first feedback's time (0084), so no submission is read.
 */
export async function interviewLoadByDay(
  db: Kysely<Database>,
  scope: ReportScope,
  now: Date,
  dueHours: number,
) {
  const at = (column: Condition) => instant(db, column);
  const narrowed = scopedMoves(scope, sql`i.application_id`);
  const rows =
    narrowed === ALL && dueHours === LOAD_DAYS_DUE_HOURS
      ? await sql<LoadDayRow>`
    select d.staff_id, u.name, d.day, d.interviews, d.unanswered - coalesce(w.waiting, 0) as missing,
      d.late
    from interview_load_days d
    inner join staff_users u on u.id = d.staff_id
    left join (select p.staff_id, ${indiaDay(db, sql`i.starts_at`)} as day, count(*) as waiting
        from interviews i inner join interview_interviewers p on p.interview_id = i.id
        -- The index of ends (ISO texts in UTC) narrows to a day's margin; the time decides.
        where i.ends_at > ${new Date(now.getTime() - DAY_MS).toISOString()}
          and ${at(sql`i.ends_at`)} > ${at(sql`${now.toISOString()}`)}
          and i.status = 'scheduled' and p.first_feedback_at is null
          and ${inRange(scope, sql`i.starts_at`)}
        group by p.staff_id, ${indiaDay(db, sql`i.starts_at`)}) w
      on w.staff_id = d.staff_id and w.day = d.day
    where d.interviews > 0
      ${scope.from ? sql`and d.day >= ${scope.from}` : sql``}
      ${scope.to ? sql`and d.day <= ${scope.to}` : sql``}`.execute(db)
      : await seatLoadByDay(db, scope, now, dueHours, narrowed);
  return rows.rows.map((row) => ({
    staffId: num(row.staff_id),
    name: row.name,
    day: row.day,
    interviews: num(row.interviews),
    missing: num(row.missing),
    late: num(row.late),
  }));
}

/** Interviewer load counted from the seats of the interviews a narrowed report counts. */
function seatLoadByDay(
  db: Kysely<Database>,
  scope: ReportScope,
  now: Date,
  dueHours: number,
  narrowed: Condition,
) {
  const postgres = dialectOf(db) === 'postgres';
  const at = (column: Condition) => instant(db, column);
  const due = postgres
    ? sql`cast(s.ends_at as timestamptz) + ${sql.lit(dueHours)} * interval '1 hour'`
    : sql`julianday(s.ends_at, ${`+${dueHours} hours`})`;
  return sql<LoadDayRow>`
    select d.staff_id, u.name, d.day, d.interviews, d.missing, d.late
    from (select s.staff_id, s.day, count(*) as interviews,
        sum(case when s.first_feedback_at is null
          and ${at(sql`s.ends_at`)} <= ${at(sql`${now.toISOString()}`)} then 1 else 0 end) as missing,
        sum(case when s.first_feedback_at is not null
          and ${at(sql`s.first_feedback_at`)} > ${due} then 1 else 0 end) as late
      from (select p.staff_id, i.ends_at, ${indiaDay(db, sql`i.starts_at`)} as day,
          p.first_feedback_at
        from interviews i
        inner join interview_interviewers p on p.interview_id = i.id
        where i.status = 'scheduled' and ${inRange(scope, sql`i.starts_at`)} and ${narrowed}) s
      group by s.staff_id, s.day) d
    inner join staff_users u on u.id = d.staff_id`.execute(db);
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
  // The range's test on created_at is written as an expression no index serves, so SQLite
  // reads the open stages' index (migration 0069, which holds every column counted here)
  // instead of the applications by date and each row for its stage.
  const rows = await sql<{ bucket: number; n: number }>`
    select ${bucket} as bucket, count(*) as n
    from job_applications a inner join pipeline_stages s on s.id = a.stage_id
    where s.kind = 'open' and ${scoped(scope)} and ${inRange(scope, sql`(a.created_at || '')`)}
    group by 1`.execute(db);
  return new Map(rows.rows.map((row) => [num(row.bucket), num(row.n)]));
}

/**
 * The range's ends, leaving out an end beyond every closing move (a start at or before the
 * first, an end after the last): without it the answer is the same, and the whole summary
 * counts. The first and last move into each closing stage come from the index of moves by
 * where they went (0068).
 */
async function closingBounds(db: Kysely<Database>, scope: ReportScope) {
  const { start, end } = bounds(scope);
  if (!start && !end) return { start, end };
  const stages = await db
    .selectFrom('pipeline_stages')
    .select('id')
    .where('kind', 'in', ['rejected', 'withdrawn'])
    .execute();
  const moves = (stageId: number) =>
    db
      .selectFrom('application_events')
      .where('kind', '=', 'stage-moved')
      .where('to_stage_id', '=', stageId);
  const ends = await Promise.all(
    stages.map(async ({ id }) => {
      const [first, last] = await Promise.all([
        moves(id).select('created_at').orderBy('created_at').limit(1).executeTakeFirst(),
        moves(id).select('created_at').orderBy('created_at', 'desc').limit(1).executeTakeFirst(),
      ]);
      return { first: first?.created_at, last: last?.created_at };
    }),
  );
  const firsts = ends.flatMap((row) => (row.first ? [row.first] : [])).sort();
  const lasts = ends.flatMap((row) => (row.last ? [row.last] : [])).sort();
  const first = firsts[0];
  const last = lasts[lasts.length - 1];
  return {
    start: start && first && start > first ? start : null,
    end: end && last && end <= last ? end : null,
  };
}

/**
 * Applications rejected (by reason) and withdrawn in the range: each counts once per kind and
 * reason it was moved to in the range. The closings' summary (migration 0084) holds each
 * application's first and last such move, which answer for all but the applications with moves
 * on both sides of the range and none known inside: only their history is read.
 */
export async function closingCounts(db: Kysely<Database>, scope: ReportScope) {
  const { start, end } = await closingBounds(db, scope);
  const scopedClosings = scopedMoves(scope, sql`c.application_id`);
  const within = (column: Condition) =>
    all([
      ...(start ? [sql`${column} >= ${start}`] : []),
      ...(end ? [sql`${column} < ${end}`] : []),
    ]);
  const counted =
    start || end ? sql`(${within(sql`c.first_moved_at`)} or ${within(sql`c.last_moved_at`)})` : ALL;
  // The straddling ones are a branch of their own: inside the test above, PostgreSQL would
  // answer the history's question for every closing at once, from the whole history.
  const straddling =
    start && end
      ? sql`union all
        select c.kind, c.reason_id from application_closings c
        where c.first_moved_at < ${start} and c.last_moved_at >= ${end} and ${scopedClosings}
          and exists (select 1 from application_events e
            inner join pipeline_stages s on s.id = e.to_stage_id
            where e.application_id = c.application_id and e.kind = 'stage-moved'
              and s.kind = c.kind
              and coalesce(case when s.kind = 'rejected' then e.rejection_reason_id end, 0) = c.reason_id
              and ${within(sql`e.created_at`)})`
      : sql``;
  const rows = await sql<{
    kind: 'rejected' | 'withdrawn';
    reason_id: number;
    label: string | null;
    position: number | null;
    n: number;
  }>`
    select t.kind, t.reason_id, r.label, r.position, t.n
    from (select k.kind, k.reason_id, count(*) as n
      from (select c.kind, c.reason_id from application_closings c
        where ${counted} and ${scopedClosings}
        ${straddling}) k
      group by k.kind, k.reason_id) t
    left join rejection_reasons r on r.id = t.reason_id and t.kind = 'rejected'`.execute(db);
  return rows.rows.map((row) => ({
    kind: row.kind,
    reasonId: num(row.reason_id) === 0 ? null : num(row.reason_id),
    label: row.label,
    position: row.position === null ? null : num(row.position),
    count: num(row.n),
  }));
}

/**
 * Offers in the range by what became of them. A revision replaces its offer, so superseded
 * versions are left out and each offer counts once, at its last version: sent by its send day,
 * accepted or declined by the day of the answer, expired by its last valid day; joinings and
 * dropouts by the day they were marked.
 */
export async function offerOutcomeCounts(db: Kysely<Database>, scope: ReportScope) {
  // valid_until is an India day (YYYY-MM-DD); the range's days compare with it as days.
  const dayInRange = all([
    ...(scope.from ? [sql`o.valid_until >= ${scope.from}`] : []),
    ...(scope.to ? [sql`o.valid_until <= ${scope.to}`] : []),
  ]);
  const rows = await sql<{ outcome: string; reason: string | null; n: number }>`
    select 'sent' as outcome, null as reason, count(*) as n
      from offers o inner join job_applications a on a.id = o.application_id
      where o.sent_at is not null and o.status <> 'superseded'
        and ${inRange(scope, sql`o.sent_at`)} and ${scoped(scope)}
    union all
    select o.status as outcome, null as reason, count(*) as n
      from offers o inner join job_applications a on a.id = o.application_id
      where o.status in ('accepted', 'declined') and ${inRange(scope, sql`o.responded_at`)}
        and ${scoped(scope)}
      group by o.status
    union all
    select 'expired' as outcome, null as reason, count(*) as n
      from offers o inner join job_applications a on a.id = o.application_id
      where o.status = 'expired' and ${dayInRange} and ${scoped(scope)}
    union all
    select j.outcome, j.dropout_reason as reason, count(*) as n
      from joining_outcomes j inner join job_applications a on a.id = j.application_id
      where ${inRange(scope, sql`j.created_at`)} and ${scoped(scope)}
      group by j.outcome, j.dropout_reason`.execute(db);
  return rows.rows.map((row) => ({ outcome: row.outcome, reason: row.reason, count: num(row.n) }));
}
