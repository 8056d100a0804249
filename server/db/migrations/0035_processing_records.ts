import type { Kysely } from 'kysely';
import { columns2025 } from './columns-2025';

/**
 * DPDP Rules 2025, rule 8(3): processing logs are kept for at least a year, erasure or not.
 * An erased record leaves one row here with no personal value in it: which record, for which
 * purposes, when it was collected, which staff accounts processed it, when and why it was
 * erased, and keyed hashes (HMAC with the app secret) of the values it held, so a later
 * question about a given address can be answered without keeping the address. The row goes
 * a year after the record was last processed (`remove_after`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns2025(db);
  await c
    .id(db.schema.createTable('processing_records'))
    // 'application', 'contact_message' or 'verification_share'.
    .addColumn('record_kind', 'text', (col) => col.notNull())
    .addColumn('record_id', 'integer', (col) => col.notNull())
    // JSON array of fixed purpose names.
    .addColumn('purposes', 'text', (col) => col.notNull())
    .addColumn('collected_at', 'text', (col) => col.notNull())
    // JSON array of staff account ids that read or changed the record.
    .addColumn('processed_by', 'text', (col) => col.notNull())
    .addColumn('last_processed_at', 'text', (col) => col.notNull())
    .addColumn('erased_at', 'text', (col) => col.notNull())
    .addColumn('erasure_reason', 'text', (col) => col.notNull())
    // JSON object: field name to its keyed hash.
    .addColumn('value_hashes', 'text', (col) => col.notNull())
    .addColumn('remove_after', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('processing_records_record_idx')
    .on('processing_records')
    .columns(['record_kind', 'record_id'])
    .execute();
  await db.schema
    .createIndex('processing_records_remove_idx')
    .on('processing_records')
    .column('remove_after')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('processing_records').execute();
}
