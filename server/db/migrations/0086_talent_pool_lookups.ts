import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * What a talent pool search looks up before it reads the matches:
 *
 * - PostgreSQL: a GIN index over each candidate's skill keys (`|java|aws|` as its elements),
 *   so a search that filters by skills starts from the candidates holding them instead of
 *   testing the skills of every row. SQLite reads the skills from its narrow filter index (0071).
 * - SQLite: `candidate_fts_terms`, the words the FTS5 index over every column (0056) holds, in
 *   order, so the words a typed prefix begins can be named in the query (FTS5 gathers every
 *   match of a prefix before it hands out the first). A view of the index: nothing to keep in
 *   step.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create index candidate_search_skill_keys_idx on candidate_search
      using gin (string_to_array(skills, '|'))`.execute(db);
  } else {
    await sql`create virtual table candidate_fts_terms
      using fts5vocab(candidate_fts, 'row')`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index candidate_search_skill_keys_idx`.execute(db);
  } else {
    await sql`drop table candidate_fts_terms`.execute(db);
  }
}
