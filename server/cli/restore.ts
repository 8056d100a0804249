import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { sqliteFile } from '../db/database';
import { BackupError, restoreSqlite } from '../db/sqlite-backup';
import { runCommand } from './run-command';

/** npm run restore -- FILE: puts a backup in place of the embedded database (server stopped). */
function main() {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length !== 1) {
    console.error('Usage: npm run restore -- <backup file>   (stop the server first)');
    process.exit(2);
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL is set: restore PostgreSQL with pg_restore (see "Backups" in README.md).',
    );
    process.exit(2);
  }
  const target = sqliteFile(config.dataDir);
  const facts = restoreSqlite(path.resolve(positionals[0]), target);
  console.log(
    `Restored ${target} from ${positionals[0]} (${facts.tables} tables, ${facts.migrations} migrations).` +
      (facts.keptAs ? ` The database it replaced is kept as ${facts.keptAs}.` : ''),
  );
}

runCommand(main, 'The restore failed:', [BackupError]);
