import { sql, type Kysely } from 'kysely';
import {
  percentileLowRanks,
  percentileRankSet,
  rankedFromValues,
  type RankedValue,
} from './report-stats';
import type { Database } from '../../db/schema';
import {
  type ReportScope,
  type Condition,
  all,
  scopedBy,
  scoped,
  scopedTotals,
  inRange,
  daysBetween,
  unindexedBy,
  num,
  hiresCte,
  historyBounds,
  wholeDays,
} from './report-conditions';

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

/**
 * The ranks of `values` (group, value) each percentile needs, picked from every value: a window
 * over them in SQL sorts and numbers tens of thousands of rows several times slower than they
 * are read and sorted here.
 */
async function rankedFromEveryValue(db: Kysely<Database>, ctes: Condition): Promise<RankedValue[]> {
  const rows = await sql<{ grp: number; val: number | null }>`with ${ctes}
    select grp, val from vals`.execute(db);
  return rankedFromValues(
    rows.rows.flatMap((row) =>
      row.val === null ? [] : [{ group: num(row.grp), value: num(row.val) }],
    ),
  );
}

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
 * Group: the stage id (open stages only). Per application, the days it spent in the stage
 * over every visit that began in the range and has ended (the application moved on), summed.
 */
export async function timeInStageValues(db: Kysely<Database>, scope: ReportScope) {
  const { start, end } = await historyBounds(db, scope);
  const narrowed = scopedTotals(scope);
  // SQLite would read every row of each open stage (its ranks' index leads with the stage) and
  // test the range or the job on each; kept off those terms, it reads the range from the
  // summaries' date indexes (0068) and the jobs' rows from theirs (0085) instead.
  const unindexed = (column: Condition) => unindexedBy(db, column);
  const open = sql`${unindexed(sql`t.stage_id`)} in (select id from pipeline_stages where kind = 'open')`;
  if (!start && !end) {
    // Narrowed to a source (which the summaries do not hold), every value of its rows.
    return !scope.source
      ? bucketedStageRanks(db, scope)
      : rankedFromEveryValue(
          db,
          sql`vals as (select t.stage_id as grp, t.ended_days as val
            from application_stage_totals t
            where t.ended_visits > 0 and ${open} and ${narrowed})`,
        );
  }
  // Every visit of the stage in the range: the summary's ended days are the answer.
  const within = (column: (name: Condition) => Condition) =>
    all([
      ...(start ? [sql`${column(sql`t.first_entered_at`)} >= ${start}`] : []),
      ...(end ? [sql`${column(sql`t.last_entered_at`)} < ${end}`] : []),
    ]);
  const wholly = (column: (name: Condition) => Condition) => sql`from application_stage_totals t
    where t.ended_visits > 0 and ${open} and ${within(column)} and ${narrowed}`;
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
  // Each straddling summary row sums its own visits in the range, found by its application and
  // stage (its value is null when none of them has ended): joined instead, PostgreSQL, expecting
  // many more such rows than there are, reads every visit.
  return rankedFromHours(
    db,
    wholly,
    unindexed,
    sql`vals as (select t.stage_id as grp,
        (select sum(${daysBetween(db, sql`v.entered_at`, sql`v.left_at`)})
          from application_stage_visits v
          where v.application_id = t.application_id and v.stage_id = t.stage_id
            and v.left_at is not null and ${inRange(scope, sql`v.entered_at`)}) as val
      from application_stage_totals t
      where t.ended_visits > 0 and ${open} and ${reaches} and (${straddles}) and ${narrowed})`,
  );
}

/** Parts of a day the values are counted in: a rank's hour holds a few hundred rows to read. */
const HOURS = 24;

/**
 * The ranks each percentile needs of each stage, over the summary rows `wholly` names (`from
 * ... where ...`, alias `t`: their ended days are the values) and the few values `others` lists
 * (grp, val): the rows are counted per hour of their days in SQL and only the hours holding a
 * rank are read value by value, instead of handing every value in the range over to be sorted.
 */
async function rankedFromHours(
  db: Kysely<Database>,
  wholly: (column: (name: Condition) => Condition) => Condition,
  unindexed: (column: Condition) => Condition,
  others: Condition,
): Promise<RankedValue[]> {
  const hour = wholeDays(db, sql`t.ended_days * ${sql.lit(HOURS)}`);
  // Side by side: PostgreSQL answers them on two connections.
  const [{ rows: counted }, { rows: otherRows }] = await Promise.all([
    sql<{ grp: number; hour: number; n: number }>`
      select t.stage_id as grp, ${hour} as hour, count(*) as n ${wholly((name) => name)}
      group by t.stage_id, ${hour}`.execute(db),
    sql<{ grp: number; val: number | null }>`with ${others}
      select grp, val from vals`.execute(db),
  ]);
  const stages = new Map<number, Map<number, { n: number; values: number[] }>>();
  const hourOf = (stage: number, whole: number) => {
    const hours = stages.get(stage) ?? new Map<number, { n: number; values: number[] }>();
    stages.set(stage, hours);
    const found = hours.get(whole) ?? { n: 0, values: [] };
    hours.set(whole, found);
    return found;
  };
  for (const row of counted) hourOf(num(row.grp), num(row.hour)).n += num(row.n);
  for (const row of otherRows) {
    if (row.val === null) continue;
    const value = num(row.val);
    const found = hourOf(num(row.grp), Math.floor(value * HOURS));
    found.n += 1;
    found.values.push(value);
  }
  // Each rank's stage and hour, and the rank's place in that hour's values.
  const wanted: { stage: number; hour: number; rank: number; at: number; n: number }[] = [];
  for (const [stage, hours] of stages) {
    const ordered = [...hours].sort(([a], [b]) => a - b);
    const n = ordered.reduce((sum, [, found]) => sum + found.n, 0);
    for (const rank of percentileRankSet(n)) {
      let below = 0;
      let at = 0;
      while (below + ordered[at][1].n < rank) below += ordered[at++][1].n;
      wanted.push({ stage, hour: ordered[at][0], rank, at: rank - below - 1, n });
    }
  }
  if (wanted.length === 0) return [];
  const rankHours = [...new Map(wanted.map((w) => [`${w.stage}:${w.hour}`, w])).values()];
  // One read an hour, from the stage's rows in order of their days (0085's index), an hour
  // either side of it kept by the bounds and the exact hour tested on each row.
  const hourRows = (
    await Promise.all(
      rankHours.map(
        async ({ stage, hour: whole }) =>
          (
            await sql<{ grp: number; val: number }>`
              select t.stage_id as grp, t.ended_days as val ${wholly(unindexed)}
                and t.stage_id = ${stage} and t.ended_days >= ${(whole - 1) / HOURS}
                and t.ended_days < ${(whole + 2) / HOURS} and ${hour} = ${whole}`.execute(db)
          ).rows,
      ),
    )
  ).flat();
  for (const row of hourRows) {
    const value = num(row.val);
    stages
      .get(num(row.grp))
      ?.get(Math.floor(value * HOURS))
      ?.values.push(value);
  }
  return wanted.map(({ stage, hour: whole, rank, at, n }) => {
    const values = hourOf(stage, whole).values.sort((a, b) => a - b);
    return { group: stage, value: values[at], rank, n };
  });
}

/**
 * Time in each open stage over the whole history, narrowed to jobs or not, from the count of
 * summary rows in each whole day of each job's stage (migration 0085): the rank each percentile
 * reads is found in its day, and only that day's rows (and the next's, for the rank after) are
 * read, in order of their days from their index, from the rank's place among them.
 */
async function bucketedStageRanks(db: Kysely<Database>, scope: ReportScope) {
  const { rows } = await sql<{ stage_id: number; bucket: number; n: number }>`
    select b.stage_id, b.bucket, sum(b.applications) as n
    from stage_time_buckets b
    where b.stage_id in (select id from pipeline_stages where kind = 'open')
      and ${scopedBy(scope, sql`b.job_id`, sql`null`)}
    group by b.stage_id, b.bucket
    having sum(b.applications) > 0`.execute(db);
  const byStage = new Map<number, { bucket: number; n: number }[]>();
  for (const row of rows) {
    const buckets = byStage.get(num(row.stage_id)) ?? [];
    buckets.push({ bucket: num(row.bucket), n: num(row.n) });
    byStage.set(num(row.stage_id), buckets);
  }
  // SQLite would read the jobs' rows of the stage and sort them; kept off the job, it reads the
  // stage's rows in order from the bucket on.
  const jobs = scopedBy(scope, unindexedBy(db, sql`t.job_id`), sql`null`);
  const ranked = await Promise.all(
    [...byStage].flatMap(([stageId, buckets]) => {
      buckets.sort((a, b) => a.bucket - b.bucket);
      const n = buckets.reduce((sum, bucket) => sum + bucket.n, 0);
      return percentileLowRanks(n).map(async (low) => {
        let below = 0;
        let at = 0;
        while (below + buckets[at].n < low) below += buckets[at++].n;
        const { rows: values } = await sql<{ val: number }>`select t.ended_days as val
          from application_stage_totals t
          where t.stage_id = ${stageId} and t.ended_visits > 0
            and t.ended_days >= ${buckets[at].bucket} and ${jobs}
          order by t.ended_days limit 2 offset ${low - 1 - below}`.execute(db);
        return values.map((row, index) => ({
          group: stageId,
          value: num(row.val),
          rank: low + index,
          n,
        }));
      });
    }),
  );
  return ranked.flat();
}
