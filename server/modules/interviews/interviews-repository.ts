import type { Insertable, Kysely } from 'kysely';
import type { InterviewReminderKind, ReminderChannel } from '@vistaar/shared/config';
import { dialectOf } from '../../db/dialect';
import type { Database, InterviewsTable } from '../../db/schema';
import { updatedOneRow } from '../../db/guarded-update';

/** Staff who may sit on a panel: every active account, whatever its role. */
export function listActiveStaff(db: Kysely<Database>) {
  return db
    .selectFrom('staff_users')
    .select(['id', 'name', 'email', 'role'])
    .where('disabled', '=', 0)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function findActiveStaff(db: Kysely<Database>, ids: number[]) {
  return db
    .selectFrom('staff_users')
    .select(['id', 'name', 'email'])
    .where('id', 'in', ids)
    .where('disabled', '=', 0)
    .orderBy('name')
    .execute();
}

/** The application an interview is for: who to invite and what for. */
export function findCandidate(db: Kysely<Database>, applicationId: number) {
  return db
    .selectFrom('job_applications as a')
    .leftJoin('jobs as j', 'j.id', 'a.job_id')
    .select(['a.id', 'a.first_name', 'a.last_name', 'a.email', 'a.phone', 'a.job_id', 'j.title'])
    .where('a.id', '=', applicationId)
    .executeTakeFirst();
}

export async function insertInterview(
  db: Kysely<Database>,
  values: Omit<Insertable<InterviewsTable>, 'id'>,
  staffIds: number[],
): Promise<number> {
  const { id } = await db
    .insertInto('interviews')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('interview_interviewers')
    .values(staffIds.map((staffId) => ({ interview_id: id, staff_id: staffId })))
    .execute();
  return id;
}

function interviewsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('interviews as i')
    .innerJoin('job_applications as a', 'a.id', 'i.application_id')
    .leftJoin('jobs as j', 'j.id', 'a.job_id')
    .selectAll('i')
    .select([
      'a.first_name',
      'a.last_name',
      'a.email as candidate_email',
      'a.phone as candidate_phone',
      'a.candidate_id',
      'a.job_id',
      'j.title as job_title',
    ]);
}

export type InterviewRow = Awaited<ReturnType<typeof findInterview>> & object;

export function findInterview(db: Kysely<Database>, id: number) {
  return interviewsQuery(db).where('i.id', '=', id).executeTakeFirst();
}

/** An application's interviews, the next first and the cancelled last. */
export function listApplicationInterviews(db: Kysely<Database>, applicationId: number) {
  return interviewsQuery(db)
    .where('i.application_id', '=', applicationId)
    .orderBy('i.starts_at', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
}

/** A member's interviews still on: those to come and those already held. */
export function listStaffInterviews(db: Kysely<Database>, staffId: number) {
  return interviewsQuery(db)
    .innerJoin('interview_interviewers as p', 'p.interview_id', 'i.id')
    .where('p.staff_id', '=', staffId)
    .where('i.status', '=', 'scheduled')
    .orderBy('i.starts_at')
    .orderBy('i.id')
    .execute();
}

/** The panels of these interviews, with whether each member's feedback is in. */
export async function listPanels(db: Kysely<Database>, interviewIds: number[]) {
  if (interviewIds.length === 0) return [];
  return db
    .selectFrom('interview_interviewers as p')
    .innerJoin('staff_users as u', 'u.id', 'p.staff_id')
    .leftJoin('interview_feedback as f', (join) =>
      join
        .onRef('f.interview_id', '=', 'p.interview_id')
        .onRef('f.staff_id', '=', 'p.staff_id')
        .on('f.superseded_at', 'is', null),
    )
    .select(['p.interview_id', 'u.id', 'u.name', 'u.email', 'f.id as feedback_id'])
    .where('p.interview_id', 'in', interviewIds)
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
}

export type PanelRow = Awaited<ReturnType<typeof listPanels>>[number];

/**
 * Moves an interview, raising its SEQUENCE, only if nobody changed it since it was read
 * (`sequence` as read); false when someone did.
 */
export async function moveInterview(
  db: Kysely<Database>,
  id: number,
  sequence: number,
  values: { starts_at: string; ends_at: string; duration_minutes: number; updated_at: string },
): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('interviews')
      .set({ ...values, sequence: sequence + 1 })
      .where('id', '=', id)
      .where('sequence', '=', sequence)
      .where('status', '=', 'scheduled'),
  );
}

export async function cancelInterviewRow(
  db: Kysely<Database>,
  id: number,
  sequence: number,
  values: { cancel_reason: string | null; at: string },
): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('interviews')
      .set({
        status: 'cancelled',
        sequence: sequence + 1,
        cancel_reason: values.cancel_reason,
        cancelled_at: values.at,
        updated_at: values.at,
      })
      .where('id', '=', id)
      .where('sequence', '=', sequence)
      .where('status', '=', 'scheduled'),
  );
}

/** Drops the reminders not sent yet: the interview moved or was cancelled. */
export async function dropPendingReminders(db: Kysely<Database>, interviewId: number) {
  await db
    .deleteFrom('interview_reminders')
    .where('interview_id', '=', interviewId)
    .where('sent_at', 'is', null)
    .execute();
}

export async function insertReminders(
  db: Kysely<Database>,
  rows: {
    interview_id: number;
    kind: InterviewReminderKind;
    starts_at: string;
    due_at: string;
    staff_id: number | null;
  }[],
  createdAt: string,
) {
  if (rows.length === 0) return;
  await db
    .insertInto('interview_reminders')
    .values(rows.map((row) => ({ ...row, created_at: createdAt })))
    .execute();
}

/**
 * Claims up to `limit` due reminders for this transaction alone: each is marked taken here,
 * so only one server ever sends it (PostgreSQL skips rows another server is claiming;
 * SQLite runs one writer at a time). Only reminders of the interview's current time, while
 * it is on, are taken; the sweep decides whether each is still needed.
 */
export function claimDueReminders(db: Kysely<Database>, now: string, limit: number) {
  const due = db
    .selectFrom('interview_reminders as r')
    .innerJoin('interviews as i', 'i.id', 'r.interview_id')
    .select('r.id')
    .where('r.sent_at', 'is', null)
    .where('r.due_at', '<=', now)
    .where('i.status', '=', 'scheduled')
    .whereRef('i.starts_at', '=', 'r.starts_at')
    .orderBy('r.due_at')
    .limit(limit);
  return db
    .updateTable('interview_reminders')
    .set({ sent_at: now })
    .where('id', 'in', dialectOf(db) === 'postgres' ? due.forUpdate('r').skipLocked() : due)
    .where('sent_at', 'is', null)
    .returning(['id', 'interview_id', 'kind', 'staff_id'])
    .execute();
}

export type ClaimedReminder = Awaited<ReturnType<typeof claimDueReminders>>[number];

/** Records how a claimed reminder went out. */
export async function setReminderChannel(
  db: Kysely<Database>,
  id: number,
  channel: ReminderChannel,
) {
  await db.updateTable('interview_reminders').set({ channel }).where('id', '=', id).execute();
}

/** Whether the application is still in an open stage and not erased: the candidate hears more. */
export async function applicationStillOpen(db: Kysely<Database>, applicationId: number) {
  const row = await db
    .selectFrom('job_applications as a')
    .innerJoin('pipeline_stages as s', 's.id', 'a.stage_id')
    .select('a.id')
    .where('a.id', '=', applicationId)
    .where('a.erased_at', 'is', null)
    .where('s.kind', '=', 'open')
    .executeTakeFirst();
  return row !== undefined;
}

/** The reminders of these interviews (the interviewer's name on a missing-feedback one). */
export function listReminders(db: Kysely<Database>, interviewIds: number[]) {
  if (interviewIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('interview_reminders as r')
    .leftJoin('staff_users as u', 'u.id', 'r.staff_id')
    .select([
      'r.id',
      'r.interview_id',
      'r.kind',
      'r.due_at',
      'r.sent_at',
      'r.channel',
      'u.name as staff_name',
    ])
    .where('r.interview_id', 'in', interviewIds)
    .orderBy('r.due_at')
    .orderBy('r.id')
    .execute();
}

export type ReminderRow = Awaited<ReturnType<typeof listReminders>>[number];
