import type { Kysely } from 'kysely';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { CodeLockState } from './code-lock';
import { updatedOneRow } from '../../db/guarded-update';

/** `db` may be a transaction: every function here runs inside the caller's unit of work. */

/**
 * Serialises code work per employee inside a transaction. PostgreSQL locks the row; SQLite
 * needs nothing, as its single connection already runs one transaction at a time.
 */
export function lockEmployeeForCodes(trx: Kysely<Database>, employeeId: number) {
  const query = trx.selectFrom('employees').selectAll().where('id', '=', employeeId);
  return (dialectOf(trx) === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** Creation times of the employee's codes since `sinceIso`, oldest first. */
export async function codesIssuedSince(
  db: Kysely<Database>,
  employeeId: number,
  sinceIso: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('otp_challenges')
    .select('created_at')
    .where('employee_id', '=', employeeId)
    .where('created_at', '>', sinceIso)
    .orderBy('created_at', 'asc')
    .execute();
  return rows.map((row) => row.created_at);
}

/** Closes every open code of the employee; returns their ids so a failed send can reopen them. */
export async function supersedeOpenCodes(
  db: Kysely<Database>,
  employeeId: number,
  nowIso: string,
): Promise<number[]> {
  const rows = await db
    .updateTable('otp_challenges')
    .set({ superseded_at: nowIso })
    .where('employee_id', '=', employeeId)
    .where('consumed_at', 'is', null)
    .where('superseded_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function insertChallenge(
  db: Kysely<Database>,
  values: {
    employee_id: number;
    code_hmac: string;
    created_at: string;
    expires_at: string;
    client_ip: string | null;
    notice_version: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('otp_challenges')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteChallenge(db: Kysely<Database>, challengeId: number) {
  await db.deleteFrom('otp_challenges').where('id', '=', challengeId).execute();
}

/** Reopens codes closed at `supersededAt` (and not closed again since). */
export async function reopenCodes(db: Kysely<Database>, ids: number[], supersededAt: string) {
  if (ids.length === 0) return;
  await db
    .updateTable('otp_challenges')
    .set({ superseded_at: null })
    .where('id', 'in', ids)
    .where('superseded_at', '=', supersededAt)
    .execute();
}

/** The newest code still usable in principle (not used, not replaced). */
export function findOpenChallenge(db: Kysely<Database>, employeeId: number) {
  return db
    .selectFrom('otp_challenges')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .where('consumed_at', 'is', null)
    .where('superseded_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function recordWrongTry(db: Kysely<Database>, challengeId: number, attempts: number) {
  await db.updateTable('otp_challenges').set({ attempts }).where('id', '=', challengeId).execute();
}

/** Single use: true only for the call that actually consumed it. */
export async function consumeChallenge(
  db: Kysely<Database>,
  challengeId: number,
  nowIso: string,
): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('otp_challenges')
      .set({ consumed_at: nowIso })
      .where('id', '=', challengeId)
      .where('consumed_at', 'is', null),
  );
}

export async function setCodeFailures(
  db: Kysely<Database>,
  employeeId: number,
  state: CodeLockState,
) {
  await db
    .updateTable('employees')
    .set({ otp_failures: state.failures, otp_locked_until: state.lockedUntil })
    .where('id', '=', employeeId)
    .execute();
}
