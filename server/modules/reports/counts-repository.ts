import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/schema';
import {
  type ReportScope,
  type Condition,
  ALL,
  all,
  scoped,
  scopedMoves,
  bounds,
  inRange,
  instant,
  indiaDay,
  num,
  hiresCte,
} from './report-conditions';

interface SourceCount {
  source: string;
  applications: number;
  reached: number;
  offered: number;
  hired: number;
}

/**
 * Per source: applications made in the range, those that reached an interview (one not
 * cancelled, or a hire), those offered the job (an offer sent, a revised one once, or a hire:
 * a team that moves people to Hired without the offer letters still counts them), and those
 * hired. The applications are counted from their source index alone; the few that got further
 * are gathered once, each with how far it got, and read one by one.
 */
export async function sourceCounts(db: Kysely<Database>, scope: ReportScope) {
  const counted = all([scoped(scope), inRange(scope, sql`a.created_at`)]);
  const rows = await sql<SourceCount>`
    with ${hiresCte},
    progress as (select application_id, max(reached) as reached, max(offered) as offered,
        max(hired) as hired
      from (select application_id, 1 as reached, 0 as offered, 0 as hired
          from interviews where status = 'scheduled'
        union all select application_id, 0, 1, 0 from offers where sent_at is not null
        union all select application_id, 1, 1, 1 from hires) steps
      group by application_id)
    select a.source, count(*) as applications, 0 as reached, 0 as offered, 0 as hired
      from job_applications a where ${counted} group by a.source
    union all
    select a.source, 0 as applications, sum(p.reached) as reached, sum(p.offered) as offered,
      sum(p.hired) as hired
      from progress p inner join job_applications a on a.id = p.application_id
      where ${counted} group by a.source`.execute(db);
  const bySource = new Map<string, SourceCount>();
  for (const row of rows.rows) {
    const total = bySource.get(row.source) ?? {
      source: row.source,
      applications: 0,
      reached: 0,
      offered: 0,
      hired: 0,
    };
    total.applications += num(row.applications);
    total.reached += num(row.reached);
    total.offered += num(row.offered);
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
