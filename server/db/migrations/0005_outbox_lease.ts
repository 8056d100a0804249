import type { Kysely } from 'kysely';

/** A claim on an outbox row while one server sends it, so no other server sends it too. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('lease_until', 'text').execute();
  await db.schema
    .createIndex('outbox_due_idx')
    .on('outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_due_idx').ifExists().execute();
  await db.schema.alterTable('outbox').dropColumn('lease_until').execute();
}
