import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * PostgreSQL only: what a talent pool search reads for each match kept small.
 *
 * - The resume text and the search document (0056) are stored out of line, uncompressed:
 *   a search checks its filters in every matched row and reads the words of the ranked ones
 *   alone. Inline, even compressed, they made the table four times as large, and a common
 *   word read most of it. Existing rows are written again so they move, then the table is
 *   rewritten compactly.
 * - A GIN index over the name and skills alone, weighted as in the document, finds the
 *   candidates matched by them without reading their documents. SQLite's FTS5 index answers
 *   the same with a column filter, and its rows are read through the filter index (0071).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  // Rewriting every row outlasts the server's limit on one statement (the migrations run in
  // one transaction, which this setting ends with).
  await sql`set local statement_timeout = 0`.execute(db);
  await sql`alter table candidate_search
    alter column document set storage external,
    alter column resume set storage external,
    set (toast_tuple_target = 512)`.execute(db);
  await sql`update candidate_search set document = document || ''::tsvector,
    resume = resume || ''`.execute(db);
  await sql`cluster candidate_search using candidate_search_pkey`.execute(db);
  await sql`create index candidate_search_key_terms_idx on candidate_search using gin ((${KEY_TERMS}))`.execute(
    db,
  );
}

/** A candidate's name and skills weighted as in the search document (0056). */
const KEY_TERMS = sql.raw(`setweight(to_tsvector('simple', pool_terms(name)), 'A')
    || setweight(to_tsvector('simple', pool_terms(replace(skills, '|', ' '))), 'B')`);

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop index candidate_search_key_terms_idx`.execute(db);
  await sql`alter table candidate_search
    alter column document set storage extended,
    alter column resume set storage extended,
    reset (toast_tuple_target)`.execute(db);
}
