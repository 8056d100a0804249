import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { generateSecret, generateURI, verifySync } from 'otplib';
import { RECOVERY_CODE_COUNT } from '@vistaar/shared/config';
import type { Database } from '../../db/schema';
import { openSecret, sealSecret } from '../../lib/secret-box';
import { updatedOneRow } from '../../db/guarded-update';

const ISSUER = 'Vistaar Infotech staff';
/** One step either side: an authenticator whose clock is 30 s off still works. */
const EPOCH_TOLERANCE_SECONDS = 30;

export interface TwoFactorEnrolment {
  secret: string;
  otpauthUrl: string;
  /** The otpauth URL as a PNG data URL, for the authenticator app's camera. */
  qrDataUrl: string;
}

export async function newEnrolment(email: string): Promise<TwoFactorEnrolment> {
  const secret = generateSecret();
  const otpauthUrl = generateURI({ issuer: ISSUER, label: email, secret });
  // SVG, not PNG: sharp at any zoom, about 2.5 KB, and drawn in milliseconds where the PNG
  // encoder took over a second on a busy machine.
  // Loaded with the first enrolment: signing in never needs it.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
  const qrDataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return { secret, otpauthUrl, qrDataUrl };
}

/** Authenticator secrets are stored sealed: a copy of the database alone cannot make codes. */
const SEAL_PURPOSE = 'staff-totp-secret';

/**
 * Null when the secret was sealed under another app secret (APP_SECRET changed): no code
 * matches then, recovery codes still sign in, and an admin can reset the enrolment.
 */
function openTotpSecret(appSecret: string, storedSecret: string): string | null {
  try {
    return openSecret(appSecret, SEAL_PURPOSE, storedSecret).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * The time step a TOTP code was accepted for, or null. A step at or before the last one
 * accepted is refused, so a code cannot be used twice (nor an older one after it).
 */
export function acceptedTotpStep(
  appSecret: string,
  storedSecret: string,
  code: string,
  lastStep: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const secret = openTotpSecret(appSecret, storedSecret);
  if (secret === null) return null;
  const result = verifySync({
    secret,
    token: code,
    epochTolerance: EPOCH_TOLERANCE_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * 32 symbols, 5 bits each: the 31 letters and digits that do not look alike, and 0, which a
 * typed o also stands for (`recoveryCodeDigest`). Codes issued before 0 joined read the same.
 */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz023456789';
export const RECOVERY_CODE_LENGTH = 10;

/**
 * Ten codes of 50 random bits each (10 symbols of 32), shown once as xxxxx-xxxxx. A byte's
 * low five bits pick the symbol: 256 is a multiple of 32, so every symbol is equally likely.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(RECOVERY_CODE_LENGTH)].map(
      (byte) => RECOVERY_CODE_ALPHABET[byte % RECOVERY_CODE_ALPHABET.length],
    );
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** Codes carry enough randomness that a plain SHA-256 of the normalised code is safe to store. */
export function recoveryCodeDigest(code: string): string {
  const normalised = code.trim().toLowerCase().replace(/-/g, '').replace(/o/g, '0');
  return createHash('sha256').update(`recovery:${normalised}`).digest('hex');
}

export async function replaceRecoveryCodes(
  db: Kysely<Database>,
  staffId: number,
  codes: string[],
  now: string,
) {
  await db.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
  await db
    .insertInto('staff_recovery_codes')
    .values(
      codes.map((code) => ({
        staff_id: staffId,
        code_hash: recoveryCodeDigest(code),
        created_at: now,
      })),
    )
    .execute();
}

/** Marks an unused recovery code used; says whether there was one. */
export async function useRecoveryCode(
  db: Kysely<Database>,
  staffId: number,
  code: string,
  now: string,
): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('staff_recovery_codes')
      .set({ used_at: now })
      .where('staff_id', '=', staffId)
      .where('code_hash', '=', recoveryCodeDigest(code))
      .where('used_at', 'is', null),
  );
}

export async function countUnusedRecoveryCodes(db: Kysely<Database>, staffId: number) {
  const row = await db
    .selectFrom('staff_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function setPendingSecret(
  db: Kysely<Database>,
  appSecret: string,
  staffId: number,
  secret: string,
) {
  const sealed = sealSecret(appSecret, SEAL_PURPOSE, Buffer.from(secret, 'utf8'));
  await db
    .updateTable('staff_users')
    .set({ totp_secret: sealed, totp_enabled_at: null, totp_last_step: null })
    .where('id', '=', staffId)
    .execute();
}

export async function enableTwoFactor(
  db: Kysely<Database>,
  staffId: number,
  step: number,
  now: string,
) {
  await db
    .updateTable('staff_users')
    .set({ totp_enabled_at: now, totp_last_step: step, updated_at: now })
    .where('id', '=', staffId)
    .execute();
}

/**
 * Records an accepted step, unless another request accepted the same or a later one first:
 * two sign-ins racing with one code get one session.
 */
export async function claimTotpStep(
  db: Kysely<Database>,
  staffId: number,
  step: number,
): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('staff_users')
      .set({ totp_last_step: step })
      .where('id', '=', staffId)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)])),
  );
}

export async function removeTwoFactor(db: Kysely<Database>, staffId: number, now: string) {
  await db
    .updateTable('staff_users')
    .set({
      totp_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
      second_factor_failures: 0,
      second_factor_locked_until: null,
      updated_at: now,
    })
    .where('id', '=', staffId)
    .execute();
  await db.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
}
