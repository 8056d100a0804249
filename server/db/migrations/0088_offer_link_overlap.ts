import { sql, type Kysely } from 'kysely';

/**
 * The link an offer had before its newest e-mail: a reminder or a request to upload again
 * gives the offer a new link (only hashes are kept, so a mail cannot carry the old one), and a
 * candidate with the page open on the old link kept getting "not valid" from then on. The old
 * link now works until `previous_link_until` (a day), then only the newest does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('offers').addColumn('previous_link_token_hash', 'text').execute();
  await db.schema.alterTable('offers').addColumn('previous_link_until', 'text').execute();
  await sql`create unique index offers_previous_link_idx on offers (previous_link_token_hash)
    where previous_link_token_hash is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index offers_previous_link_idx`.execute(db);
  await db.schema.alterTable('offers').dropColumn('previous_link_until').execute();
  await db.schema.alterTable('offers').dropColumn('previous_link_token_hash').execute();
}
