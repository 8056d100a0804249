import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface CounterResult {
  count: number;
  allowed: boolean;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters kept in the database, so several server instances share
 * them. Counts one hit for `key` and says whether it stays within `limit`.
 */
export async function hitCounter(
  db: Kysely<Database>,
  key: string,
  windowSeconds: number,
  limit: number,
): Promise<CounterResult> {
  const now = Date.now();
  const windowStartMs = Math.floor(now / (windowSeconds * 1000)) * windowSeconds * 1000;
  const row = await db
    .insertInto('rate_counters')
    .values({ key, window_start: new Date(windowStartMs).toISOString(), count: 1 })
    .onConflict((oc) =>
      oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_counters.count + 1` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  return {
    count,
    allowed: count <= limit,
    retryAfterSeconds: Math.ceil((windowStartMs + windowSeconds * 1000 - now) / 1000),
  };
}

/** Takes back one hit of the current window (a reserved attempt that turned out allowed). */
export async function undoHit(db: Kysely<Database>, key: string, windowSeconds: number) {
  const windowStartMs = Math.floor(Date.now() / (windowSeconds * 1000)) * windowSeconds * 1000;
  await db
    .updateTable('rate_counters')
    .set({ count: sql`count - 1` })
    .where('key', '=', key)
    .where('window_start', '=', new Date(windowStartMs).toISOString())
    .where('count', '>', 0)
    .execute();
}

/** Old windows are of no use; the daily retention run removes them. */
export async function pruneCounters(db: Kysely<Database>, olderThanSeconds = 86_400 * 2) {
  await db
    .deleteFrom('rate_counters')
    .where('window_start', '<', new Date(Date.now() - olderThanSeconds * 1000).toISOString())
    .execute();
}
