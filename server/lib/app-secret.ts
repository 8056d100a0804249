import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The server key for one-time-code HMACs and signed links: APP_SECRET when set,
 * otherwise one generated on first start and kept in the database, so every
 * instance sharing the database agrees on it.
 */
export async function resolveAppSecret(
  db: Kysely<Database>,
  configured: string | undefined,
): Promise<string> {
  if (configured) return configured;
  const existing = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', 'app_secret')
    .executeTakeFirst();
  if (existing) return existing.value;
  const generated = randomBytes(32).toString('base64url');
  await db
    .insertInto('app_settings')
    .values({ key: 'app_secret', value: generated })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', 'app_secret')
    .executeTakeFirstOrThrow();
  return stored.value;
}
