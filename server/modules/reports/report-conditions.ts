import { sql, type Kysely, type RawBuilder } from 'kysely';
import { addDays, indiaDayStart } from '@vistaar/shared/lib/job-dates';
import type { ReportFilters } from '@vistaar/shared/validation';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/schema';

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

export type Condition = RawBuilder<unknown>;

export const ALL: Condition = sql`1 = 1`;
export const all = (conditions: Condition[]) =>
  conditions.length === 0 ? ALL : sql.join(conditions, sql` and `);

/**
 * Which rows (with their job and source columns) a report counts: job, department, location,
 * owning recruiter, source, manager.
 */
export function scopedBy(scope: ReportScope, job: Condition, source: Condition): Condition {
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
export const scoped = (scope: ReportScope) => scopedBy(scope, sql`a.job_id`, sql`a.source`);

/** History entries (`column`: their application id) of the applications a report counts. */
export function scopedMoves(scope: ReportScope, column: Condition): Condition {
  const narrowed = scoped(scope);
  // Unnarrowed (the usual case for recruiters), the history is read without the applications.
  return narrowed === ALL
    ? ALL
    : sql`${column} in (select a.id from job_applications a where ${narrowed})`;
}

/**
 * Summary rows of `application_stage_totals` (alias `t`) a report counts, by the job each row
 * carries (migration 0085); the rows hold no source, so a report narrowed to one looks up
 * their applications.
 */
export const scopedTotals = (scope: ReportScope): Condition =>
  scope.source
    ? scopedMoves(scope, sql`t.application_id`)
    : scopedBy(scope, sql`t.job_id`, sql`null`);

/** The range's days in India as instants: [start, end), either end open. */
export function bounds(scope: ReportScope) {
  return {
    start: scope.from ? indiaDayStart(scope.from) : null,
    end: scope.to ? indiaDayStart(addDays(scope.to, 1)) : null,
  };
}

/** `column` (an ISO timestamp) falls in the report's range. */
export function inRange(scope: ReportScope, column: Condition): Condition {
  const { start, end } = bounds(scope);
  const conditions: Condition[] = [];
  if (start) conditions.push(sql`${column} >= ${start}`);
  if (end) conditions.push(sql`${column} < ${end}`);
  return all(conditions);
}

/** Days from one ISO timestamp to another, as a fraction. */
export function daysBetween(db: Kysely<Database>, from: Condition, to: Condition): Condition {
  return dialectOf(db) === 'postgres'
    ? sql`(extract(epoch from (cast(${to} as timestamptz) - cast(${from} as timestamptz))) / 86400.0)`
    : sql`(julianday(${to}) - julianday(${from}))`;
}

/** A number of days rounded down to whole days (SQLite has no floor of its own; a cast rounds towards zero). */
export function wholeDays(db: Kysely<Database>, days: Condition): Condition {
  return dialectOf(db) === 'postgres'
    ? sql`cast(floor(${days}) as integer)`
    : sql`(case when ${days} < cast(${days} as integer) then cast(${days} as integer) - 1
        else cast(${days} as integer) end)`;
}

/**
 * The applications straddling a range's end are found from the summaries' date indexes (0068)
 * and their visits read one by one; left to itself, SQLite reads every visit instead (it knows
 * nothing of how few straddle). On SQLite a unary plus keeps a term off the indexes, and a cross
 * join keeps the tables in the order written; PostgreSQL plans from its statistics.
 */
export function unindexedBy(db: Kysely<Database>, column: Condition): Condition {
  return dialectOf(db) === 'sqlite' ? sql`+${column}` : column;
}

export function joinInOrder(db: Kysely<Database>): Condition {
  return dialectOf(db) === 'sqlite' ? sql`cross join` : sql`inner join`;
}

/** An ISO timestamp as something compared in time. */
export function instant(db: Kysely<Database>, at: Condition): Condition {
  return dialectOf(db) === 'postgres' ? sql`cast(${at} as timestamptz)` : sql`julianday(${at})`;
}

/** The India day (YYYY-MM-DD) of an ISO timestamp: India keeps +05:30 all year. */
export function indiaDay(db: Kysely<Database>, at: Condition): Condition {
  return dialectOf(db) === 'postgres'
    ? sql`to_char(cast(${at} as timestamptz) at time zone 'UTC' + interval '330 minutes', 'YYYY-MM-DD')`
    : sql`date(${at}, '+330 minutes')`;
}

export const num = (value: unknown) => Number(value);

/** When each application was first hired (entered a 'hired' stage). */
export const hiresCte = sql`hires as (select v.application_id, min(v.entered_at) as hired_at
  from application_stage_visits v
  where v.stage_id in (select id from pipeline_stages where kind = 'hired')
  group by v.application_id)`;

/**
 * The range's ends, leaving out an end beyond the whole history (a start at or before every
 * first entry into a stage, an end after every last one): without it the answer is the same,
 * and every summary row counts whole.
 */
export async function historyBounds(db: Kysely<Database>, scope: ReportScope) {
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
