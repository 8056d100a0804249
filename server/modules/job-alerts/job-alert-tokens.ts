import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A confirmation link's secret: 32 random bytes, base64url. Only its SHA-256 is stored. */
export function newConfirmationToken(): string {
  return randomBytes(32).toString('base64url');
}

export function confirmationDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The unsubscribe link's token for one subscription: an HMAC of its id and address under the
 * server key, so every alert can carry it without the database keeping a secret per person.
 */
export function unsubscribeToken(appSecret: string, subscriberId: number, email: string): string {
  return createHmac('sha256', appSecret)
    .update(`job-alert-unsubscribe:${subscriberId}:${email}`)
    .digest('base64url');
}

export function isUnsubscribeToken(
  appSecret: string,
  subscriberId: number,
  email: string,
  token: string,
): boolean {
  const expected = Buffer.from(unsubscribeToken(appSecret, subscriberId, email));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
