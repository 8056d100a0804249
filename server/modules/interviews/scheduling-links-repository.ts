import type { Insertable, Kysely } from 'kysely';
import { dialectOf } from '../../db/dialect';
import type { Database, SchedulingLinksTable } from '../../db/schema';
import { updatedOneRow } from '../../db/guarded-update';

export async function insertSchedulingLink(
  db: Kysely<Database>,
  values: Omit<Insertable<SchedulingLinksTable>, 'id'>,
  staffIds: readonly number[],
): Promise<number> {
  const { id } = await db
    .insertInto('scheduling_links')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('scheduling_link_interviewers')
    .values(staffIds.map((staffId) => ({ link_id: id, staff_id: staffId })))
    .execute();
  return id;
}

/** A link by its token's digest, with the application it is for (never an erased one). */
export function findSchedulingLink(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('scheduling_links as l')
    .innerJoin('job_applications as a', 'a.id', 'l.application_id')
    .leftJoin('jobs as j', 'j.id', 'a.job_id')
    .selectAll('l')
    .select(['a.first_name', 'a.candidate_id', 'j.title as job_title'])
    .where('l.token_hash', '=', tokenHash)
    .where('a.erased_at', 'is', null)
    .executeTakeFirst();
}

export type SchedulingLinkRow = NonNullable<Awaited<ReturnType<typeof findSchedulingLink>>>;

export async function linkPanelIds(db: Kysely<Database>, linkId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('scheduling_link_interviewers as p')
    .innerJoin('staff_users as u', 'u.id', 'p.staff_id')
    .select('p.staff_id')
    .where('p.link_id', '=', linkId)
    .where('u.disabled', '=', 0)
    .orderBy('p.staff_id')
    .execute();
  return rows.map((row) => row.staff_id);
}

/** An application's links, newest first, with the interview each booked. */
export function listApplicationLinks(db: Kysely<Database>, applicationId: number) {
  return db
    .selectFrom('scheduling_links')
    .select([
      'id',
      'status',
      'channel',
      'duration_minutes',
      'window_from',
      'window_to',
      'interview_id',
      'nudged_at',
      'created_at',
    ])
    .where('application_id', '=', applicationId)
    .orderBy('id', 'desc')
    .execute();
}

/** Records how the link reached the candidate. */
export async function setLinkChannel(
  db: Kysely<Database>,
  id: number,
  channel: SchedulingLinksTable['channel'],
) {
  await db.updateTable('scheduling_links').set({ channel }).where('id', '=', id).execute();
}

/** Moves a link from one status to another only if nobody moved it first. */
export async function setLinkStatus(
  db: Kysely<Database>,
  id: number,
  from: SchedulingLinksTable['status'],
  values: { status: SchedulingLinksTable['status']; interview_id?: number; updated_at: string },
): Promise<boolean> {
  return updatedOneRow(
    db.updateTable('scheduling_links').set(values).where('id', '=', id).where('status', '=', from),
  );
}

/** The scheduled interviews of these members that overlap the stretch from `from` to `to`. */
export function listPanelInterviewTimes(
  db: Kysely<Database>,
  staffIds: readonly number[],
  from: string,
  to: string,
) {
  return db
    .selectFrom('interviews as i')
    .innerJoin('interview_interviewers as p', 'p.interview_id', 'i.id')
    .select(['p.staff_id', 'i.id', 'i.starts_at', 'i.ends_at'])
    .where('p.staff_id', 'in', [...staffIds])
    .where('i.status', '=', 'scheduled')
    .where('i.starts_at', '<', to)
    .where('i.ends_at', '>', from)
    .execute();
}

/**
 * Claims an interviewer's quarter hours for an interview. The unique key refuses a quarter
 * hour another booking holds, whichever server wrote it: the write fails and so does the
 * transaction around it.
 */
export async function claimSlotCells(
  db: Kysely<Database>,
  interviewId: number,
  staffIds: readonly number[],
  cells: readonly string[],
) {
  await db
    .insertInto('interview_slot_cells')
    .values(
      staffIds.flatMap((staffId) =>
        cells.map((startsAt) => ({
          staff_id: staffId,
          starts_at: startsAt,
          interview_id: interviewId,
        })),
      ),
    )
    .execute();
}

/** Gives back an interview's quarter hours: it moved or was cancelled. */
export async function releaseSlotCells(db: Kysely<Database>, interviewId: number) {
  await db.deleteFrom('interview_slot_cells').where('interview_id', '=', interviewId).execute();
}

/**
 * Claims up to `limit` open links whose nudge is due, each for this transaction alone (as
 * the reminders are claimed), so one nudge goes whichever server gets there first.
 */
export function claimDueNudges(db: Kysely<Database>, now: string, limit: number) {
  const due = db
    .selectFrom('scheduling_links')
    .select('id')
    .where('status', '=', 'open')
    .where('nudged_at', 'is', null)
    .where('nudge_due_at', '<=', now)
    .orderBy('nudge_due_at')
    .limit(limit);
  return db
    .updateTable('scheduling_links')
    .set({ nudged_at: now })
    .where('id', 'in', dialectOf(db) === 'postgres' ? due.forUpdate().skipLocked() : due)
    .where('nudged_at', 'is', null)
    .returning(['id', 'application_id', 'token_hash'])
    .execute();
}
