import { PHONE_LENGTH } from '@/shared/config';

/** Keys a phone field ignores: number inputs would otherwise accept them (1e5, +1, -1, 1.5). */
export const BLOCKED_PHONE_KEYS: readonly string[] = ['e', 'E', '+', '-', '.'];

export function isBlockedPhoneKey(key: string): boolean {
  return BLOCKED_PHONE_KEYS.includes(key);
}

/**
 * The live phone filter (spec 5): non-digits removed, at most 10 digits, and the whole
 * value cleared when the first digit is not 6-9. A pasted Indian number written with its
 * country code ('+91 98110 45270') keeps the ten digits after '+91'.
 */
export function filterPhoneInput(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (/^\s*\+\s*91/.test(raw) && digits.length > PHONE_LENGTH) digits = digits.slice(2);
  digits = digits.slice(0, PHONE_LENGTH);
  return digits === '' || /^[6-9]/.test(digits) ? digits : '';
}
