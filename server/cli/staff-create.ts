import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrator';
import { setStaffAccount, StaffPasswordError } from '../modules/auth';

/** npm run staff:create -- --email hr@example.com --password "a long passphrase" [--name "Name"] */
async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  if (!values.email || !values.password) {
    console.error(
      'Usage: npm run staff:create -- --email <e-mail> --password <password> [--name <name>]',
    );
    process.exit(2);
  }
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    const { created } = await setStaffAccount(
      database.db,
      values.email,
      values.password,
      values.name,
    );
    console.log(
      `Staff account ${values.email.toLowerCase()} ${created ? 'created' : 'updated; its sessions were ended'}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  if (error instanceof StaffPasswordError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error('Could not save the staff account:', error);
  process.exit(1);
});
