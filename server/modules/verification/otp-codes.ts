import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const OTP_TTL_SECONDS = 10 * 60;
export const MAX_WRONG_TRIES_PER_CODE = 5;
export const LOCK_AT_CONSECUTIVE_FAILURES = 10;
export const LOCK_SECONDS = 60 * 60;
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
