import { sql, type Kysely } from 'kysely';

/**
 * WhatsApp in the conversation thread, and messages a crash left half-sent.
 *
 * - `whatsapp_messages.lease_until`: how long the server that claimed a message ('sending')
 *   may take to send it; past it the outbox's sweep takes the message back (queued again, or
 *   failed once it has used its attempts), so a server that died mid-send strands nothing.
 * - `conversation_messages.whatsapp_message_id`: the WhatsApp message a member's answer went
 *   out as, so the thread shows its delivery status beside it.
 * - `conversation_messages_unread_idx`: the candidate's replies no member has read yet, which
 *   the applications desk counts per application.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('whatsapp_messages').addColumn('lease_until', 'text').execute();
  await db.schema
    .alterTable('conversation_messages')
    .addColumn('whatsapp_message_id', 'integer', (col) =>
      col.references('whatsapp_messages.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('conversation_messages_unread_idx')
    .on('conversation_messages')
    .column('application_id')
    .where(sql.ref('direction'), '=', 'in')
    .where(sql.ref('read_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('conversation_messages_unread_idx').ifExists().execute();
  await db.schema.alterTable('conversation_messages').dropColumn('whatsapp_message_id').execute();
  await db.schema.alterTable('whatsapp_messages').dropColumn('lease_until').execute();
}
