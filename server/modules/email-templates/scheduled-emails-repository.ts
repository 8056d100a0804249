import type { Insertable, Kysely, Selectable } from 'kysely';
import { dialectOf } from '../../db/dialect';
import type { Database, ScheduledEmailsTable } from '../../db/schema';
import { updatedOneRow } from '../../db/guarded-update';

export type ScheduledEmailRow = Selectable<ScheduledEmailsTable>;

export async function insertScheduledEmail(
  db: Kysely<Database>,
  values: Insertable<ScheduledEmailsTable>,
): Promise<number> {
  const row = await db
    .insertInto('scheduled_emails')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findScheduledEmail(db: Kysely<Database>, applicationId: number, id: number) {
  return db
    .selectFrom('scheduled_emails')
    .selectAll()
    .where('id', '=', id)
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
}

/** An application's scheduled e-mails, the next to go first. */
export function listScheduledEmails(db: Kysely<Database>, applicationId: number) {
  return db
    .selectFrom('scheduled_emails')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('send_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Cancels it if it is still waiting; answers whether it was. */
export async function cancelPendingEmail(
  db: Kysely<Database>,
  id: number,
  at: string,
  by: number | null,
  reason: 'staff' | 'stage-changed',
): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('scheduled_emails')
      .set({ cancelled_at: at, cancelled_by: by, cancel_reason: reason, sent_at: null })
      .where('id', '=', id)
      .where('cancelled_at', 'is', null)
      .where((eb) => (reason === 'staff' ? eb('sent_at', 'is', null) : eb.lit(true))),
  );
}

/**
 * Claims the e-mails due by `now`: the update that sets `sent_at` is the claim, so of two
 * servers sweeping at once only one gets each row (PostgreSQL skips rows another holds).
 * Answers each with the application's stage now and the name of who scheduled it.
 */
export async function claimDueEmails(db: Kysely<Database>, now: string, limit: number) {
  const due = db
    .selectFrom('scheduled_emails')
    .select('id')
    .where('sent_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('send_at', '<=', now)
    .orderBy('send_at')
    .orderBy('id')
    .limit(limit);
  const claimed = await db
    .updateTable('scheduled_emails')
    .set({ sent_at: now })
    .where('id', 'in', dialectOf(db) === 'postgres' ? due.forUpdate().skipLocked() : due)
    .where('sent_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .returning('id')
    .execute();
  if (claimed.length === 0) return [];
  return db
    .selectFrom('scheduled_emails as e')
    .innerJoin('job_applications as a', 'a.id', 'e.application_id')
    .leftJoin('staff_users as u', 'u.id', 'e.created_by')
    .selectAll('e')
    .select(['a.stage_id as current_stage_id', 'a.email', 'a.erased_at', 'u.name as staff_name'])
    .where(
      'e.id',
      'in',
      claimed.map((row) => row.id),
    )
    .orderBy('e.send_at')
    .orderBy('e.id')
    .execute();
}
