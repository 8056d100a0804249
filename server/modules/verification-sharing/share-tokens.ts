import { createHmac, randomBytes } from 'node:crypto';

export { newSessionToken as newShareToken, tokenDigest } from '../auth';

/** Crockford's base32 without I, L, O, U: easy to read aloud and to type from a letter. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The public reference on the letter, 'VV-7K2M-Q9XD-4HTR': 60 random bits, not a secret. */
export function newVerificationId(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((byte) => ALPHABET[byte % 32]).join('');
  return `VV-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

export const VERIFICATION_ID_PATTERN =
  /^VV-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** A share link's token: 32 random bytes, base64url (43 characters). */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The verifier's code, bound to its share so a stolen row fits no other share. */
export function verifierCodeDigest(secret: string, shareId: number, code: string): string {
  return createHmac('sha256', secret).update(`verifier-otp\n${shareId}\n${code}`).digest('hex');
}
