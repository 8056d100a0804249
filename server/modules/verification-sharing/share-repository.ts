import type { Insertable, Kysely, Selectable } from 'kysely';
import { dialectOf } from '../../db/dialect';
import type { Database, VerificationSharesTable } from '../../db/schema';
import type { CodeLockState } from '../verification';
import { updatedOneRow } from '../../db/guarded-update';

/** `db` may be a transaction: every function here runs inside the caller's unit of work. */

export type ShareRow = Selectable<VerificationSharesTable>;
export type ShareStatus = 'active' | 'expired' | 'revoked';

export function shareStatus(share: ShareRow, now = Date.now()): ShareStatus {
  if (share.revoked_at) return 'revoked';
  return Date.parse(share.expires_at) <= now ? 'expired' : 'active';
}

export async function insertShare(
  db: Kysely<Database>,
  values: Insertable<VerificationSharesTable>,
): Promise<number> {
  const row = await db
    .insertInto('verification_shares')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findShareByTokenHash(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('verification_shares')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export function findShareByVerificationId(db: Kysely<Database>, verificationId: string) {
  return db
    .selectFrom('verification_shares')
    .selectAll()
    .where('verification_id', '=', verificationId)
    .executeTakeFirst();
}

export function findShareById(db: Kysely<Database>, id: number) {
  return db.selectFrom('verification_shares').selectAll().where('id', '=', id).executeTakeFirst();
}

export function sharesOf(db: Kysely<Database>, employeeId: number) {
  return db
    .selectFrom('verification_shares')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function sharesCreatedSince(
  db: Kysely<Database>,
  employeeId: number,
  sinceIso: string,
): Promise<number> {
  const row = await db
    .selectFrom('verification_shares')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('employee_id', '=', employeeId)
    .where('created_at', '>', sinceIso)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Views per share of the employee, from the ledger. */
export async function viewCounts(
  db: Kysely<Database>,
  employeeId: number,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('verification_ledger')
    .select(['share_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('employee_id', '=', employeeId)
    .where('event', '=', 'verifier-viewed')
    .groupBy('share_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.share_id), Number(row.count)]));
}

/** True only for the call that actually revoked it. */
export async function markRevoked(db: Kysely<Database>, shareId: number, nowIso: string) {
  return updatedOneRow(
    db
      .updateTable('verification_shares')
      .set({ revoked_at: nowIso })
      .where('id', '=', shareId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', nowIso),
  );
}

/**
 * Marks shares whose expiry has passed and is not in the ledger yet as recorded, and answers
 * exactly the ones this call marked: the caller writes their ledger entries in the same
 * transaction, so each expiry is written once however many servers and requests race for it.
 */
export function claimUnrecordedExpiries(
  db: Kysely<Database>,
  nowIso: string,
  scope: { shareId?: number; employeeId?: number; limit?: number },
) {
  let due = db
    .selectFrom('verification_shares')
    .select('id')
    .where('expires_at', '<=', nowIso)
    .where('revoked_at', 'is', null)
    .where('expiry_recorded_at', 'is', null);
  if (scope.shareId !== undefined) due = due.where('id', '=', scope.shareId);
  if (scope.employeeId !== undefined) due = due.where('employee_id', '=', scope.employeeId);
  if (scope.limit !== undefined) due = due.orderBy('expires_at').limit(scope.limit);
  return (
    db
      .updateTable('verification_shares')
      .set({ expiry_recorded_at: nowIso })
      // PostgreSQL: a share another transaction is recording is left to it.
      .where('id', 'in', dialectOf(db) === 'postgres' ? due.forUpdate().skipLocked() : due)
      .where('expiry_recorded_at', 'is', null)
      .returning(['id', 'employee_id', 'expires_at'])
      .execute()
  );
}

/** True only for the first view, which sends the employee the 'viewed' notice. */
export async function markFirstView(db: Kysely<Database>, shareId: number, nowIso: string) {
  return updatedOneRow(
    db
      .updateTable('verification_shares')
      .set({ first_viewed_at: nowIso })
      .where('id', '=', shareId)
      .where('first_viewed_at', 'is', null),
  );
}

export async function setShareCodeLock(
  db: Kysely<Database>,
  shareId: number,
  state: CodeLockState,
) {
  await db
    .updateTable('verification_shares')
    .set({ code_failures: state.failures, code_locked_until: state.lockedUntil })
    .where('id', '=', shareId)
    .execute();
}

/* The verifier's one-time codes. */

export async function codesIssuedSince(db: Kysely<Database>, shareId: number, sinceIso: string) {
  const rows = await db
    .selectFrom('verification_share_codes')
    .select('created_at')
    .where('share_id', '=', shareId)
    .where('created_at', '>', sinceIso)
    .orderBy('created_at', 'asc')
    .execute();
  return rows.map((row) => row.created_at);
}

export async function supersedeOpenCodes(db: Kysely<Database>, shareId: number, nowIso: string) {
  await db
    .updateTable('verification_share_codes')
    .set({ superseded_at: nowIso })
    .where('share_id', '=', shareId)
    .where('consumed_at', 'is', null)
    .where('superseded_at', 'is', null)
    .execute();
}

export async function insertCode(
  db: Kysely<Database>,
  values: {
    share_id: number;
    code_hmac: string;
    created_at: string;
    expires_at: string;
    client_ip: string | null;
  },
) {
  const row = await db
    .insertInto('verification_share_codes')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteCode(db: Kysely<Database>, codeId: number) {
  await db.deleteFrom('verification_share_codes').where('id', '=', codeId).execute();
}

export function findOpenCode(db: Kysely<Database>, shareId: number) {
  return db
    .selectFrom('verification_share_codes')
    .selectAll()
    .where('share_id', '=', shareId)
    .where('consumed_at', 'is', null)
    .where('superseded_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function recordWrongCode(db: Kysely<Database>, codeId: number, attempts: number) {
  await db
    .updateTable('verification_share_codes')
    .set({ attempts })
    .where('id', '=', codeId)
    .execute();
}

export async function consumeCode(db: Kysely<Database>, codeId: number, nowIso: string) {
  return updatedOneRow(
    db
      .updateTable('verification_share_codes')
      .set({ consumed_at: nowIso })
      .where('id', '=', codeId)
      .where('consumed_at', 'is', null),
  );
}

/** Serialises code work per share (PostgreSQL locks the row; SQLite runs one writer at a time). */
export function lockShare(db: Kysely<Database>, shareId: number) {
  const query = db.selectFrom('verification_shares').selectAll().where('id', '=', shareId);
  return (dialectOf(db) === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/* Error reports and suspension. */

export async function insertErrorReport(
  db: Kysely<Database>,
  values: {
    employee_id: number;
    description: string;
    created_at: string;
    client_ip: string | null;
  },
) {
  const row = await db
    .insertInto('verification_error_reports')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function errorReportsOf(db: Kysely<Database>, employeeId: number) {
  return db
    .selectFrom('verification_error_reports')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findErrorReport(db: Kysely<Database>, employeeId: number, reportId: number) {
  return db
    .selectFrom('verification_error_reports')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .where('id', '=', reportId)
    .executeTakeFirst();
}

export async function resolveErrorReport(
  db: Kysely<Database>,
  reportId: number,
  values: { resolved_at: string; resolution_note: string; resolved_by: string },
) {
  return updatedOneRow(
    db
      .updateTable('verification_error_reports')
      .set(values)
      .where('id', '=', reportId)
      .where('resolved_at', 'is', null),
  );
}

export async function setSharingSuspended(
  db: Kysely<Database>,
  employeeId: number,
  suspendedAt: string | null,
  note: string | null,
) {
  await db
    .updateTable('employees')
    .set({ sharing_suspended_at: suspendedAt, sharing_suspended_note: note })
    .where('id', '=', employeeId)
    .execute();
}
