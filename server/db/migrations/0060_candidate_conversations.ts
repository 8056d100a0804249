import type { Kysely } from 'kysely';
import { columns2025 } from './columns-2025';

/**
 * Two-way e-mail with candidates.
 *
 * - `application_reply_tokens`: each application's reply address token (random, 128 bits,
 *   hex), made the first time an e-mail to the candidate goes out; erasure deletes it, so a
 *   reply to an erased application finds none.
 * - `conversation_messages`: the e-mails of an application's conversation that the outbox
 *   does not hold: the candidate's replies (`direction` 'in') and the staff answers ('out',
 *   also queued in the outbox). `body` is the new text, `quoted` the quoted text and
 *   signature folded behind it; `attachments` a JSON list of {name, fileId?, refused?};
 *   `read_at` is set once a member opened the thread after it came.
 * - `mail_quarantine`: replies that name no live application's token, or whose sender is
 *   not the candidate, kept for an admin to attach by hand or delete.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns2025(db);
  await db.schema
    .createTable('application_reply_tokens')
    .addColumn('application_id', 'integer', (col) =>
      col.primaryKey().references('job_applications.id').onDelete('cascade'),
    )
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await c
    .id(db.schema.createTable('conversation_messages'))
    .addColumn('application_id', 'integer', (col) =>
      col.notNull().references('job_applications.id').onDelete('cascade'),
    )
    .addColumn('direction', 'text', (col) => col.notNull())
    .addColumn('sender', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('quoted', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('attachments', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('message_id', 'text')
    .addColumn('staff_id', 'integer', (col) =>
      col.references('staff_users.id').onDelete('set null'),
    )
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('conversation_messages_application_idx')
    .on('conversation_messages')
    .columns(['application_id', 'created_at'])
    .execute();

  await c
    .id(db.schema.createTable('mail_quarantine'))
    // 'unknown-token' (none, or an erased application's) or 'sender' (not the candidate's address).
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('sender', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('quoted', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('attachments', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('message_id', 'text')
    .addColumn('received_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_quarantine').execute();
  await db.schema.dropTable('conversation_messages').execute();
  await db.schema.dropTable('application_reply_tokens').execute();
}
