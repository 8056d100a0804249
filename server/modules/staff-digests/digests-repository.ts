import { sql, type Kysely } from 'kysely';
import { FEEDBACK_REMINDER } from '@vistaar/shared/config/interviews';
import type { Database } from '../../db/schema';
import { overdueCondition, type OverdueCutoff } from '../work-calendar';

/**
 * Takes the one e-mail of this kind for this member and period; answers false when a server
 * took it already (the key of `staff_digests` decides between servers).
 */
export async function claimDigest(
  db: Kysely<Database>,
  staffId: number,
  kind: 'daily' | 'weekly',
  period: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .insertInto('staff_digests')
    .values({ staff_id: staffId, kind, period, created_at: at })
    .onConflict((oc) => oc.columns(['staff_id', 'kind', 'period']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Active members who may hear about jobs or interviews, with their weekly summary choice. */
export function listDigestMembers(db: Kysely<Database>) {
  return db
    .selectFrom('staff_users')
    .select(['id', 'name', 'email', 'weekly_summary'])
    .where('disabled', '=', 0)
    .orderBy('id')
    .execute();
}

/** Each job with the members it belongs to: its owning recruiter and its hiring managers. */
const jobMembers = sql`(select id as job_id, recruiter_id as staff_id from jobs
  where recruiter_id is not null
  union select job_id, staff_id from job_hiring_managers)`;

/** Applications over their stage's limit, once for each member of their job. */
export async function listOverdueByMember(db: Kysely<Database>, cutoffs: readonly OverdueCutoff[]) {
  if (cutoffs.length === 0) return [];
  const rows = await sql<{
    staff_id: number;
    application_id: number;
    first_name: string;
    last_name: string;
    job_title: string;
    stage_id: number;
    stage_name: string;
    stage_entered_at: string;
  }>`select m.staff_id, a.id as application_id, a.first_name, a.last_name,
      j.title as job_title, a.stage_id, s.name as stage_name, a.stage_entered_at
    from job_applications a
    inner join jobs j on j.id = a.job_id
    inner join pipeline_stages s on s.id = a.stage_id
    inner join ${jobMembers} m on m.job_id = a.job_id
    where ${overdueCondition(cutoffs)} and a.erased_at is null
    order by m.staff_id, a.stage_entered_at, a.id`.execute(db);
  return rows.rows.map((row) => ({
    ...row,
    staff_id: Number(row.staff_id),
    application_id: Number(row.application_id),
    stage_id: Number(row.stage_id),
  }));
}

/** Panel seats of interviews that ended from `since` to `now` without that member's feedback. */
export async function listMissingFeedback(db: Kysely<Database>, since: string, now: string) {
  const rows = await sql<{
    staff_id: number;
    interview_id: number;
    first_name: string;
    last_name: string;
    job_title: string | null;
    ends_at: string;
  }>`select p.staff_id, i.id as interview_id, a.first_name, a.last_name,
      j.title as job_title, i.ends_at
    from interviews i
    inner join interview_interviewers p on p.interview_id = i.id
    inner join job_applications a on a.id = i.application_id
    left join jobs j on j.id = a.job_id
    where i.status = 'scheduled' and i.ends_at >= ${since} and i.ends_at <= ${now}
      and a.erased_at is null
      and not exists (select 1 from interview_feedback f
        where f.interview_id = i.id and f.staff_id = p.staff_id)
    order by p.staff_id, i.ends_at, i.id`.execute(db);
  return rows.rows.map((row) => ({
    ...row,
    staff_id: Number(row.staff_id),
    interview_id: Number(row.interview_id),
  }));
}

/**
 * Feedback still missing after its interviewer was reminded before `remindedBefore`, once for
 * each member of the interview's job (the recruiter and hiring managers) who is not that
 * interviewer (their own digest section names it already), for interviews that ended since
 * `since`.
 */
export async function listEscalatedFeedback(
  db: Kysely<Database>,
  remindedBefore: string,
  since: string,
) {
  const rows = await sql<{
    staff_id: number;
    interview_id: number;
    application_id: number;
    first_name: string;
    last_name: string;
    job_title: string;
    interviewer_name: string;
    ends_at: string;
  }>`select m.staff_id, i.id as interview_id, a.id as application_id, a.first_name,
      a.last_name, j.title as job_title, u.name as interviewer_name, i.ends_at
    from interview_reminders r
    inner join interviews i on i.id = r.interview_id
    inner join staff_users u on u.id = r.staff_id
    inner join job_applications a on a.id = i.application_id
    inner join jobs j on j.id = a.job_id
    inner join ${jobMembers} m on m.job_id = a.job_id
    where r.kind = ${FEEDBACK_REMINDER.kind} and r.channel is not null
      and r.sent_at < ${remindedBefore}
      and i.status = 'scheduled' and i.ends_at >= ${since} and a.erased_at is null
      and m.staff_id <> r.staff_id
      and not exists (select 1 from interview_feedback f
        where f.interview_id = i.id and f.staff_id = r.staff_id)
    order by m.staff_id, i.ends_at, i.id, u.name`.execute(db);
  return rows.rows.map((row) => ({
    ...row,
    staff_id: Number(row.staff_id),
    interview_id: Number(row.interview_id),
    application_id: Number(row.application_id),
  }));
}

/**
 * A member's jobs' week (`from` to `to`, `to` to `next` for the interviews ahead): new
 * applications, moves, interviews, and entries into the Offer stage.
 */
export async function weeklyNumbers(
  db: Kysely<Database>,
  staffId: number,
  range: { from: string; to: string; next: string },
) {
  const mine = sql`a.job_id in (select job_id from ${jobMembers} m where m.staff_id = ${staffId})`;
  const { from, to, next } = range;
  const row = await sql<{
    applications: number;
    moves: number;
    interviews: number;
    offers: number;
  }>`
    select
      (select count(*) from job_applications a
        where ${mine} and a.created_at >= ${from} and a.created_at < ${to}) as applications,
      (select count(*) from application_events e inner join job_applications a on a.id = e.application_id
        where ${mine} and e.kind = 'stage-moved' and e.created_at >= ${from} and e.created_at < ${to}) as moves,
      (select count(*) from interviews i inner join job_applications a on a.id = i.application_id
        where ${mine} and i.status = 'scheduled' and i.starts_at >= ${to} and i.starts_at < ${next}) as interviews,
      (select count(*) from application_events e inner join job_applications a on a.id = e.application_id
        inner join pipeline_stages s on s.id = e.to_stage_id
        where ${mine} and e.kind = 'stage-moved' and lower(s.name) = 'offer'
          and e.created_at >= ${from} and e.created_at < ${to}) as offers`.execute(db);
  const [numbers] = rows(row.rows);
  return numbers;
}

const rows = <T extends Record<string, unknown>>(list: T[]) =>
  list.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]))) as {
    [K in keyof T]: number;
  }[];
