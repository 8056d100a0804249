import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { setStaffAccount, StaffPasswordError } from '../modules/auth';
import { runCommand, withDatabase } from './run-command';

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
  const { email, password, name } = values;
  await withDatabase(loadConfig(), async (db) => {
    const { created } = await setStaffAccount(db, email, password, name);
    console.log(
      `Staff account ${email.toLowerCase()} ${created ? 'created' : 'updated; its sessions were ended'}.`,
    );
  });
}

runCommand(main, 'Could not save the staff account:', [StaffPasswordError]);
