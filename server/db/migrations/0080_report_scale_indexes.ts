import { sql, type Kysely } from 'kysely';

/**
 * Reads the hiring reports make over 100,000 applications and a million history entries:
 *
 * - interviewer load: each panel seat's first feedback, superseded submissions included (the
 *   indexes of 0013 and 0019 hold only current ones, so every seat read every submission);
 * - time in stage over the whole history: each stage's ended days in order with the
 *   application they belong to, so a narrowed report counts and picks its ranks from the index
 *   alone (it replaces 0058's index of the same order without the application);
 * - the earliest first entry into any stage, which tells whether a range starts before all of
 *   the history (0068 orders the summaries by last entry first).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index interview_feedback_first_idx
    on interview_feedback (interview_id, staff_id, created_at)`.execute(db);
  await sql`create index application_stage_totals_ranked_idx
    on application_stage_totals (stage_id, ended_days, application_id)
    where ended_visits > 0`.execute(db);
  await sql`drop index application_stage_totals_ended_idx`.execute(db);
  await sql`create index application_stage_totals_entered_idx
    on application_stage_totals (first_entered_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index application_stage_totals_entered_idx`.execute(db);
  await sql`create index application_stage_totals_ended_idx
    on application_stage_totals (stage_id, ended_days) where ended_visits > 0`.execute(db);
  await sql`drop index application_stage_totals_ranked_idx`.execute(db);
  await sql`drop index interview_feedback_first_idx`.execute(db);
}
