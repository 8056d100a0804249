import type { Kysely } from 'kysely';
import { SIGN_IN_CHALLENGE_MINUTES } from '@vistaar/shared/config';
import type { Database } from '../../db/schema';
import { newSessionToken, tokenDigest } from './session-tokens';
import { updatedOneRow } from '../../db/guarded-update';

export type ChallengePurpose = 'verify' | 'enrol';

/**
 * What a right password earns when a second factor follows: not a session, a short-lived
 * single-use token that only the second step accepts.
 */
export async function issueChallenge(
  db: Kysely<Database>,
  values: {
    staffId: number;
    purpose: ChallengePurpose;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<string> {
  const token = newSessionToken();
  const now = new Date();
  await db
    .insertInto('staff_sign_in_challenges')
    .values({
      staff_id: values.staffId,
      token_hash: tokenDigest(token),
      purpose: values.purpose,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SIGN_IN_CHALLENGE_MINUTES * 60_000).toISOString(),
      ip: values.ip,
      user_agent: values.userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return token;
}

/** An open, unexpired challenge with its account, or undefined. */
export async function findOpenChallenge(
  db: Kysely<Database>,
  token: string,
  purpose: ChallengePurpose,
) {
  const row = await db
    .selectFrom('staff_sign_in_challenges as c')
    .innerJoin('staff_users as u', 'u.id', 'c.staff_id')
    .select([
      'c.id as challengeId',
      'c.expires_at',
      'c.consumed_at',
      'c.purpose',
      'u.id',
      'u.email',
      'u.disabled',
      'u.totp_secret',
      'u.totp_enabled_at',
      'u.totp_last_step',
    ])
    .where('c.token_hash', '=', tokenDigest(token))
    .executeTakeFirst();
  if (!row || row.consumed_at || row.disabled || row.purpose !== purpose) return undefined;
  if (Date.parse(row.expires_at) <= Date.now()) return undefined;
  return row;
}

/** Uses the challenge up; false when another request already did. */
export async function consumeChallenge(db: Kysely<Database>, challengeId: number) {
  return updatedOneRow(
    db
      .updateTable('staff_sign_in_challenges')
      .set({ consumed_at: new Date().toISOString() })
      .where('id', '=', challengeId)
      .where('consumed_at', 'is', null),
  );
}
