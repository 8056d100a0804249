import { loadConfig } from '../config';
import { resolveAppSecret } from '../lib/app-secret';
import { rotateSigningKey } from '../modules/verification-sharing';
import { runCommand, withDatabase } from './run-command';

/** npm run keys:rotate: a new key signs from now on; letters signed before stay verifiable. */
async function main() {
  const config = loadConfig();
  await withDatabase(config, async (db) => {
    const secret = await resolveAppSecret(db, config.appSecret);
    const kid = await rotateSigningKey(db, secret);
    console.log(`New signing key ${kid}; earlier keys stay published at /.well-known/jwks.json.`);
  });
}

runCommand(main, 'Could not rotate the signing key:');
