import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type HttpError, tooManyRequests } from '../../lib/http-error';
import { hitCounter, undoHit } from '../../lib/rate-counter';
import { sleep } from '../../lib/sleep';
import type { Mailer } from '../mail/mailer';
import { verifyAgainstDummy, verifyPassword } from './password-hashing';
import { startSession } from './staff-sessions';
import { findStaffByEmail } from './staff-repository';

export const DELAY_FROM_FAILURE = 5;
export const LOCK_AT_FAILURE = 10;
export const LOCK_MINUTES = 15;
export const INVALID_CREDENTIALS = 'Invalid email or password';

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

export type LoginOutcome =
  | { ok: true; token: string; staffId: number }
  | { ok: false; reason: 'unknown' | 'wrong-password' | 'disabled'; staffId?: number };

/**
 * Password sign-in. Failures are counted in the database by e-mail as typed, whether or
 * not such an account exists, so unknown and known accounts get the same answers after
 * the same number of tries, with the same slow-down. The lock is per e-mail and address:
 * someone who never knew the password locks out only themselves. A much higher
 * per-account ceiling stops a distributed attack and tells the account holder by e-mail.
 */
export function createLoginService(deps: {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  tuning: LoginTuning;
}) {
  const { db, mailer, tuning } = deps;

  async function notifyCeiling(email: string) {
    const user = await findStaffByEmail(db, email);
    if (!user) return;
    await mailer.enqueue({
      kind: 'staff-sign-in-paused',
      to: user.email,
      subject: 'Sign-in to your staff account was paused',
      text:
        `There were ${tuning.accountFailuresPerHour} failed sign-in attempts on your staff account within an hour, ` +
        `so sign-in is paused for up to an hour. If this was not you, your password is still safe, ` +
        `but tell your administrator. ${deps.publicUrl}/login`,
    });
  }

  return {
    async login(
      email: string,
      password: string,
      ip: string | null,
      userAgent: string | null,
    ): Promise<LoginOutcome> {
      const account = email.trim().toLowerCase();
      const pairKey = `login:pair:${account}:${ip}`;
      const accountKey = `login:account:${account}`;
      // Each try takes its place in both counts before the password is checked, so parallel
      // tries cannot slip past a limit; a right password gives its place back.
      const pair = await hitCounter(db, pairKey, PAIR_WINDOW_SECONDS, LOCK_AT_FAILURE);
      const overall = await hitCounter(
        db,
        accountKey,
        ACCOUNT_WINDOW_SECONDS,
        tuning.accountFailuresPerHour,
      );
      if (overall.count === tuning.accountFailuresPerHour + 1) await notifyCeiling(account);
      if (!overall.allowed) throw lockMessage(overall.retryAfterSeconds);
      if (pair.count > LOCK_AT_FAILURE) throw lockMessage(pair.retryAfterSeconds);

      const user = await findStaffByEmail(db, email.trim());
      const passwordMatches = user
        ? await verifyPassword(user.password_hash, password)
        : await verifyAgainstDummy(password);
      if (user && passwordMatches && !user.disabled) {
        await undoHit(db, pairKey, PAIR_WINDOW_SECONDS);
        await undoHit(db, accountKey, ACCOUNT_WINDOW_SECONDS);
        const token = await startSession(db, user.id, ip, userAgent);
        return { ok: true, token, staffId: user.id };
      }

      if (pair.count >= LOCK_AT_FAILURE) throw lockMessage(pair.retryAfterSeconds);
      if (pair.count >= DELAY_FROM_FAILURE) {
        await sleep(
          tuning.failureDelayBaseMs * Math.min(8, 2 ** (pair.count - DELAY_FROM_FAILURE)),
        );
      }
      if (!user) return { ok: false, reason: 'unknown' };
      return { ok: false, reason: user.disabled ? 'disabled' : 'wrong-password', staffId: user.id };
    },
  };
}
