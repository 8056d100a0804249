import type { Kysely } from 'kysely';
import { columns2025 } from './columns-2025';

/**
 * Consent per messaging channel (WhatsApp, SMS), kept apart from the e-mail the candidate
 * gets by default.
 *
 * - `channel_consents`: one row per opt-in or opt-out, never updated, so the history shows
 *   how and when each change came; a candidate's state on a channel is its latest row.
 *   `phone` is the number in E.164 the consent was given for (null on an opt-out of a
 *   candidate without a usable number); `source` is how it came: 'application_form',
 *   'reply_yes', 'recruiter_note', 'reply_stop', 'email_unsubscribe'; `recorded_by` the
 *   member who noted it, null when the candidate acted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns2025(db);
  await c
    .id(db.schema.createTable('channel_consents'))
    .addColumn('candidate_id', 'integer', (col) =>
      col.notNull().references('candidates.id').onDelete('cascade'),
    )
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('recorded_by', 'integer', (col) =>
      col.references('staff_users.id').onDelete('set null'),
    )
    .addColumn('recorded_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('channel_consents_candidate_idx')
    .on('channel_consents')
    .columns(['candidate_id', 'channel', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('channel_consents').execute();
}
