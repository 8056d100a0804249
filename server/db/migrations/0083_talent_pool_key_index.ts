import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * SQLite only: a second FTS5 index over the candidates' names and skills alone, as
 * PostgreSQL's index over them (0082). A search whose words most resumes hold ranks the
 * candidates matched by their name or skills first; the index over every column answers that
 * with a column filter, which walks every match of the words to find the few in those columns.
 * This one holds only those columns, so it walks only the candidates they match. Kept in step
 * with the search rows as the index over every column is (0056), its deletes as secure.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`create virtual table candidate_key_fts using fts5(
    name, skills,
    content = 'candidate_search', content_rowid = 'candidate_id',
    tokenize = "unicode61 remove_diacritics 2 tokenchars '+#'"
  )`.execute(db);
  await sql`insert into candidate_key_fts (candidate_key_fts, rank)
    values ('secure-delete', 1)`.execute(db);
  await sql`create trigger candidate_key_fts_insert after insert on candidate_search begin
    insert into candidate_key_fts (rowid, name, skills)
    values (new.candidate_id, new.name, new.skills);
  end`.execute(db);
  await sql`create trigger candidate_key_fts_delete after delete on candidate_search begin
    insert into candidate_key_fts (candidate_key_fts, rowid, name, skills)
    values ('delete', old.candidate_id, old.name, old.skills);
  end`.execute(db);
  await sql`insert into candidate_key_fts (candidate_key_fts) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`drop trigger candidate_key_fts_insert`.execute(db);
  await sql`drop trigger candidate_key_fts_delete`.execute(db);
  await sql`drop table candidate_key_fts`.execute(db);
}
