import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * PostgreSQL only: a GIN index over a candidate's name and skills alone, weighted as in the
 * search document (0056), so a search whose words match more candidates than it ranks finds
 * those matched by name or skills first without reading their documents. SQLite's FTS5 index
 * answers the same question with a column filter.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create index candidate_search_key_terms_idx on candidate_search using gin ((
    setweight(to_tsvector('simple', pool_terms(name)), 'A')
    || setweight(to_tsvector('simple', pool_terms(replace(skills, '|', ' '))), 'B')))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists candidate_search_key_terms_idx`.execute(db);
}
