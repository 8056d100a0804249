import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

export class BackupError extends Error {}

/** Opens a file that must already be one of our SQLite databases, and checks it is whole. */
function checkDatabaseFile(file: string): { tables: number; migrations: number } {
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist.`);
  let database: SQLite.Database | undefined;
  try {
    database = new SQLite(file, { readonly: true, fileMustExist: true });
    const integrity = database.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new BackupError(`${file} is damaged: ${String(integrity)}`);
    const tables = Number(
      database.prepare("select count(*) from sqlite_master where type = 'table'").pluck().get(),
    );
    const migrations = Number(
      database.prepare('select count(*) from kysely_migration').pluck().get(),
    );
    return { tables, migrations };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `${file} is not a database of this application (${(error as Error).message}).`,
    );
  } finally {
    database?.close();
  }
}

/**
 * A consistent copy of the live database while the server keeps running: VACUUM INTO reads
 * it under one snapshot (WAL lets the server keep writing meanwhile) and writes a new,
 * compact file that is then checked. Unlike a page-by-page copy it carries no free pages,
 * so the remains of erased records never reach a backup.
 */
export async function backupSqlite(source: string, destination: string) {
  if (!fs.existsSync(source)) throw new BackupError(`There is no database at ${source}.`);
  if (fs.existsSync(destination)) {
    throw new BackupError(`${destination} already exists; choose a new file name.`);
  }
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  const partial = `${destination}.partial`;
  fs.rmSync(partial, { force: true });
  const database = new SQLite(source, { fileMustExist: true, timeout: 5_000 });
  try {
    database.prepare('vacuum into ?').run(partial);
  } finally {
    database.close();
  }
  // The copy keeps the source's WAL mode; a rollback journal makes it one self-contained file.
  const copy = new SQLite(partial, { fileMustExist: true });
  copy.pragma('journal_mode = DELETE');
  copy.close();
  const facts = checkDatabaseFile(partial);
  fs.renameSync(partial, destination);
  return { ...facts, bytes: fs.statSync(destination).size };
}

/**
 * Checks that nothing else (a running server) has the database open, and folds its WAL into
 * the main file. In WAL mode every open connection holds a shared lock, so an exclusive lock
 * is refused at once while the server runs.
 */
function settleUnused(file: string): boolean {
  const probe = new SQLite(file, { fileMustExist: true, timeout: 0 });
  try {
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE');
    probe.exec('COMMIT');
    probe.pragma('wal_checkpoint(TRUNCATE)');
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return false;
    throw error;
  } finally {
    probe.close();
  }
}

/**
 * Puts a backup in place of the database. Refused while anything has the database open;
 * the database it replaces is kept beside it (`app.db.before-restore-<time>`).
 */
export function restoreSqlite(backup: string, target: string, now = new Date()) {
  const facts = checkDatabaseFile(backup);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  let keptAs: string | undefined;
  if (fs.existsSync(target)) {
    if (!settleUnused(target)) {
      throw new BackupError(
        'The database is open in a running server (or another program). Stop the server, then restore.',
      );
    }
    keptAs = `${target}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(target, keptAs);
  }
  // Journal files belong to the database moved aside (they go with it), never to the backup.
  for (const suffix of ['-wal', '-journal']) {
    if (!fs.existsSync(`${target}${suffix}`)) continue;
    if (keptAs) fs.renameSync(`${target}${suffix}`, `${keptAs}${suffix}`);
    else fs.rmSync(`${target}${suffix}`);
  }
  fs.rmSync(`${target}-shm`, { force: true });
  const incoming = `${target}.restoring`;
  fs.copyFileSync(backup, incoming);
  const handle = fs.openSync(incoming, 'r+');
  fs.fsyncSync(handle);
  fs.closeSync(handle);
  fs.renameSync(incoming, target);
  return { ...facts, keptAs };
}
