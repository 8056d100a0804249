import type { Kysely } from 'kysely';
import { columns2025 } from './columns-2025';

/**
 * Personal data breaches (DPDP Rules 2025, rule 7): what staff recorded, the notices sent to
 * each person affected (one row per person, at most once per breach) and the updates added
 * after the notices went, which are only ever appended.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns2025(db);
  await c
    .id(db.schema.createTable('breaches'))
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('location', 'text', (col) => col.notNull())
    .addColumn('occurred_at', 'text', (col) => col.notNull())
    .addColumn('discovered_at', 'text', (col) => col.notNull())
    .addColumn('sources', 'text', (col) => col.notNull())
    .addColumn('job_id', 'integer', (col) => col.references('jobs.id').onDelete('set null'))
    .addColumn('applied_from', 'text')
    .addColumn('applied_to', 'text')
    .addColumn('fields', 'text', (col) => col.notNull())
    .addColumn('consequences', 'text', (col) => col.notNull())
    .addColumn('measures', 'text', (col) => col.notNull())
    .addColumn('safety_steps', 'text', (col) => col.notNull())
    .addColumn('contact', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) =>
      col.references('staff_users.id').onDelete('set null'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('board_reported_at', 'text')
    .addColumn('notices_sent_at', 'text')
    .addColumn('notices_sent_by', 'integer', (col) =>
      col.references('staff_users.id').onDelete('set null'),
    )
    .addColumn('notices_sent', 'integer')
    .addColumn('notice_subject', 'text')
    .addColumn('notice_text', 'text')
    .execute();
  await db.schema.createIndex('breaches_created_idx').on('breaches').column('created_at').execute();

  await c
    .id(db.schema.createTable('breach_notices'))
    .addColumn('breach_id', 'integer', (col) =>
      col.notNull().references('breaches.id').onDelete('cascade'),
    )
    .addColumn('email_normalized', 'text', (col) => col.notNull())
    /** JSON array of the sources naming this person. */
    .addColumn('sources', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('breach_notices_once', ['breach_id', 'email_normalized'])
    .execute();

  await c
    .id(db.schema.createTable('breach_updates'))
    .addColumn('breach_id', 'integer', (col) =>
      col.notNull().references('breaches.id').onDelete('cascade'),
    )
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('staff_id', 'integer', (col) =>
      col.references('staff_users.id').onDelete('set null'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('breach_updates_breach_idx')
    .on('breach_updates')
    .columns(['breach_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('breach_updates').ifExists().execute();
  await db.schema.dropTable('breach_notices').ifExists().execute();
  await db.schema.dropTable('breaches').ifExists().execute();
}
