import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { lockForSeeding } from '../../lib/seed-lock';
import { hashPassword, verifyPassword } from './password-hashing';
import { passwordProblem } from './password-policy';
import {
  countStaff,
  findStaffByEmail,
  insertStaff,
  resetStaffPassword,
  revokeStaffSessions,
  setStaffDisabledFlag,
} from './staff-repository';

function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? 'Staff';
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join(' ');
}

export class StaffPasswordError extends Error {}

/**
 * Creates the staff account, or resets its password and unlocks it, ending all its sessions;
 * refuses a weak password with the reason.
 */
export async function setStaffAccount(
  db: Kysely<Database>,
  email: string,
  password: string,
  name?: string,
): Promise<{ id: number; created: boolean }> {
  const problem = passwordProblem(password, email);
  if (problem) throw new StaffPasswordError(problem);
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    // Servers starting together with the same STAFF_EMAIL would otherwise both insert it.
    await lockForSeeding(trx, 'staff-accounts');
    const now = nowIso();
    const existing = await findStaffByEmail(trx, email);
    if (existing) {
      await resetStaffPassword(trx, existing.id, passwordHash, now);
      await revokeStaffSessions(trx, existing.id, now);
      return { id: existing.id, created: false };
    }
    const id = await insertStaff(trx, {
      email,
      name: name ?? nameFromEmail(email),
      // Accounts made from the environment or the command line are the installation's admins.
      role: 'admin',
      passwordHash,
      now,
    });
    return { id, created: true };
  });
}

/**
 * Every change of state ends all sessions, re-enabling included: a session from before a
 * disable (however the flag was set) must not come back to life.
 */
export async function setStaffDisabled(db: Kysely<Database>, id: number, disabled: boolean) {
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    await setStaffDisabledFlag(trx, id, disabled, now);
    await revokeStaffSessions(trx, id, now);
  });
}

/**
 * Creates the first account, unless another server sharing the database did so first;
 * says whether this call created it (only then is its password worth printing).
 */
async function createFirstStaff(db: Kysely<Database>, email: string, password: string) {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    await lockForSeeding(trx, 'staff-accounts');
    if ((await countStaff(trx)) > 0) return false;
    await insertStaff(trx, {
      email,
      name: nameFromEmail(email),
      role: 'admin',
      passwordHash,
      now: nowIso(),
    });
    return true;
  });
}

function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Start-up rule: STAFF_EMAIL/STAFF_PASSWORD create or reset that account; with
 * none configured and no account at all, one is created with a generated password
 * printed once. No account with a known default password ever exists.
 */
export async function ensureStaffAccount(
  db: Kysely<Database>,
  options: { email?: string; password?: string; defaultEmail: string },
  announce: (message: string) => void,
) {
  if (options.email && options.password) {
    // Restarts with the same settings must not sign that person out everywhere.
    const existing = await findStaffByEmail(db, options.email);
    if (
      existing &&
      !existing.disabled &&
      (await verifyPassword(existing.password_hash, options.password))
    ) {
      return;
    }
    const { created } = await setStaffAccount(db, options.email, options.password);
    announce(
      `Staff account ${options.email} ${created ? 'created' : 'updated'} from STAFF_EMAIL/STAFF_PASSWORD.`,
    );
    return;
  }
  if ((await countStaff(db)) > 0) return;
  const password = generatePassword();
  if (!(await createFirstStaff(db, options.defaultEmail, password))) return;
  announce(
    [
      '',
      '================================================================',
      ' A staff account was created for the recruitment desk (/login):',
      `   e-mail:   ${options.defaultEmail}`,
      `   password: ${password}`,
      ' This password is shown only once. Change it with:',
      '   npm run staff:create -- --email <e-mail> --password <new password>',
      '================================================================',
      '',
    ].join('\n'),
  );
}
