import type { Kysely } from 'kysely';
import {
  TWO_FACTOR_POLICIES,
  type StaffRole,
  type TwoFactorPolicy,
} from '../../../src/shared/config';
import type { Database } from '../../db/schema';

const KEY = 'two_factor_policy';

/**
 * Off until an admin turns it on: the first admin comes from the environment or the
 * command line, and an installation decides for itself when its staff have authenticators.
 */
export const DEFAULT_TWO_FACTOR_POLICY: TwoFactorPolicy = 'off';

export async function readTwoFactorPolicy(db: Kysely<Database>): Promise<TwoFactorPolicy> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', KEY)
    .executeTakeFirst();
  const value = row?.value as TwoFactorPolicy | undefined;
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
