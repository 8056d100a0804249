import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { createHmac } from 'node:crypto';
import type { Database } from '../../db/schema';
import { hitCounter, undoHit } from '../../lib/rate-counter';
import { sleep } from '../../lib/sleep';
import { type EmployeeRow, findEmployeeByCode } from '../employees';
import type { Mailer } from '../mail';
import {
  codesIssuedSince,
  consumeChallenge,
  deleteChallenge,
  findOpenChallenge,
  insertChallenge,
  lockEmployeeForCodes,
  recordWrongTry,
  reopenCodes,
  setCodeFailures,
  supersedeOpenCodes,
} from './challenge-repository';
import { splitName } from './details-record';
import { CODE_LOCK_CLEARED, afterWrongCode, codeLockOf, type CodeLockState } from './code-lock';
import {
  DOB_MISMATCHES_PER_ADDRESS_PER_DAY,
  DOB_MISMATCHES_PER_CODE_PER_DAY,
  DOB_WINDOW_SECONDS,
  MAX_CODES_PER_HOUR,
  MAX_WRONG_TRIES_PER_CODE,
  OTP_TTL_SECONDS,
  RESEND_AFTER_SECONDS,
  newOtpCode,
  otpDigest,
  sameDigest,
} from './otp-codes';
import { maskEmail, otpEmail } from './otp-email';

export interface VerificationTuning {
  /** Calls per client address per hour, counted separately for init-otp and verify-otp. */
  perAddressPerHour: number;
  /** Least time a "no such employee" answer takes, so timing cannot tell the two misses apart. */
  notFoundFloorMs: number;
}

export const DEFAULT_VERIFICATION_TUNING: VerificationTuning = {
  perAddressPerHour: 20,
  notFoundFloorMs: 150,
};

export type Limited = { kind: 'limited'; reason: string; retryAfterSeconds: number };

export type InitOutcome =
  { kind: 'sent'; destination: string } | { kind: 'not-found' } | { kind: 'mail-failed' } | Limited;

export type VerifyOutcome =
  | { kind: 'verified'; employee: EmployeeRow }
  | { kind: 'no-code' }
  | { kind: 'expired' }
  | { kind: 'wrong'; attemptsLeft: number }
  | { kind: 'too-many'; retryAfterSeconds?: number }
  | { kind: 'blocked' }
  | Limited;

const HOUR_MS = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const secondsUntil = (ms: number, now: number) => Math.max(1, Math.ceil((ms - now) / 1000));
const lockStateOf = (employee: EmployeeRow): CodeLockState => ({
  failures: employee.otp_failures,
  lockedUntil: employee.otp_locked_until,
});

export interface VerificationDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  secret: string;
  tuning: VerificationTuning;
}

const dobDigest = (secret: string, value: string) =>
  createHmac('sha256', secret).update(`dob\n${value}`).digest('hex');

async function addressLimit(
  { db, tuning }: VerificationDeps,
  key: string,
): Promise<Limited | undefined> {
  const hit = await hitCounter(db, key, 3600, tuning.perAddressPerHour);
  return hit.allowed
    ? undefined
    : { kind: 'limited', reason: 'address', retryAfterSeconds: hit.retryAfterSeconds };
}

/** Undoes an issue whose e-mail never left: the new code goes, the ones it closed reopen. */
async function withdrawCode(
  db: Kysely<Database>,
  challengeId: number,
  reopen: number[],
  supersededAt: string,
) {
  await db.transaction().execute(async (trx) => {
    await deleteChallenge(trx, challengeId);
    await reopenCodes(trx, reopen, supersededAt);
  });
}

async function issue(
  db: Kysely<Database>,
  employeeId: number,
  request: { ip: string | null; noticeVersion: string },
  codeHmac: string,
  now: number,
) {
  return db.transaction().execute(async (trx) => {
    const employee = await lockEmployeeForCodes(trx, employeeId);
    if (!employee) return { kind: 'not-found' } as const;
    const lock = codeLockOf(lockStateOf(employee), now);
    if (lock.kind === 'blocked') {
      return { kind: 'limited', reason: 'blocked', retryAfterSeconds: 0 } as const;
    }
    if (lock.kind === 'locked') {
      return {
        kind: 'limited',
        reason: 'locked',
        retryAfterSeconds: lock.retryAfterSeconds,
      } as const;
    }
    const issued = await codesIssuedSince(trx, employeeId, iso(now - HOUR_MS));
    const newest = issued.at(-1);
    if (newest && now - Date.parse(newest) < RESEND_AFTER_SECONDS * 1000) {
      const retryAfterSeconds = secondsUntil(Date.parse(newest) + RESEND_AFTER_SECONDS * 1000, now);
      return { kind: 'limited', reason: 'minute', retryAfterSeconds } as const;
    }
    if (issued.length >= MAX_CODES_PER_HOUR) {
      const retryAfterSeconds = secondsUntil(Date.parse(issued[0]) + HOUR_MS, now);
      return { kind: 'limited', reason: 'hour', retryAfterSeconds } as const;
    }
    const supersededAt = iso(now);
    const reopen = await supersedeOpenCodes(trx, employeeId, supersededAt);
    const challengeId = await insertChallenge(trx, {
      employee_id: employeeId,
      code_hmac: codeHmac,
      created_at: iso(now),
      expires_at: iso(now + OTP_TTL_SECONDS * 1000),
      client_ip: request.ip,
      notice_version: request.noticeVersion,
    });
    return { kind: 'issued', employee, challengeId, reopen, supersededAt } as const;
  });
}

export async function initOtp(
  deps: VerificationDeps,
  input: { employeeCode: string; dob: string; noticeVersion: string; ip: string | null },
  log: FastifyBaseLogger,
): Promise<InitOutcome> {
  const { db, mailer, secret, tuning } = deps;
  const started = performance.now();
  const limited = await addressLimit(deps, `otp-init:ip:${input.ip}`);
  if (limited) {
    log.warn({ event: 'otp.rate_limited', reason: limited.reason }, 'code request refused');
    return limited;
  }
  // Every attempt reserves one of its code's and one of its address's daily mismatches before
  // the date is compared, known code or not, so parallel guesses cannot overtake the counts.
  const codeKey = `otp-dob:code:${input.employeeCode.trim().toUpperCase()}`;
  const addressKey = `otp-dob:ip:${input.ip}`;
  // In parallel: on PostgreSQL this keeps the work under the timing floor.
  const [perAddress, perCode, found] = await Promise.all([
    hitCounter(db, addressKey, DOB_WINDOW_SECONDS, DOB_MISMATCHES_PER_ADDRESS_PER_DAY),
    hitCounter(db, codeKey, DOB_WINDOW_SECONDS, DOB_MISMATCHES_PER_CODE_PER_DAY),
    findEmployeeByCode(db, input.employeeCode),
  ]);
  const giveBack = () =>
    Promise.all([
      undoHit(db, addressKey, DOB_WINDOW_SECONDS),
      undoHit(db, codeKey, DOB_WINDOW_SECONDS),
    ]);
  if (!perAddress.allowed) {
    // The refused try compared nothing: only the address's own count keeps it.
    await undoHit(db, codeKey, DOB_WINDOW_SECONDS);
    log.warn({ event: 'otp.rate_limited', reason: 'address' }, 'code request refused');
    await sleep(Math.max(0, tuning.notFoundFloorMs - (performance.now() - started)));
    return { kind: 'limited', reason: 'address', retryAfterSeconds: perAddress.retryAfterSeconds };
  }
  // Both misses run the same lookup and the same digest comparison, then wait for the floor.
  const dobMatches = sameDigest(
    dobDigest(secret, found?.date_of_birth ?? 'no employee'),
    dobDigest(secret, input.dob),
  );
  // A code past its ceiling matches no date, and says so exactly as an unknown code does, so
  // neither the lock nor the code's existence shows.
  if (!found || !dobMatches || !perCode.allowed) {
    if (found && dobMatches) await giveBack();
    log.info(
      { event: 'otp.no_match', ...(perCode.allowed ? {} : { reason: 'code-locked' }) },
      'code requested for no matching employee',
    );
    await sleep(Math.max(0, tuning.notFoundFloorMs - (performance.now() - started)));
    return { kind: 'not-found' };
  }
  await giveBack();

  const code = newOtpCode();
  const now = Date.now();
  const result = await issue(db, found.id, input, otpDigest(secret, found.id, code), now);
  if (result.kind === 'not-found') return result;
  if (result.kind === 'limited') {
    log.warn(
      {
        event: result.reason === 'locked' ? 'otp.locked' : 'otp.rate_limited',
        employeeId: found.id,
        reason: result.reason,
      },
      'code request refused',
    );
    return result;
  }

  const { employee } = result;
  const to = employee.official_email || employee.personal_email;
  try {
    await mailer.sendNow(otpEmail(to, splitName(employee.full_name).first, code));
  } catch (error) {
    await withdrawCode(db, result.challengeId, [...result.reopen], result.supersededAt);
    log.error(
      { event: 'otp.mail_failed', employeeId: employee.id, err: error },
      'code e-mail could not be sent; code withdrawn',
    );
    return { kind: 'mail-failed' };
  }
  log.info(
    { event: 'otp.issued', employeeId: employee.id, challengeId: result.challengeId },
    'verification code sent',
  );
  return { kind: 'sent', destination: maskEmail(to) };
}

export async function verifyOtp(
  deps: VerificationDeps,
  input: { employeeCode: string; otp: string; ip: string | null },
  log: FastifyBaseLogger,
): Promise<VerifyOutcome> {
  const { db, secret, tuning } = deps;
  const started = performance.now();
  const limited = await addressLimit(deps, `otp-verify:ip:${input.ip}`);
  if (limited) {
    log.warn({ event: 'otp.rate_limited', reason: limited.reason }, 'code check refused');
    return limited;
  }
  // "No code" sounds the same for an unknown employee, and takes as long.
  const noCode = async (): Promise<VerifyOutcome> => {
    await sleep(Math.max(0, tuning.notFoundFloorMs - (performance.now() - started)));
    return { kind: 'no-code' };
  };
  const found = await findEmployeeByCode(db, input.employeeCode);
  if (!found) {
    otpDigest(secret, 0, input.otp);
    log.info({ event: 'otp.failed', reason: 'no-employee' }, 'code check failed');
    return noCode();
  }
  const now = Date.now();
  const outcome = await db.transaction().execute(async (trx): Promise<VerifyOutcome> => {
    const employee = await lockEmployeeForCodes(trx, found.id);
    if (!employee) return { kind: 'no-code' };
    const lock = codeLockOf(lockStateOf(employee), now);
    if (lock.kind === 'blocked') return { kind: 'blocked' };
    if (lock.kind === 'locked') {
      return { kind: 'too-many', retryAfterSeconds: lock.retryAfterSeconds };
    }
    const challenge = await findOpenChallenge(trx, employee.id);
    if (!challenge) return { kind: 'no-code' };
    if (challenge.attempts >= MAX_WRONG_TRIES_PER_CODE) return { kind: 'too-many' };
    if (Date.parse(challenge.expires_at) <= now) return { kind: 'expired' };

    if (sameDigest(challenge.code_hmac, otpDigest(secret, employee.id, input.otp))) {
      if (!(await consumeChallenge(trx, challenge.id, iso(now)))) return { kind: 'no-code' };
      await setCodeFailures(trx, employee.id, CODE_LOCK_CLEARED);
      return { kind: 'verified', employee };
    }

    const attempts = challenge.attempts + 1;
    await recordWrongTry(trx, challenge.id, attempts);
    const wrong = afterWrongCode(lockStateOf(employee), now);
    await setCodeFailures(trx, employee.id, wrong.state);
    if (wrong.lock.kind === 'blocked') return { kind: 'blocked' };
    if (wrong.lock.kind === 'locked') {
      return { kind: 'too-many', retryAfterSeconds: wrong.lock.retryAfterSeconds };
    }
    if (attempts >= MAX_WRONG_TRIES_PER_CODE) return { kind: 'too-many' };
    return { kind: 'wrong', attemptsLeft: MAX_WRONG_TRIES_PER_CODE - attempts };
  });

  if (outcome.kind === 'no-code') {
    log.info({ event: 'otp.failed', employeeId: found.id, reason: 'no-code' }, 'code check failed');
    return noCode();
  }
  if (outcome.kind === 'verified') {
    log.info({ event: 'otp.verified', employeeId: found.id }, 'verification code accepted');
  } else if (outcome.kind === 'blocked') {
    log.warn({ event: 'otp.blocked', employeeId: found.id }, 'employee verification blocked');
  } else if (outcome.kind === 'too-many' && outcome.retryAfterSeconds) {
    log.warn({ event: 'otp.locked', employeeId: found.id }, 'employee verification locked');
  } else {
    log.info(
      { event: 'otp.failed', employeeId: found.id, reason: outcome.kind },
      'code check failed',
    );
  }
  return outcome;
}
