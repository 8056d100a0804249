import { PostgresAdapter, type Kysely } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

export function dialectOf<DB>(db: Kysely<DB>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

export function nowIso(): string {
  return new Date().toISOString();
}
