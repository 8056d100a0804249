import type { Kysely } from 'kysely';
import { columns2025 } from './columns-2025';

/**
 * SMS under India's DLT rules.
 *
 * - `sms_messages`: every SMS sent to or received from a candidate. An outgoing one is
 *   written 'queued' in the business transaction that causes it (the outbox), with the
 *   registered template's DLT ID and the text filled exactly, and sent after commit; a
 *   template whose variables would not fill is written 'failed' and never sent.
 *   `provider_id` is the provider's id of the message (unique: a repeated delivery report or
 *   inbound message finds the row it already wrote). `encoding` ('gsm7' or 'ucs2') and
 *   `parts` are what the text costs: how many SMS the network bills it as.
 * - `conversation_messages.channel` may now read 'sms' as well (a text column: no change).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns2025(db);
  await c
    .id(db.schema.createTable('sms_messages'))
    .addColumn('application_id', 'integer', (col) =>
      col.references('job_applications.id').onDelete('cascade'),
    )
    .addColumn('candidate_id', 'integer', (col) =>
      col.references('candidates.id').onDelete('cascade'),
    )
    .addColumn('direction', 'text', (col) => col.notNull())
    .addColumn('provider_id', 'text', (col) => col.unique())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text')
    .addColumn('dlt_template_id', 'text')
    .addColumn('body', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('encoding', 'text', (col) => col.notNull().defaultTo('gsm7'))
    .addColumn('parts', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('lease_until', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('failed_at', 'text')
    .addColumn('error_code', 'text')
    .addColumn('error_title', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('sms_messages_status_idx')
    .on('sms_messages')
    .columns(['status', 'id'])
    .execute();
  await db.schema
    .createIndex('sms_messages_application_idx')
    .on('sms_messages')
    .columns(['application_id', 'direction', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sms_messages').execute();
}
