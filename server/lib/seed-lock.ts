import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Serialises start-up seeding between servers that share a PostgreSQL database, so the
 * second one sees the first one's rows instead of inserting them again. SQLite needs
 * nothing: its one connection runs one transaction at a time.
 */
export async function lockForSeeding(trx: Transaction<Database>, name: string) {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtext(${`seed:${name}`}))`.execute(trx);
  }
}
