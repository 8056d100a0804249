import type { Kysely } from 'kysely';
import type { Database, SecondFactorMethod } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { badRequest, conflict, type HttpError, tooManyRequests } from '../../lib/http-error';
import { hitCounter, undoHit } from '../../lib/rate-counter';
import { sleep } from '../../lib/sleep';
import type { Mailer } from '../mail';
import { verifyAgainstDummy, verifyPassword } from './password-hashing';
import {
  NOTIFY_AT_FAILURE,
  reserveSecondFactorTry,
  secondFactorPassed,
} from './second-factor-lock';
import { consumeChallenge, findOpenChallenge, issueChallenge } from './sign-in-challenges';
import { startSession, type SessionStaff } from './staff-sessions';
import { signInPausedAdminMail, signInPausedMail, wrongCodesMail } from './sign-in-mails';
import { findStaffByEmail, markSessionSecondFactor } from './staff-repository';
import {
  acceptedTotpStep,
  claimTotpStep,
  enableTwoFactor,
  newEnrolment,
  newRecoveryCodes,
  replaceRecoveryCodes,
  setPendingSecret,
  useRecoveryCode,
  type TwoFactorEnrolment,
} from './two-factor';
import { readTwoFactorPolicy, twoFactorRequiredFor } from './two-factor-policy';

const DELAY_FROM_FAILURE = 5;
const LOCK_AT_FAILURE = 10;
const LOCK_MINUTES = 15;
export const INVALID_CREDENTIALS = 'Invalid email or password';
const CHALLENGE_EXPIRED = 'This sign-in has expired. Please sign in again.';
const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';
const TWO_FACTOR_NOT_ON = 'Two-factor sign-in is not on for your account.';

export interface LoginTuning {
  /** First slow-down after repeated failures; doubles each further failure (capped at 8x). */
  failureDelayBaseMs: number;
  /** Failures per account per hour, from all addresses together, before the account pauses. */
  accountFailuresPerHour: number;
}

export const DEFAULT_LOGIN_TUNING: LoginTuning = {
  failureDelayBaseMs: 500,
  accountFailuresPerHour: 100,
};

const PAIR_WINDOW_SECONDS = LOCK_MINUTES * 60;
const ACCOUNT_WINDOW_SECONDS = 3600;

function lockMessage(retryAfterSeconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return tooManyRequests(
    `Too many attempts, try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
    retryAfterSeconds,
  );
}

/** Where a sign-in attempt came from: its audit entries carry it. */
export interface SignInContext {
  ip: string | null;
  userAgent: string | null;
  requestId: string;
}

export type LoginOutcome =
  | { ok: true; token: string; staffId: number }
  | { ok: true; challenge: string; twoFactor: 'verify' | 'enrol'; staffId: number }
  | { ok: false; reason: 'unknown' | 'wrong-password' | 'disabled'; staffId?: number };

// Password sign-in. Failures are counted in the database by e-mail as typed, whether or
// not such an account exists, so unknown and known accounts get the same answers after
// the same number of tries, with the same slow-down. The lock is per e-mail and address:
// someone who never knew the password locks out only themselves. A much higher
// per-account ceiling stops a distributed attack and tells the account holder by e-mail.

/** What the sign-in and account functions need beyond the database; each takes the part it uses. */
export interface AuthDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  appSecret: string;
  tuning: LoginTuning;
}

/** Active admins other than this member: someone who can step in when the account pauses. */
async function otherActiveAdmins(db: Kysely<Database>, staffId: number) {
  return db
    .selectFrom('staff_users')
    .select('email')
    .where('role', '=', 'admin')
    .where('disabled', '=', 0)
    .where('id', '!=', staffId)
    .execute();
}

/**
 * Whether failures from many addresses may pause this account, and who is told. The pause
 * needs a way back in: a second factor (the right password still reaches the code step, which
 * has its own limit), or another active admin, told by e-mail. An account with neither, the
 * last active admin without a second factor above all, keeps only the per-address locks, so
 * strangers cannot shut everyone out. An address nobody holds pauses, to answer like the rest.
 */
async function accountPause(deps: AuthDeps, account: string, firstOverCeiling: boolean) {
  const user = await findStaffByEmail(deps.db, account);
  if (!user) return true;
  const admins = user.totp_enabled_at ? [] : await otherActiveAdmins(deps.db, user.id);
  if (!user.totp_enabled_at && admins.length === 0) return false;
  if (firstOverCeiling) {
    const { mailer, tuning, publicUrl } = deps;
    const failures = tuning.accountFailuresPerHour;
    await mailer.enqueue(signInPausedMail(user.email, failures, publicUrl));
    for (const admin of admins) {
      await mailer.enqueue(signInPausedAdminMail(admin.email, user.email, failures, publicUrl));
    }
  }
  return true;
}

/**
 * Each try takes its place in both counts before anything is checked, so parallel tries
 * cannot slip past a limit; a success gives its place back. Password and second-factor
 * tries share the counts, so a wrong code brings the lock as near as a wrong password.
 * The address's own lock comes first; the account-wide pause is the caller's to apply
 * (`paused`), since the right password with a second factor passes it.
 */
async function reserveAttempt(deps: AuthDeps, email: string, ip: string | null) {
  const { db, tuning } = deps;
  const account = email.trim().toLowerCase();
  const pairKey = `login:pair:${account}:${ip}`;
  const accountKey = `login:account:${account}`;
  const pair = await hitCounter(db, pairKey, PAIR_WINDOW_SECONDS, LOCK_AT_FAILURE);
  const overall = await hitCounter(
    db,
    accountKey,
    ACCOUNT_WINDOW_SECONDS,
    tuning.accountFailuresPerHour,
  );
  if (pair.count > LOCK_AT_FAILURE) throw lockMessage(pair.retryAfterSeconds);
  const paused =
    !overall.allowed &&
    (await accountPause(deps, account, overall.count === tuning.accountFailuresPerHour + 1));
  return {
    paused,
    pausedError: () => lockMessage(overall.retryAfterSeconds),
    async succeeded() {
      await undoHit(db, pairKey, PAIR_WINDOW_SECONDS);
      await undoHit(db, accountKey, ACCOUNT_WINDOW_SECONDS);
    },
    async failed() {
      if (paused) throw lockMessage(overall.retryAfterSeconds);
      if (pair.count >= LOCK_AT_FAILURE) throw lockMessage(pair.retryAfterSeconds);
      if (pair.count >= DELAY_FROM_FAILURE) {
        await sleep(
          tuning.failureDelayBaseMs * Math.min(8, 2 ** (pair.count - DELAY_FROM_FAILURE)),
        );
      }
    },
  };
}

const audit = (
  db: Kysely<Database>,
  context: SignInContext,
  staffId: number | null,
  action: string,
  details?: Record<string, unknown>,
) =>
  recordAudit(
    db,
    { staffId, requestId: context.requestId, ip: context.ip },
    { action, entity: 'staff', entityId: staffId, details },
  );

async function signedIn(
  db: Kysely<Database>,
  staffId: number,
  context: SignInContext,
  method: 'password' | SecondFactorMethod,
) {
  const secondFactor = method === 'password' ? null : method;
  const token = await startSession(db, staffId, context.ip, context.userAgent, secondFactor);
  await audit(db, context, staffId, 'auth.signed-in', { method });
  return token;
}

/** The second step's account, or 400 when its challenge is unknown, used or expired. */
async function openChallenge(db: Kysely<Database>, challenge: string, purpose: 'verify' | 'enrol') {
  const row = await findOpenChallenge(db, challenge, purpose);
  if (!row) throw badRequest(CHALLENGE_EXPIRED);
  return row;
}

async function wrongCode(
  db: Kysely<Database>,
  attempt: { failed(): Promise<void> },
  context: SignInContext,
  staffId: number,
): Promise<never> {
  await audit(db, context, staffId, 'auth.sign-in-failed', { reason: 'wrong-code' });
  await attempt.failed();
  throw badRequest(WRONG_CODE, { code: WRONG_CODE });
}

/**
 * A TOTP code or an unused recovery code for the account, within the account's run of
 * wrong codes (second-factor-lock); a wrong one is audited, slowed down and refused.
 */
async function secondFactorGiven(
  deps: AuthDeps,
  attempt: { failed(): Promise<void> },
  row: { id: number; email: string; totp_secret: string | null; totp_last_step: number | null },
  code: string,
  context: SignInContext,
): Promise<SecondFactorMethod> {
  const { db, appSecret } = deps;
  const failures = await reserveSecondFactorTry(db, row.id, code);
  const now = new Date().toISOString();
  let method: SecondFactorMethod | null = null;
  const step = row.totp_secret
    ? acceptedTotpStep(appSecret, row.totp_secret, code.trim(), row.totp_last_step)
    : null;
  if (step !== null && (await claimTotpStep(db, row.id, step))) method = 'totp';
  else if (step === null && (await useRecoveryCode(db, row.id, code, now))) {
    method = 'recovery-code';
  }
  if (!method) {
    if (failures === NOTIFY_AT_FAILURE) {
      await deps.mailer.enqueue(wrongCodesMail(row.email, deps.publicUrl));
    }
    return wrongCode(db, attempt, context, row.id);
  }
  await secondFactorPassed(db, row.id);
  return method;
}

export async function login(
  deps: AuthDeps,
  email: string,
  password: string,
  context: SignInContext,
): Promise<LoginOutcome> {
  const { db } = deps;
  const attempt = await reserveAttempt(deps, email, context.ip);
  const user = await findStaffByEmail(db, email.trim());
  const passwordMatches = user
    ? await verifyPassword(user.password_hash, password)
    : await verifyAgainstDummy(password);
  const ownerWithSecondFactor = user && passwordMatches && !user.disabled && user.totp_enabled_at;
  if (attempt.paused && !ownerWithSecondFactor) throw attempt.pausedError();
  if (user && passwordMatches && !user.disabled) {
    await attempt.succeeded();
    if (user.totp_enabled_at) {
      const challenge = await issueChallenge(db, {
        staffId: user.id,
        purpose: 'verify',
        ...context,
      });
      return { ok: true, challenge, twoFactor: 'verify', staffId: user.id };
    }
    if (twoFactorRequiredFor(await readTwoFactorPolicy(db), user.role)) {
      const challenge = await issueChallenge(db, {
        staffId: user.id,
        purpose: 'enrol',
        ...context,
      });
      return { ok: true, challenge, twoFactor: 'enrol', staffId: user.id };
    }
    return { ok: true, token: await signedIn(db, user.id, context, 'password'), staffId: user.id };
  }

  const reason = !user ? 'unknown' : user.disabled ? 'disabled' : 'wrong-password';
  await audit(db, context, user?.id ?? null, 'auth.sign-in-failed', {
    reason,
    ...(user ? {} : { email: email.trim().toLowerCase().slice(0, 254) }),
  });
  await attempt.failed();
  if (!user) return { ok: false, reason: 'unknown' };
  return { ok: false, reason, staffId: user.id };
}

/** Second step: a TOTP code or an unused recovery code; answers the session token. */
export async function verifySecondFactor(
  deps: AuthDeps,
  challenge: string,
  code: string,
  context: SignInContext,
): Promise<{ token: string; staffId: number }> {
  const { db } = deps;
  const row = await openChallenge(db, challenge, 'verify');
  const attempt = await reserveAttempt(deps, row.email, context.ip);
  const method = await secondFactorGiven(deps, attempt, row, code, context);
  if (!(await consumeChallenge(db, row.challengeId))) throw badRequest(CHALLENGE_EXPIRED);
  await attempt.succeeded();
  return { token: await signedIn(db, row.id, context, method), staffId: row.id };
}

/**
 * A session opened with the password alone gives its second factor now (the policy came
 * to cover its member after sign-in): the same code check and the same limits as the
 * sign-in step, and the session counts as two-factor from then on.
 */
export async function verifySessionSecondFactor(
  deps: AuthDeps,
  staff: SessionStaff,
  code: string,
  context: SignInContext,
): Promise<SecondFactorMethod> {
  const { db } = deps;
  const row = await db
    .selectFrom('staff_users')
    .select(['id', 'email', 'totp_secret', 'totp_enabled_at', 'totp_last_step'])
    .where('id', '=', staff.id)
    .executeTakeFirstOrThrow();
  if (!row.totp_enabled_at) throw conflict(TWO_FACTOR_NOT_ON);
  const attempt = await reserveAttempt(deps, row.email, context.ip);
  const method = await secondFactorGiven(deps, attempt, row, code, context);
  await markSessionSecondFactor(db, staff.sessionId, method);
  await attempt.succeeded();
  await audit(db, context, staff.id, 'auth.second-factor-given', { method });
  return method;
}

/** Two-factor is required and not set up: a new secret for the authenticator app. */
export async function startRequiredEnrolment(
  { db, appSecret }: AuthDeps,
  challenge: string,
): Promise<TwoFactorEnrolment> {
  const row = await openChallenge(db, challenge, 'enrol');
  const enrolment = await newEnrolment(row.email);
  await setPendingSecret(db, appSecret, row.id, enrolment.secret);
  return enrolment;
}

/** The first code from the app confirms enrolment and signs in; the recovery codes are shown once. */
export async function confirmRequiredEnrolment(
  deps: AuthDeps,
  challenge: string,
  code: string,
  context: SignInContext,
): Promise<{ token: string; staffId: number; recoveryCodes: string[] }> {
  const { db, appSecret } = deps;
  const row = await openChallenge(db, challenge, 'enrol');
  const attempt = await reserveAttempt(deps, row.email, context.ip);
  const step = row.totp_secret
    ? acceptedTotpStep(appSecret, row.totp_secret, code.trim(), null)
    : null;
  if (step === null) return wrongCode(db, attempt, context, row.id);
  if (!(await consumeChallenge(db, row.challengeId))) throw badRequest(CHALLENGE_EXPIRED);
  const recoveryCodes = newRecoveryCodes();
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await enableTwoFactor(trx, row.id, step, now);
    await replaceRecoveryCodes(trx, row.id, recoveryCodes, now);
    await recordAudit(
      trx,
      { staffId: row.id, requestId: context.requestId, ip: context.ip },
      { action: 'two-factor.enabled', entity: 'staff', entityId: row.id },
    );
  });
  await attempt.succeeded();
  return { token: await signedIn(db, row.id, context, 'totp'), staffId: row.id, recoveryCodes };
}
