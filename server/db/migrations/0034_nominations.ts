import type { Kysely } from 'kysely';
import { columns2025 } from './columns-2025';

/**
 * Nomination (DPDP Act 2023 s.14): the person behind an application or an employee record
 * names someone who may exercise their rights on their death or incapacity. One nomination
 * per record ('application' or 'employee'), kept with the version of the notice shown and
 * when it was given, like the other consent records; erasing the record erases it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns2025(db);
  await c
    .id(db.schema.createTable('nominations'))
    // 'application' or 'employee'.
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'integer', (col) => col.notNull())
    .addColumn('nominee_name', 'text', (col) => col.notNull())
    .addColumn('nominee_email', 'text', (col) => col.notNull())
    .addColumn('notice_version', 'text', (col) => col.notNull())
    .addColumn('nominated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('nominations_subject_idx')
    .on('nominations')
    .columns(['subject', 'subject_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('nominations').execute();
}
