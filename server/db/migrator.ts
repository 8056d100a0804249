/* eslint-disable @typescript-eslint/no-explicit-any -- the migrator works on any schema */
import { Migrator, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import { migrations } from './migrations';

/** Migrations are imported statically, so the same list runs from source, tests and builds. */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations as Record<string, Migration> },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(result.error)}`);
  }
  return result;
}
