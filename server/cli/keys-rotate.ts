import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrator';
import { resolveAppSecret } from '../lib/app-secret';
import { rotateSigningKey } from '../modules/verification-sharing';

/** npm run keys:rotate: a new key signs from now on; letters signed before stay verifiable. */
async function main() {
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    const secret = await resolveAppSecret(database.db, config.appSecret);
    const kid = await rotateSigningKey(database.db, secret);
    console.log(`New signing key ${kid}; earlier keys stay published at /.well-known/jwks.json.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error('Could not rotate the signing key:', error);
  process.exit(1);
});
