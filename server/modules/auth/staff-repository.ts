import type { Kysely } from 'kysely';
import type { StaffRole } from '@vistaar/shared/config';
import { compiledOnce } from '../../db/compiled-once';
import type { Database, SecondFactorMethod } from '../../db/schema';
import { TWO_FACTOR_POLICY_KEY } from './two-factor-policy';

/** `db` may be a transaction: every function here runs inside the caller's unit of work. */

export function findStaffByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('staff_users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

/** Active members of these roles, by name: whom a staff screen offers to choose from. */
export function listActiveStaffOptions(db: Kysely<Database>, roles: readonly StaffRole[]) {
  return db
    .selectFrom('staff_users')
    .select(['id', 'name'])
    .where('disabled', '=', 0)
    .where('role', 'in', [...roles])
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function countStaff(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('staff_users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertStaff(
  db: Kysely<Database>,
  values: { email: string; name: string; role: StaffRole; passwordHash: string; now: string },
): Promise<number> {
  const row = await db
    .insertInto('staff_users')
    .values({
      email: values.email.toLowerCase(),
      name: values.name,
      role: values.role,
      password_hash: values.passwordHash,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new password also unlocks and re-enables the account. */
export async function resetStaffPassword(
  db: Kysely<Database>,
  id: number,
  passwordHash: string,
  now: string,
) {
  await db
    .updateTable('staff_users')
    .set({
      password_hash: passwordHash,
      failed_attempts: 0,
      locked_until: null,
      disabled: 0,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

export async function setStaffDisabledFlag(
  db: Kysely<Database>,
  id: number,
  disabled: boolean,
  now: string,
) {
  await db
    .updateTable('staff_users')
    .set({ disabled: disabled ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function recordStaffLogin(db: Kysely<Database>, id: number, now: string) {
  await db
    .updateTable('staff_users')
    .set({ failed_attempts: 0, locked_until: null, last_login_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function insertSession(
  db: Kysely<Database>,
  values: {
    staffId: number;
    tokenHash: string;
    now: string;
    expiresAt: string;
    ip: string | null;
    userAgent: string | null;
    secondFactor: SecondFactorMethod | null;
  },
) {
  await db
    .insertInto('staff_sessions')
    .values({
      staff_id: values.staffId,
      token_hash: values.tokenHash,
      created_at: values.now,
      last_seen_at: values.now,
      expires_at: values.expiresAt,
      ip: values.ip,
      user_agent: values.userAgent,
      second_factor: values.secondFactor,
    })
    .execute();
}

/**
 * A session with its staff member and the installation's two-factor policy as they are now,
 * whatever the session's state (the caller decides whether it still counts).
 */
const sessionByTokenHash = compiledOnce((db: Kysely<Database>, tokenHash: string) =>
  db
    .selectFrom('staff_sessions as s')
    .innerJoin('staff_users as u', 'u.id', 's.staff_id')
    .leftJoin('app_settings as p', (join) => join.on('p.key', '=', TWO_FACTOR_POLICY_KEY))
    .select([
      's.id as sessionId',
      's.last_seen_at',
      's.expires_at',
      's.revoked_at',
      's.second_factor',
      'u.id',
      'u.email',
      'u.name',
      'u.role',
      'u.disabled',
      'u.totp_enabled_at',
      'p.value as twoFactorPolicy',
    ])
    .where('s.token_hash', '=', tokenHash),
);

export async function findSessionByTokenHash(db: Kysely<Database>, tokenHash: string) {
  const [row] = await sessionByTokenHash(db, tokenHash);
  return row;
}

export async function touchSession(db: Kysely<Database>, sessionId: number, now: string) {
  await db
    .updateTable('staff_sessions')
    .set({ last_seen_at: now })
    .where('id', '=', sessionId)
    .execute();
}

export async function revokeSession(db: Kysely<Database>, sessionId: number, now: string) {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeStaffSessions(db: Kysely<Database>, staffId: number, now: string) {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: now })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function setStaffRole(db: Kysely<Database>, id: number, role: StaffRole, now: string) {
  await db.updateTable('staff_users').set({ role, updated_at: now }).where('id', '=', id).execute();
}

/** The session has now passed a second factor (given in the session, or set up in it). */
export async function markSessionSecondFactor(
  db: Kysely<Database>,
  sessionId: number,
  method: SecondFactorMethod,
) {
  await db
    .updateTable('staff_sessions')
    .set({ second_factor: method })
    .where('id', '=', sessionId)
    .execute();
}
