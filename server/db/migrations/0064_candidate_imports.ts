import type { Kysely } from 'kysely';
import { columns2025 } from './columns-2025';

/**
 * Candidate imports from a CSV or XLSX file. `headers` is the file's header row and `rows`
 * its cells (JSON lists of strings), kept only while the import waits for its mapping and
 * apply: both apply and discard set `rows` to NULL, so what remains of an import is its
 * record and the candidates it created. `fields` is the saved mapping (one field per
 * column, JSON), NULL until saved; `consent_source` how the people agreed to be contacted.
 * `status` is 'uploaded', 'applied' or 'discarded'; `result` the counts an apply produced.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns2025(db);
  await c
    .id(db.schema.createTable('candidate_imports'))
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('file_kind', 'text', (col) => col.notNull())
    .addColumn('rows_count', 'integer', (col) => col.notNull())
    .addColumn('headers', 'text', (col) => col.notNull())
    .addColumn('rows', 'text')
    .addColumn('fields', 'text')
    .addColumn('consent_source', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('uploaded'))
    .addColumn('result', 'text')
    .addColumn('created_by', 'integer', (col) => col.references('staff_users.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('applied_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('candidate_imports').execute();
}
