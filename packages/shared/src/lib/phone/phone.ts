import { PHONE_LENGTH } from '../../config/constants';

/** The longest number the international plan allows (E.164). */
const MAX_PHONE_DIGITS = 15;

/**
 * How a phone field reads what is typed or pasted:
 * - `any`: digits only, at most 15 (the contact form, which takes any number);
 * - `mobile`: an Indian mobile number, its +91 or 0 prefix dropped, at most 10 digits;
 * - `mobile-live`: as `mobile`, and the whole value cleared while its first digit is not
 *   6-9 (the application form's live filter, spec section 5).
 */
export type PhoneInputKind = 'any' | 'mobile' | 'mobile-live';

/**
 * The digits a person meant, with a country code (+91, 0091) or trunk prefix (0) dropped
 * when the number is longer than a national one. Without '+' or '00', a leading 91 is taken
 * as typed: it may be the start of a national number.
 */
function nationalDigits(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.length > PHONE_LENGTH && /^\s*(\+|00)\s*91/.test(raw)) {
    digits = digits.replace(/^(00)?91/, '');
  }
  if (digits.length > PHONE_LENGTH) digits = digits.replace(/^0+/, '');
  return digits;
}

/**
 * One normaliser for every phone field: the digit filter and the prefix rules run on the
 * whole text first, and only then is the length cut, so a pasted '+91 98765 43210' or
 * '098765-43210' keeps the right ten digits.
 */
export function normalizePhoneInput(raw: string, kind: PhoneInputKind): string {
  if (kind === 'any') return raw.replace(/\D/g, '').slice(0, MAX_PHONE_DIGITS);
  const digits = nationalDigits(raw).slice(0, PHONE_LENGTH);
  if (kind === 'mobile-live' && digits !== '' && !/^[6-9]/.test(digits)) return '';
  return digits;
}

/**
 * A stored number in the form two records of one person compare equal in: an Indian number
 * as its 10 national digits, any other as all its digits (never cut, so two different
 * foreign numbers never look the same).
 */
export function normalizedPhone(raw: string): string {
  return nationalDigits(raw);
}

/**
 * A stored number in E.164 ('+919876543210'), the form messaging providers take, or null
 * when it cannot be one: an Indian mobile's 10 digits get +91; a number given with its
 * country code ('+44 ...', '0044 ...') keeps it. A bare number of another length is not
 * guessed at.
 */
export function e164Phone(raw: string): string | null {
  const digits = nationalDigits(raw);
  if (/^[6-9]\d{9}$/.test(digits)) return `+91${digits}`;
  const international = /^\s*(\+|00)/.test(raw) ? raw.replace(/\D/g, '').replace(/^00/, '') : '';
  return /^[1-9]\d{7,14}$/.test(international) ? `+${international}` : null;
}
