import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, VerificationSessionsTable } from '../../db/schema';

/* Sessions of a verified employee or verifier. */

export async function insertSession(
  db: Kysely<Database>,
  values: Insertable<VerificationSessionsTable>,
) {
  await db.insertInto('verification_sessions').values(values).execute();
}

export function findLiveSession(
  db: Kysely<Database>,
  tokenHash: string,
  kind: 'employee' | 'verifier',
  nowIso: string,
) {
  return db
    .selectFrom('verification_sessions')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', kind)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
}

/** Expired sessions open nothing; the share expiry sweep removes them. */
export async function deleteExpiredSessions(db: Kysely<Database>, nowIso: string) {
  await db
    .deleteFrom('verification_sessions')
    .where('expires_at', '<=', sql<string>`${nowIso}`)
    .execute();
}
