import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const OTP_TTL_SECONDS = 10 * 60;
export const MAX_WRONG_TRIES_PER_CODE = 5;
const LOCK_AT_CONSECUTIVE_FAILURES = 10;
const LOCK_SECONDS = 60 * 60;
/** NIST SP 800-63B: at most 100 consecutive failures before someone must step in. */
export const BLOCK_AT_CONSECUTIVE_FAILURES = 100;
/**
 * Wrong dates of birth one client address may give in a day, over every employee code; past it
 * the address is refused. Below the per-code ceiling, so one address cannot lock a code.
 */
export const DOB_MISMATCHES_PER_ADDRESS_PER_DAY = 5;
/**
 * Wrong dates of birth per employee code (known or not) in a day, from every address together,
 * before that code stops matching any date: what keeps a date of birth from being searched for.
 */
export const DOB_MISMATCHES_PER_CODE_PER_DAY = 20;
export const DOB_WINDOW_SECONDS = 24 * 60 * 60;

/**
 * The lock after `failures` consecutive wrong codes, in seconds; 0 for none. Every tenth
 * failure locks, each lock twice as long as the one before, so waiting out a lock
 * does not buy a fresh allowance of guesses.
 */
export function lockSecondsAfter(failures: number): number {
  if (failures < LOCK_AT_CONSECUTIVE_FAILURES || failures % LOCK_AT_CONSECUTIVE_FAILURES !== 0) {
    return 0;
  }
  return LOCK_SECONDS * 2 ** (failures / LOCK_AT_CONSECUTIVE_FAILURES - 1);
}
export const RESEND_AFTER_SECONDS = 60;
export const MAX_CODES_PER_HOUR = 5;

/** Six digits from the CSPRNG, zero-padded so every value is equally likely. */
export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Only this keyed digest is stored; it is bound to the employee so a stolen row fits no one else. */
export function otpDigest(secret: string, employeeId: number, code: string): string {
  return createHmac('sha256', secret).update(`otp\n${employeeId}\n${code}`).digest('hex');
}

export function sameDigest(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
