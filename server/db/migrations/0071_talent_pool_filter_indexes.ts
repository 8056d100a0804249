import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * What the talent pool's filters compare, kept narrow beside the wide search rows (the
 * resume text, notes and, on PostgreSQL, the tsvector), so a search reads the filter columns
 * without the rows:
 *
 * - `candidate_search_recent_idx`, in the order of a search without words (most recently
 *   active first): the page stops after its rows, and the count reads the index alone.
 * - SQLite only, `candidate_search_filter_idx`, by candidate: a full-text match comes back as
 *   candidate ids, and each is checked against the filters in this index instead of its row.
 *   PostgreSQL reaches matched rows through the tsvector's index on the table itself.
 *
 * The first replaces the index on the last activity alone (0056).
 */
const FILTERS = `ended_on, ended_on_kept, keep_for_other_roles, experience_years, notice_days,
  expected_ctc, location, skills`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql
    .raw(
      `create index candidate_search_recent_idx
      on candidate_search (last_activity_at, candidate_id, ${FILTERS})`,
    )
    .execute(db);
  await sql`drop index candidate_search_activity_idx`.execute(db);
  if (!postgres) {
    await sql
      .raw(
        `create index candidate_search_filter_idx
        on candidate_search (candidate_id, ${FILTERS}, last_activity_at)`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists candidate_search_filter_idx`.execute(db);
  await sql`drop index candidate_search_recent_idx`.execute(db);
  await sql`create index candidate_search_activity_idx
    on candidate_search (last_activity_at)`.execute(db);
}
