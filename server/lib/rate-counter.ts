import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface CounterResult {
  count: number;
  allowed: boolean;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

/** The earliest start of a window that is still open. */
function openSince(windowSeconds: number, now: number): string {
  return new Date(now - windowSeconds * 1000).toISOString();
}

/**
 * Counters kept in the database, so several server instances share them. Counts one hit for
 * `key` and says whether it stays within `limit`. A key's window opens at its first hit and
 * lasts `windowSeconds`; a hit after that opens a new one. (Windows cut at clock boundaries
 * let twice the limit through in a second across a boundary.)
 */
export async function hitCounter(
  db: Kysely<Database>,
  key: string,
  windowSeconds: number,
  limit: number,
): Promise<CounterResult> {
  const now = Date.now();
  const open = sql<boolean>`rate_counters.window_start > ${openSince(windowSeconds, now)}`;
  const row = await db
    .insertInto('rate_counters')
    .values({ key, window_start: new Date(now).toISOString(), count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when ${open} then rate_counters.count + 1 else 1 end`,
        window_start: sql`case when ${open} then rate_counters.window_start else excluded.window_start end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  const endsAt = Date.parse(row.window_start) + windowSeconds * 1000;
  return {
    count,
    allowed: count <= limit,
    retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)),
  };
}

/** Takes back one hit of the key's open window (a reserved attempt that turned out allowed). */
export async function undoHit(db: Kysely<Database>, key: string, windowSeconds: number) {
  await db
    .updateTable('rate_counters')
    .set({ count: sql`count - 1` })
    .where('key', '=', key)
    .where('window_start', '>', openSince(windowSeconds, Date.now()))
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
