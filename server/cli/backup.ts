import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { sqliteFile } from '../db/database';
import { BackupError, backupSqlite } from '../db/sqlite-backup';
import { runCommand } from './run-command';

/** npm run backup [-- --out FILE]: an online backup of the embedded database, server running or not. */
async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump (see "Backups" in README.md).',
    );
    process.exit(2);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const destination = path.resolve(
    values.out ?? path.join(config.dataDir, 'backups', `app-${stamp}.db`),
  );
  const facts = await backupSqlite(sqliteFile(config.dataDir), destination);
  console.log(
    `Backup written to ${destination} (${(facts.bytes / 1024 / 1024).toFixed(1)} MB, ${facts.tables} tables, ${facts.migrations} migrations; integrity checked).`,
  );
}

runCommand(main, 'The backup failed:', [BackupError]);
