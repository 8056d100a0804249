import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hitCounter } from './rate-counter';

/**
 * A @fastify/rate-limit store on the database's counters table, so per-address route limits
 * (sign-in, applications) are shared by every server instead of kept in each process, and
 * use the same fixed-window counters as the contact and verification limits.
 */
export function databaseRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: FastifyRateLimitOptions,
      private readonly scope = 'global',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ) {
      const windowSeconds = Math.max(1, Math.ceil(timeWindow / 1000));
      hitCounter(db, `route:${this.scope}:${key}`, windowSeconds, max).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.retryAfterSeconds * 1000 }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: {
      method?: unknown;
      url?: unknown;
      routeInfo?: unknown;
      groupId?: unknown;
    }) {
      // Routes given one `groupId` share one count per address (an API and its form twin).
      if (typeof routeOptions.groupId === 'string') {
        return new DatabaseRateLimitStore(undefined, `group ${routeOptions.groupId}`);
      }
      const route = (routeOptions.routeInfo ?? routeOptions) as { method?: unknown; url?: unknown };
      return new DatabaseRateLimitStore(undefined, `${String(route.method)} ${String(route.url)}`);
    }
  }
  return DatabaseRateLimitStore;
}
