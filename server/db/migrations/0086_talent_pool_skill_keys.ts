import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * PostgreSQL only: a GIN index over each candidate's skill keys (`|java|aws|` as its elements),
 * so a search that filters by skills starts from the candidates holding them instead of
 * testing the skills of every row. SQLite reads the skills from its narrow filter index (0071).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create index candidate_search_skill_keys_idx on candidate_search
    using gin (string_to_array(skills, '|'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop index candidate_search_skill_keys_idx`.execute(db);
}
