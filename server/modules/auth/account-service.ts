import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { deviceName } from './device-name';
import { hashPassword, verifyPassword } from './password-hashing';
import { passwordProblem } from './password-policy';
import { SESSION_IDLE_MINUTES } from './session-tokens';
import { markSessionSecondFactor } from './staff-repository';
import type { SessionStaff } from './staff-sessions';
import {
  acceptedTotpStep,
  countUnusedRecoveryCodes,
  enableTwoFactor,
  newEnrolment,
  newRecoveryCodes,
  removeTwoFactor,
  replaceRecoveryCodes,
  setPendingSecret,
} from './two-factor';
import { readTwoFactorPolicy, twoFactorRequiredFor } from './two-factor-policy';
import type { AuthDeps } from './login-service';
import { updatedOneRow } from '../../db/guarded-update';

const WRONG_CURRENT_PASSWORD = 'Your current password is not right.';
const SESSION_NOT_FOUND = 'Session not found.';
const NO_PENDING_ENROLMENT = 'Start the set-up again: there is no new secret waiting.';
const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';
const entity = 'staff';

function staffRow(db: Kysely<Database>, id: number) {
  return db.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** My row, once my current password proves it is me. */
async function rowConfirmedBy(db: Kysely<Database>, staffId: number, currentPassword: string) {
  const row = await staffRow(db, staffId);
  if (!(await verifyPassword(row.password_hash, currentPassword))) {
    throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
  }
  return row;
}

/** What each staff member does to their own account. */
export async function readMyAccount(db: Kysely<Database>, staff: SessionStaff) {
  const row = await staffRow(db, staff.id);
  const policy = await readTwoFactorPolicy(db);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    twoFactorEnabled: row.totp_enabled_at !== null,
    twoFactorRequired: twoFactorRequiredFor(policy, row.role),
    recoveryCodesLeft: await countUnusedRecoveryCodes(db, row.id),
    weeklySummary: row.weekly_summary === 1,
  };
}

/** Turns my Monday summary on or off. */
export async function setMyWeeklySummary(
  db: Kysely<Database>,
  actor: AuditActor,
  staff: SessionStaff,
  enabled: boolean,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_users')
      .set({ weekly_summary: enabled ? 1 : 0 })
      .where('id', '=', staff.id)
      .execute();
    await recordAudit(trx, actor, {
      action: 'staff.weekly-summary',
      entity,
      entityId: staff.id,
      details: { enabled },
    });
  });
}

export async function listMySessions(db: Kysely<Database>, staff: SessionStaff) {
  const now = Date.now();
  const rows = await db
    .selectFrom('staff_sessions')
    .select(['id', 'user_agent', 'ip', 'created_at', 'last_seen_at', 'expires_at'])
    .where('staff_id', '=', staff.id)
    .where('revoked_at', 'is', null)
    .orderBy('last_seen_at', 'desc')
    .execute();
  return rows
    .filter(
      (row) =>
        Date.parse(row.expires_at) > now &&
        Date.parse(row.last_seen_at) + SESSION_IDLE_MINUTES * 60_000 > now,
    )
    .map((row) => ({
      id: row.id,
      device: deviceName(row.user_agent),
      address: row.ip,
      signedInAt: row.created_at,
      lastUsedAt: row.last_seen_at,
      current: row.id === staff.sessionId,
    }));
}

export async function endMySession(
  db: Kysely<Database>,
  staff: SessionStaff,
  actor: AuditActor,
  sessionId: number,
) {
  await db.transaction().execute(async (trx) => {
    const result = await updatedOneRow(
      trx
        .updateTable('staff_sessions')
        .set({ revoked_at: new Date().toISOString() })
        .where('id', '=', sessionId)
        .where('staff_id', '=', staff.id)
        .where('revoked_at', 'is', null),
    );
    if (!result) throw notFound(SESSION_NOT_FOUND);
    await recordAudit(trx, actor, {
      action: 'session.ended',
      entity,
      entityId: staff.id,
      details: { session: sessionId },
    });
  });
}

/** The current password proves it is the member; every other session ends. */
export async function changeMyPassword(
  db: Kysely<Database>,
  staff: SessionStaff,
  actor: AuditActor,
  input: { currentPassword: string; newPassword: string },
) {
  const row = await rowConfirmedBy(db, staff.id, input.currentPassword);
  const problem = passwordProblem(input.newPassword, row.email);
  if (problem) throw badRequest(problem, { newPassword: problem });
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    await trx
      .updateTable('staff_users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', staff.id)
      .execute();
    await trx
      .updateTable('staff_sessions')
      .set({ revoked_at: now })
      .where('staff_id', '=', staff.id)
      .where('id', '!=', staff.sessionId)
      .where('revoked_at', 'is', null)
      .execute();
    await recordAudit(trx, actor, { action: 'staff.password-changed', entity, entityId: staff.id });
  });
}

/** A new secret waits for its first code; an enrolment already in use stays until then. */
export async function startMyEnrolment(
  { db, appSecret }: Pick<AuthDeps, 'db' | 'appSecret'>,
  staff: SessionStaff,
) {
  const row = await staffRow(db, staff.id);
  if (row.totp_enabled_at) throw conflict('Two-factor sign-in is already on for your account.');
  const enrolment = await newEnrolment(row.email);
  await setPendingSecret(db, appSecret, staff.id, enrolment.secret);
  return enrolment;
}

export async function confirmMyEnrolment(
  { db, appSecret }: Pick<AuthDeps, 'db' | 'appSecret'>,
  staff: SessionStaff,
  actor: AuditActor,
  code: string,
) {
  const row = await staffRow(db, staff.id);
  if (row.totp_enabled_at) throw conflict('Two-factor sign-in is already on for your account.');
  if (!row.totp_secret) throw badRequest(NO_PENDING_ENROLMENT);
  const step = acceptedTotpStep(appSecret, row.totp_secret, code.trim(), null);
  if (step === null) throw badRequest(WRONG_CODE, { code: WRONG_CODE });
  const recoveryCodes = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    await enableTwoFactor(trx, staff.id, step, now);
    await replaceRecoveryCodes(trx, staff.id, recoveryCodes, now);
    // The code just given is this session's second factor; other open sessions still owe one.
    await markSessionSecondFactor(trx, staff.sessionId, 'totp');
    await recordAudit(trx, actor, { action: 'two-factor.enabled', entity, entityId: staff.id });
  });
  return recoveryCodes;
}

/** New recovery codes need the password; the old ones stop working in the same change. */
export async function replaceMyRecoveryCodes(
  db: Kysely<Database>,
  staff: SessionStaff,
  actor: AuditActor,
  password: string,
) {
  const row = await rowConfirmedBy(db, staff.id, password);
  if (!row.totp_enabled_at) throw conflict('Two-factor sign-in is not on for your account.');
  const recoveryCodes = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    await replaceRecoveryCodes(trx, staff.id, recoveryCodes, new Date().toISOString());
    await recordAudit(trx, actor, {
      action: 'two-factor.recovery-codes-replaced',
      entity,
      entityId: staff.id,
    });
  });
  return recoveryCodes;
}

/** Turning it off needs the password, and is refused where the installation requires it. */
export async function turnOffMyTwoFactor(
  db: Kysely<Database>,
  staff: SessionStaff,
  actor: AuditActor,
  password: string,
) {
  const row = await rowConfirmedBy(db, staff.id, password);
  if (twoFactorRequiredFor(await readTwoFactorPolicy(db), row.role)) {
    throw conflict('Two-factor sign-in is required for your role and cannot be turned off.');
  }
  await db.transaction().execute(async (trx) => {
    await removeTwoFactor(trx, staff.id, new Date().toISOString());
    await recordAudit(trx, actor, { action: 'two-factor.disabled', entity, entityId: staff.id });
  });
}
