import { sql, type Kysely } from 'kysely';

/**
 * Reads the hiring reports make over 100,000 applications and a million history entries:
 *
 * - rejections and withdrawals: moves by the stage they went to and when, so the view reads the
 *   moves into the closing stages and not the whole history (notes, e-mails, other moves);
 * - a range's funnel and time in stage: the stage summaries (0058) by last entry, to find the
 *   few applications whose visits of a stage straddle the range's start or end, and by first
 *   entry, for those wholly inside it (their summary is their answer).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index application_events_closing_idx
    on application_events (to_stage_id, created_at, application_id, rejection_reason_id)
    where kind = 'stage-moved'`.execute(db);
  await sql`create index application_stage_totals_last_idx
    on application_stage_totals (last_entered_at, first_entered_at)`.execute(db);
  await sql`create index application_stage_totals_first_idx
    on application_stage_totals (first_entered_at, last_entered_at, stage_id, ended_days)
    where ended_visits > 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index application_stage_totals_first_idx`.execute(db);
  await sql`drop index application_stage_totals_last_idx`.execute(db);
  await sql`drop index application_events_closing_idx`.execute(db);
}
