import { sql, type Kysely } from 'kysely';

/**
 * What the desk filters on and the board shows. Each feedback row keeps the sum and the
 * number of its criterion scores, so an application's rating (the average over the current
 * feedback of its scheduled interviews) is plain arithmetic in SQL on both databases; rows
 * written before this migration get theirs from their ratings JSON. Scheduled interviews get
 * an index of their own for the desk's 'has an interview' filter. Rejection reasons in use
 * get unique labels, as stages have unique names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('interview_feedback')
    .addColumn('score_sum', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('interview_feedback')
    .addColumn('score_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  const rows = await sql<{ id: number; ratings: string }>`select id, ratings
    from interview_feedback`.execute(db);
  for (const row of rows.rows) {
    const scores = (JSON.parse(row.ratings) as { score: number }[]).map((entry) => entry.score);
    const sum = scores.reduce((total, score) => total + score, 0);
    await sql`update interview_feedback set score_sum = ${sum}, score_count = ${scores.length}
      where id = ${row.id}`.execute(db);
  }
  await sql`create index interview_feedback_scores_idx
    on interview_feedback (interview_id, score_sum, score_count)
    where superseded_at is null`.execute(db);
  await sql`create index interviews_scheduled_idx on interviews (application_id)
    where status = 'scheduled'`.execute(db);

  // Two reasons in use with one label would be the same choice twice.
  const reasons = await sql<{ id: number; label: string }>`select id, label
    from rejection_reasons where archived_at is null order by id`.execute(db);
  const seen = new Set<string>();
  const now = new Date().toISOString();
  for (const reason of reasons.rows) {
    const key = reason.label.toLowerCase();
    if (seen.has(key)) {
      await sql`update rejection_reasons set archived_at = ${now} where id = ${reason.id}`.execute(
        db,
      );
    }
    seen.add(key);
  }
  await sql`create unique index rejection_reasons_label_idx on rejection_reasons (lower(label))
    where archived_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists rejection_reasons_label_idx`.execute(db);
  await sql`drop index if exists interviews_scheduled_idx`.execute(db);
  await sql`drop index if exists interview_feedback_scores_idx`.execute(db);
  await db.schema.alterTable('interview_feedback').dropColumn('score_count').execute();
  await db.schema.alterTable('interview_feedback').dropColumn('score_sum').execute();
}
