import type { Kysely } from 'kysely';
import { columns2025 } from './columns-2025';

/**
 * Job alerts by e-mail with double opt-in: sign-ups waiting for confirmation, confirmed
 * subscribers, the consent record (granted and withdrawn, with the notice agreed to), and
 * the work of announcing a published job: one fan-out per publication, then one queued row
 * per subscriber and job until that subscriber's daily e-mail takes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns2025(db);

  await c
    .id(db.schema.createTable('job_alert_signups'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('email_normalized', 'text', (col) => col.notNull())
    // JSON array of department names; empty means every department.
    .addColumn('departments', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('notice_version', 'text', (col) => col.notNull())
    .addColumn('notice_text', 'text', (col) => col.notNull())
    .addColumn('client_ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('confirmed_at', 'text')
    .execute();
  await db.schema
    .createIndex('job_alert_signups_created_idx')
    .on('job_alert_signups')
    .column('created_at')
    .execute();

  await c
    .id(db.schema.createTable('job_alert_subscribers'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('email_normalized', 'text', (col) => col.notNull().unique())
    .addColumn('departments', 'text', (col) => col.notNull())
    // The day (India) of the last alert e-mail: at most one a day.
    .addColumn('last_alert_on', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await c
    .id(db.schema.createTable('job_alert_consents'))
    .addColumn('email_normalized', 'text', (col) => col.notNull())
    // 'granted' (a confirmed sign-up) or 'withdrawn' (unsubscribed).
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('departments', 'text', (col) => col.notNull())
    .addColumn('notice_version', 'text', (col) => col.notNull())
    .addColumn('notice_text', 'text', (col) => col.notNull())
    .addColumn('requested_at', 'text')
    .addColumn('requested_ip', 'text')
    .addColumn('requested_user_agent', 'text')
    .addColumn('recorded_at', 'text', (col) => col.notNull())
    .addColumn('recorded_ip', 'text')
    .execute();
  await db.schema
    .createIndex('job_alert_consents_email_idx')
    .on('job_alert_consents')
    .columns(['email_normalized', 'recorded_at'])
    .execute();

  await db.schema
    .createTable('job_alert_fanouts')
    .addColumn('job_id', 'integer', (col) =>
      col.notNull().references('jobs.id').onDelete('cascade'),
    )
    .addColumn('published_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('job_alert_fanouts_pk', ['job_id', 'published_at'])
    .execute();

  await db.schema
    .createTable('job_alert_queue')
    .addColumn('subscriber_id', 'integer', (col) =>
      col.notNull().references('job_alert_subscribers.id').onDelete('cascade'),
    )
    .addColumn('job_id', 'integer', (col) =>
      col.notNull().references('jobs.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('job_alert_queue_pk', ['subscriber_id', 'job_id'])
    .execute();
  await db.schema
    .createIndex('job_alert_queue_job_idx')
    .on('job_alert_queue')
    .column('job_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'job_alert_queue',
    'job_alert_fanouts',
    'job_alert_consents',
    'job_alert_subscribers',
    'job_alert_signups',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
