import type { Kysely } from 'kysely';

/** Where a reply to a queued e-mail goes (JSON {name, address}); none: replies go to the sender. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('reply_to', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('reply_to').execute();
}
