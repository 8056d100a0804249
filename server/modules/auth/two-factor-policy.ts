import type { Kysely } from 'kysely';
import { TWO_FACTOR_POLICIES, type StaffRole, type TwoFactorPolicy } from '@vistaar/shared/config';
import type { Database } from '../../db/schema';

/** The `app_settings` row holding the policy (the staff gate joins it to every session). */
export const TWO_FACTOR_POLICY_KEY = 'two_factor_policy';
const KEY = TWO_FACTOR_POLICY_KEY;

/**
 * Admins hold every key (the team, the audit trail, every record), so they need a second
 * factor unless the installation says otherwise: the first admin sets it up at first sign-in.
 */
const DEFAULT_TWO_FACTOR_POLICY: TwoFactorPolicy = 'admins';

export async function readTwoFactorPolicy(db: Kysely<Database>): Promise<TwoFactorPolicy> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', KEY)
    .executeTakeFirst();
  return parseTwoFactorPolicy(row?.value);
}

/** The stored setting, or the default when there is none (or an unknown one). */
export function parseTwoFactorPolicy(stored: string | null | undefined): TwoFactorPolicy {
  const value = stored as TwoFactorPolicy | null | undefined;
  return value && TWO_FACTOR_POLICIES.includes(value) ? value : DEFAULT_TWO_FACTOR_POLICY;
}

export async function writeTwoFactorPolicy(db: Kysely<Database>, policy: TwoFactorPolicy) {
  await db
    .insertInto('app_settings')
    .values({ key: KEY, value: policy })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: policy }))
    .execute();
}

export function twoFactorRequiredFor(policy: TwoFactorPolicy, role: StaffRole): boolean {
  return policy === 'everyone' || (policy === 'admins' && role === 'admin');
}

/** The policy an installation starts with; a choice already made (by an admin) is kept. */
export async function settleTwoFactorPolicy(db: Kysely<Database>, initial: TwoFactorPolicy) {
  await db
    .insertInto('app_settings')
    .values({ key: KEY, value: initial })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
