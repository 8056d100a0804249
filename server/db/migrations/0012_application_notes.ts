import type { Kysely } from 'kysely';
import { columns2025 } from './columns-2025';

/**
 * Staff notes on an application are history entries of kind 'note' (the text in `comment`);
 * a note may name colleagues, each of whom finds it in their 'For you' list until they
 * have read it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns2025(db);
  await c
    .id(db.schema.createTable('application_note_mentions'))
    .addColumn('event_id', 'integer', (col) =>
      col.notNull().references('application_events.id').onDelete('cascade'),
    )
    .addColumn('staff_id', 'integer', (col) =>
      col.notNull().references('staff_users.id').onDelete('cascade'),
    )
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('application_note_mentions_once', ['event_id', 'staff_id'])
    .execute();
  // A member's 'For you' list, newest first, and its unread count.
  await db.schema
    .createIndex('application_note_mentions_staff_idx')
    .on('application_note_mentions')
    .columns(['staff_id', 'read_at', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('application_note_mentions').ifExists().execute();
}
