import type { Kysely } from 'kysely';
import { columns2025 } from './columns-2025';

/**
 * Retention and erasure (DPDP Act 2023 s.8(7)). Applications, contact messages and
 * verification shares remember when their personal fields were erased (the anonymous row
 * stays for statistics). The outbox says which record a message is about, so erasing a
 * record takes its e-mails with it.
 * Records past their retention date wait in a quarantine (one row each, claimed by one
 * server when erased) where staff may hold them with a reason; each daily run is recorded,
 * and a scheduled run is claimed once per day across servers by its unique day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns2025(db);

  await db.schema.alterTable('job_applications').addColumn('erased_at', 'text').execute();
  await db.schema.alterTable('contact_messages').addColumn('erased_at', 'text').execute();
  await db.schema.alterTable('verification_shares').addColumn('erased_at', 'text').execute();

  // 'application:12', 'contact_message:3', 'verification_share:7', 'job_alert_signup:9'.
  await db.schema.alterTable('outbox').addColumn('about', 'text').execute();
  await db.schema.createIndex('outbox_about_idx').on('outbox').column('about').execute();

  await c
    .id(db.schema.createTable('retention_quarantine'))
    // 'application', 'contact_message', 'verification_share'.
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('record_id', 'integer', (col) => col.notNull())
    // YYYY-MM-DD: the day the record's retention period ended.
    .addColumn('due_on', 'text', (col) => col.notNull())
    .addColumn('quarantined_at', 'text', (col) => col.notNull())
    // YYYY-MM-DD: erased by the first run on or after this day unless held.
    .addColumn('erase_on', 'text', (col) => col.notNull())
    .addColumn('hold_reason', 'text')
    .addColumn('held_by', 'integer', (col) => col.references('staff_users.id').onDelete('set null'))
    .addColumn('held_at', 'text')
    .addColumn('run_id', 'integer')
    .addUniqueConstraint('retention_quarantine_record_uq', ['kind', 'record_id'])
    .execute();
  await db.schema
    .createIndex('retention_quarantine_erase_idx')
    .on('retention_quarantine')
    .columns(['erase_on', 'id'])
    .execute();

  await c
    .id(db.schema.createTable('retention_runs'))
    // YYYY-MM-DD for the daily run (unique: one server runs each day); NULL for runs by hand.
    .addColumn('scheduled_on', 'text', (col) => col.unique())
    // YYYY-MM-DD the rules were applied as of.
    .addColumn('as_of', 'text', (col) => col.notNull())
    // 'daily' or 'command'.
    .addColumn('trigger', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('quarantined', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('erased', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('held', 'integer', (col) => col.notNull().defaultTo(0))
    // JSON {kind: {quarantined, erased}}: counts only.
    .addColumn('details', 'text')
    .execute();
  await db.schema
    .createIndex('retention_runs_started_idx')
    .on('retention_runs')
    .column('started_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('retention_runs').ifExists().execute();
  await db.schema.dropTable('retention_quarantine').ifExists().execute();
  await db.schema.dropIndex('outbox_about_idx').ifExists().execute();
  await db.schema.alterTable('outbox').dropColumn('about').execute();
  await db.schema.alterTable('verification_shares').dropColumn('erased_at').execute();
  await db.schema.alterTable('contact_messages').dropColumn('erased_at').execute();
  await db.schema.alterTable('job_applications').dropColumn('erased_at').execute();
}
