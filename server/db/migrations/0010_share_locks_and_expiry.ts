import { sql, type Kysely } from 'kysely';

/**
 * Verifier codes lock like employee codes: the share keeps when its lock ends beside its count
 * of wrong codes. Expiries are written to the ledger by a sweep as well as when a link is
 * opened, so the ledger itself allows one 'expired' entry per share, and the sweep finds the
 * shares still waiting for theirs through a small index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('verification_shares')
    .addColumn('code_locked_until', 'text')
    .execute();
  await db.schema
    .createIndex('verification_ledger_one_expiry_idx')
    .on('verification_ledger')
    .column('share_id')
    .unique()
    .where(sql.ref('event'), '=', 'expired')
    .execute();
  await db.schema
    .createIndex('verification_shares_unrecorded_expiry_idx')
    .on('verification_shares')
    .column('expires_at')
    .where(sql<boolean>`expiry_recorded_at is null and revoked_at is null`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('verification_shares_unrecorded_expiry_idx').ifExists().execute();
  await db.schema.dropIndex('verification_ledger_one_expiry_idx').ifExists().execute();
  await db.schema.alterTable('verification_shares').dropColumn('code_locked_until').execute();
}
