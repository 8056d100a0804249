import { sql, type Kysely } from 'kysely';

/**
 * Reads the hiring reports make over 100,000 applications and a million history entries:
 *
 * - interviewer load: each panel seat's first feedback, superseded submissions included (the
 *   indexes of 0013 and 0019 hold only current ones, so every seat read every submission).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index interview_feedback_first_idx
    on interview_feedback (interview_id, staff_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index interview_feedback_first_idx`.execute(db);
}
