import { sql, type Kysely } from 'kysely';

/**
 * Reminders beyond the interviewers' own: the candidate's (a day and two hours before) and
 * each interviewer's for missing feedback (two hours after the end), in `interview_reminders`.
 *
 * - `channel`: how the reminder went out, 'email' or 'whatsapp'; NULL while it waits, and
 *   NULL with `sent_at` set when it was taken but no longer needed (feedback already in, the
 *   application closed, the moment passed while no server ran), so staff can tell the two apart.
 * - `staff_id`: the interviewer a feedback reminder is for; NULL for the other kinds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('interview_reminders').addColumn('channel', 'text').execute();
  await db.schema
    .alterTable('interview_reminders')
    .addColumn('staff_id', 'integer', (col) => col.references('staff_users.id'))
    .execute();
  await sql`create index interview_reminders_interview_idx
    on interview_reminders (interview_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists interview_reminders_interview_idx`.execute(db);
  await db.schema.alterTable('interview_reminders').dropColumn('staff_id').execute();
  await db.schema.alterTable('interview_reminders').dropColumn('channel').execute();
}
