import type { Kysely } from 'kysely';
import { columns2025 } from './columns-2025';

/**
 * WhatsApp through the Cloud API.
 *
 * - `whatsapp_messages`: every message sent to or received from a candidate. An outgoing one
 *   is written 'queued' in the business transaction that causes it (the outbox) and sent
 *   after commit; `wa_message_id` is the platform's id (unique: a webhook retried by the
 *   platform finds the row it already wrote). `status` follows the platform's statuses
 *   ('queued', 'sending' while one server sends it, 'sent', 'delivered', 'read', 'failed', 'received' for inbound), each with its
 *   time; `category`, `pricing_model` and `billable` are as the platform reported them, and
 *   `price_micro_inr` the price (millionths of a rupee, so a rate such as ₹0.115 stays exact)
 *   worked out from the configured rate card once it is billable.
 * - `conversation_messages.channel`: 'email' or 'whatsapp', so the thread marks each.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns2025(db);
  await c
    .id(db.schema.createTable('whatsapp_messages'))
    .addColumn('application_id', 'integer', (col) =>
      col.references('job_applications.id').onDelete('cascade'),
    )
    .addColumn('candidate_id', 'integer', (col) =>
      col.references('candidates.id').onDelete('cascade'),
    )
    .addColumn('direction', 'text', (col) => col.notNull())
    .addColumn('wa_message_id', 'text', (col) => col.unique())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('template_name', 'text')
    .addColumn('payload', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('body', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sent_at', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('read_at', 'text')
    .addColumn('failed_at', 'text')
    .addColumn('category', 'text')
    .addColumn('pricing_model', 'text')
    .addColumn('billable', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('price_micro_inr', 'integer')
    .addColumn('error_code', 'text')
    .addColumn('error_title', 'text')
    .addColumn('staff_id', 'integer', (col) =>
      col.references('staff_users.id').onDelete('set null'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('whatsapp_messages_status_idx')
    .on('whatsapp_messages')
    .columns(['status', 'id'])
    .execute();
  await db.schema
    .createIndex('whatsapp_messages_candidate_idx')
    .on('whatsapp_messages')
    .columns(['candidate_id', 'direction', 'created_at'])
    .execute();
  await db.schema
    .alterTable('conversation_messages')
    .addColumn('channel', 'text', (col) => col.notNull().defaultTo('email'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('conversation_messages').dropColumn('channel').execute();
  await db.schema.dropTable('whatsapp_messages').execute();
}
