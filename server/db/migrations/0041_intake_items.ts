import { sql, type Kysely } from 'kysely';
import { columns2025 } from './columns-2025';

/**
 * Resume intake: one row per resume file that reached the product (uploaded by a member, one
 * entry of an uploaded zip, or an attachment of an e-mail to the intake address), waiting to
 * be parsed, reviewed and accepted as a candidate or discarded.
 *
 * - `origin` says how it came ('upload', 'zip', 'email'); an e-mail's sender, subject and
 *   received time are kept beside it, and its text as `note`.
 * - `job_id` is the job it is for; NULL: the pool (a general application once accepted).
 * - `status`: queued, parsing, review, no_text, refused (with `refusal`), accepted, discarded.
 * - `file_id` is the stored resume; NULL for a refused entry, and once discarded.
 * - `proposals` is the parse result (JSON: the fields proposed, each with its source text).
 * - `lease_until` and `lease_token`: the parsing runner's claim, taken over once it expires.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns2025(db);
  await c
    .id(db.schema.createTable('intake_items'))
    .addColumn('origin', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('job_id', 'integer', (col) => col.references('jobs.id').onDelete('set null'))
    .addColumn('uploaded_by', 'integer', (col) =>
      col.references('staff_users.id').onDelete('set null'),
    )
    .addColumn('sender', 'text')
    .addColumn('subject', 'text')
    .addColumn('received_at', 'text')
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('refusal', 'text')
    .addColumn('file_id', 'integer', (col) => col.references('stored_files.id'))
    .addColumn('file_type', 'text')
    .addColumn('proposals', 'text')
    .addColumn('parse_message', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('lease_token', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('application_id', 'integer', (col) =>
      col.references('job_applications.id').onDelete('set null'),
    )
    .addColumn('decided_by', 'integer', (col) =>
      col.references('staff_users.id').onDelete('set null'),
    )
    .addColumn('decided_at', 'text')
    .addColumn('discard_reason', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await sql`create index intake_items_status_idx on intake_items (status, created_at)`.execute(db);
  await sql`create index intake_items_created_idx on intake_items (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('intake_items').execute();
}
