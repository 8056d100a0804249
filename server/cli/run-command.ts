import { ConfigError, type ServerConfig } from '../config';
import { openDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { migrateToLatest } from '../db/migrator';
import type { Kysely } from 'kysely';

type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * Runs a command and exits 1 when it fails: a refusal the user can act on (a configuration
 * error, or one of `refusals`) prints its message alone, anything else `failure` and the error.
 */
export function runCommand(
  main: () => Promise<void> | void,
  failure: string,
  refusals: ErrorClass[] = [],
): void {
  Promise.resolve()
    .then(main)
    .catch((error: unknown) => {
      if ([ConfigError, ...refusals].some((kind) => error instanceof kind)) {
        console.error((error as Error).message);
        process.exit(1);
      }
      console.error(failure, error);
      process.exit(1);
    });
}

/** The configured database, migrated to the latest, for the length of `work`. */
export async function withDatabase<T>(
  config: ServerConfig,
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    return await work(database.db);
  } finally {
    await database.close();
  }
}
