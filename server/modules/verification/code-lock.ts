import { BLOCK_AT_CONSECUTIVE_FAILURES, lockSecondsAfter } from './otp-codes';
import { waitInMinutes } from '../../lib/wait-time';

/**
 * The lock on one subject's one-time codes (an employee's own codes, or the verifier codes of
 * one share) after wrong codes in a row. The state lives on the subject's row, which the
 * caller holds locked for the whole check, so every server instance counts on the same row.
 */
export interface CodeLockState {
  /** Wrong codes in a row; only a right code (or staff) resets it, a lock running out does not. */
  failures: number;
  lockedUntil: string | null;
}

export type CodeLock =
  | { kind: 'open' }
  | { kind: 'locked'; retryAfterSeconds: number }
  /** At the ceiling of consecutive failures: someone must step in. */
  | { kind: 'blocked' };

export const CODE_LOCK_CLEARED: CodeLockState = { failures: 0, lockedUntil: null };

const secondsUntil = (ms: number, now: number) => Math.max(1, Math.ceil((ms - now) / 1000));

export function codeLockOf(state: CodeLockState, now: number): CodeLock {
  if (state.failures >= BLOCK_AT_CONSECUTIVE_FAILURES) return { kind: 'blocked' };
  const until = state.lockedUntil ? Date.parse(state.lockedUntil) : 0;
  return until > now
    ? { kind: 'locked', retryAfterSeconds: secondsUntil(until, now) }
    : { kind: 'open' };
}

/** The state to store after one more wrong code, and the lock it starts, if any. */
export function afterWrongCode(
  state: CodeLockState,
  now: number,
): { state: CodeLockState; lock: CodeLock } {
  const failures = state.failures + 1;
  if (failures >= BLOCK_AT_CONSECUTIVE_FAILURES) {
    return { state: { failures, lockedUntil: null }, lock: { kind: 'blocked' } };
  }
  const lockSeconds = lockSecondsAfter(failures);
  if (lockSeconds) {
    return {
      state: { failures, lockedUntil: new Date(now + lockSeconds * 1000).toISOString() },
      lock: { kind: 'locked', retryAfterSeconds: lockSeconds },
    };
  }
  return { state: { failures, lockedUntil: state.lockedUntil }, lock: { kind: 'open' } };
}

/** The answer while a lock is in force, the same for employees and verifiers. */
export function codeLockMessage(seconds: number): string {
  return `Verification is paused after too many wrong codes. Please try again in ${waitInMinutes(seconds)}.`;
}
