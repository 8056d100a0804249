import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import type { DialectName } from './dialect';
import type { Database } from './schema';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** True when the database answers a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  /**
   * A value that changes whenever anything is written to the database, by this server or by
   * any other process; null where that cannot be known here (PostgreSQL: other servers and
   * connections write unseen), so nothing may be kept on the strength of it.
   */
  changeMark(): string | null;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** SQLite file name inside dataDir. */
  fileName?: string;
  onPoolError?: (error: Error) => void;
  /** How long a SQLite write waits for another connection's to end before failing busy. */
  busyTimeoutMs?: number;
}

/** The embedded database's file inside DATA_DIR. */
export const sqliteFile = (dataDir: string, fileName = 'app.db') => path.join(dataDir, fileName);

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const { databaseUrl, onPoolError } = options;
    // The driver is loaded when the first query needs the pool, so an installation (and a test
    // run) on SQLite never loads it.
    const pool = async () => {
      const { default: pg } = await import('pg');
      // COUNT(*) and other int8 results arrive as strings from pg; our counts fit in a JS number.
      pg.types.setTypeParser(20, (value) => Number(value));
      const created = new pg.Pool({
        connectionString: databaseUrl,
        max: 10,
        connectionTimeoutMillis: 5_000,
        idleTimeoutMillis: 30_000,
        statement_timeout: 15_000,
        query_timeout: 20_000,
      });
      created.on('error', (error) => onPoolError?.(error));
      return created;
    };
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return handle(db, 'postgres', () => null);
  }

  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = sqliteFile(options.dataDir, options.fileName);
  const busyTimeoutMs = options.busyTimeoutMs ?? 5_000;
  const sqlite = new SQLite(file, { timeout: busyTimeoutMs });
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma(`busy_timeout = ${busyTimeoutMs}`);
  sqlite.pragma('foreign_keys = ON');
  // Deleted and overwritten content is zeroed on its page, so erased personal data does not
  // linger in free space of the file (or of the pages a later checkpoint writes back).
  sqlite.pragma('secure_delete = ON');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  // The one connection's own writes (rows changed, rolled back ones too) and what other
  // connections committed (the restore and retention commands, a second server on the file).
  const ownChanges = sqlite.prepare('select total_changes()').pluck();
  const othersCommits = sqlite.prepare('pragma data_version').pluck();
  return handle(db, 'sqlite', () => `${String(othersCommits.get())}.${String(ownChanges.get())}`);
}

/** Statements kept compiled; the oldest goes past this many (queries with IN lists vary). */
const CACHED_STATEMENTS = 500;

/**
 * Kysely prepares every query afresh, and compiling the SQL was a third of the database's
 * time on a staff list read. The same text gets the same compiled statement; SQLite
 * recompiles one by itself after a schema change. Safe because the one connection runs one
 * statement at a time to its end (nothing here streams rows).
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement) {
        // Most recently used last, so the oldest is the first one dropped.
        statements.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (statements.size >= CACHED_STATEMENTS) {
          statements.delete(statements.keys().next().value as string);
        }
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

function handle(
  db: Kysely<Database>,
  dialect: DialectName,
  changeMark: () => string | null,
): DatabaseHandle {
  return {
    db,
    dialect,
    changeMark,
    async ping(timeoutMs = 2_000) {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          sql`select 1`.execute(db),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs);
          }),
        ]);
        return true;
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => db.destroy(),
  };
}
