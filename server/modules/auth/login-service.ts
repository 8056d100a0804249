import { type HttpError, tooManyRequests } from '../../lib/http-error';
import { sleep } from '../../lib/sleep';
import { verifyAgainstDummy, verifyPassword } from './password-hashing';
import type { StaffRepository } from './staff-repository';

export const DELAY_FROM_FAILURE = 5;
export const LOCK_AT_FAILURE = 10;
export const LOCK_MINUTES = 15;
export const INVALID_CREDENTIALS = 'Invalid email or password';

export interface LoginTuning {
  /** First slow-down after repeated failures; doubles each further failure (capped at 8x). */
  failureDelayBaseMs: number;
}

function lockMessage(lockedUntil: number): HttpError {
  const seconds = (lockedUntil - Date.now()) / 1000;
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return tooManyRequests(
    `Too many attempts, try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
    seconds,
  );
}

export type LoginOutcome =
  | { ok: true; token: string; staffId: number }
  | { ok: false; reason: 'unknown' | 'wrong-password' | 'disabled'; staffId?: number };

/**
 * Password sign-in. A wrong password and an unknown account look the same from
 * outside (same status, same body, a hash computed either way). Consecutive
 * failures slow the account down from the 5th and lock it for 15 minutes at the 10th.
 */
export function createLoginService(repo: StaffRepository, tuning: LoginTuning) {
  return {
    async login(
      email: string,
      password: string,
      ip: string | null,
      userAgent: string | null,
    ): Promise<LoginOutcome> {
      const user = await repo.findByEmail(email.trim());
      if (!user) {
        await verifyAgainstDummy(password);
        return { ok: false, reason: 'unknown' };
      }
      const lockedUntil = user.locked_until ? Date.parse(user.locked_until) : 0;
      if (lockedUntil > Date.now()) throw lockMessage(lockedUntil);
      if (user.disabled) {
        await verifyAgainstDummy(password);
        return { ok: false, reason: 'disabled', staffId: user.id };
      }

      if (await verifyPassword(user.password_hash, password)) {
        const token = await repo.startSession(user.id, ip, userAgent);
        return { ok: true, token, staffId: user.id };
      }

      // A lock that has run out starts a fresh count.
      const failures = (lockedUntil ? 0 : user.failed_attempts) + 1;
      if (failures >= LOCK_AT_FAILURE) {
        const until = Date.now() + LOCK_MINUTES * 60_000;
        await repo.recordFailure(user.id, failures, new Date(until).toISOString());
        throw lockMessage(until);
      }
      await repo.recordFailure(user.id, failures, null);
      if (failures >= DELAY_FROM_FAILURE) {
        await sleep(tuning.failureDelayBaseMs * Math.min(8, 2 ** (failures - DELAY_FROM_FAILURE)));
      }
      return { ok: false, reason: 'wrong-password', staffId: user.id };
    },
  };
}
