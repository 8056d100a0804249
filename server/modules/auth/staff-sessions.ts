import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect';
import type { Database, SecondFactorMethod } from '../../db/schema';
import type { StaffRole } from '@vistaar/shared/config';
import {
  SESSION_ABSOLUTE_HOURS,
  SESSION_IDLE_MINUTES,
  newSessionToken,
  tokenDigest,
} from './session-tokens';
import {
  findSessionByTokenHash,
  insertSession,
  recordStaffLogin,
  revokeSession,
  touchSession,
} from './staff-repository';
import { parseTwoFactorPolicy, twoFactorRequiredFor } from './two-factor-policy';

export interface SessionStaff {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: number;
  /**
   * What the two-factor policy asks of this session now, from the member's current role and
   * the current policy: nothing (null), setting a factor up (`enrol`), or giving a code in
   * this session (`verify`), because it was opened with the password alone.
   */
  secondFactorOwed: 'enrol' | 'verify' | null;
}

/**
 * After a right password (and the second factor given, if any): the failure count resets and
 * a session opens, remembering which second factor it passed; answers the token the browser keeps.
 */
export async function startSession(
  db: Kysely<Database>,
  staffId: number,
  ip: string | null,
  userAgent: string | null,
  secondFactor: SecondFactorMethod | null,
): Promise<string> {
  const token = newSessionToken();
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await recordStaffLogin(trx, staffId, now.toISOString());
    await insertSession(trx, {
      staffId,
      tokenHash: tokenDigest(token),
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_HOURS * 3_600_000).toISOString(),
      ip,
      userAgent: userAgent?.slice(0, 300) ?? null,
      secondFactor,
    });
  });
  return token;
}

/** The staff member behind a token, if the session is open, not idle too long and not past its absolute end. */
export async function findActiveSession(
  db: Kysely<Database>,
  token: string,
): Promise<SessionStaff | undefined> {
  const row = await findSessionByTokenHash(db, tokenDigest(token));
  if (!row || row.revoked_at || row.disabled) return undefined;
  const now = Date.now();
  if (Date.parse(row.expires_at) <= now) return undefined;
  if (Date.parse(row.last_seen_at) + SESSION_IDLE_MINUTES * 60_000 <= now) return undefined;
  // Refresh the idle clock at most once a minute to keep reads cheap.
  if (now - Date.parse(row.last_seen_at) > 60_000) {
    await touchSession(db, row.sessionId, new Date(now).toISOString());
  }
  const required = twoFactorRequiredFor(parseTwoFactorPolicy(row.twoFactorPolicy), row.role);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    sessionId: row.sessionId,
    secondFactorOwed:
      required && !row.second_factor ? (row.totp_enabled_at ? 'verify' : 'enrol') : null,
  };
}

export function endSession(db: Kysely<Database>, sessionId: number) {
  return revokeSession(db, sessionId, nowIso());
}
