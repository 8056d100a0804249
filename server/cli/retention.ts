import { parseArgs } from 'node:util';
import { indiaToday } from '@vistaar/shared/lib/job-dates';
import { isIsoDate } from '@vistaar/shared/validation';
import { loadConfig } from '../config';
import { resolveAppSecret } from '../lib/app-secret';
import { RETENTION_KINDS, runRetention } from '../modules/retention';
import { runCommand, withDatabase } from './run-command';

const LABELS = {
  application: 'applications',
  contact_message: 'contact messages',
  verification_share: 'verification shares',
} as const;

/**
 * npm run retention [-- --as-of YYYY-MM-DD]: applies the retention rules as of that day
 * (today by default) and prints what it quarantined and erased, as counts only.
 */
async function main() {
  const { values } = parseArgs({ options: { 'as-of': { type: 'string' } } });
  const asOf = values['as-of'] ?? indiaToday();
  if (!isIsoDate(asOf)) {
    console.error(`--as-of takes a date as YYYY-MM-DD, not "${asOf}".`);
    process.exit(2);
  }
  const config = loadConfig();
  await withDatabase(config, async (db) => {
    const report = await runRetention(db, {
      asOf,
      secret: await resolveAppSecret(db, config.appSecret),
      // Only trouble is worth a line here: the counts below are the command's report.
      log: { info: () => undefined, warn: (_details, message) => console.warn(message) },
    });
    console.log(`Retention run #${report.runId} as of ${report.asOf}`);
    for (const kind of RETENTION_KINDS) {
      console.log(
        `  ${LABELS[kind]}: ${report.quarantined[kind]} quarantined, ${report.erased[kind]} erased`,
      );
    }
    console.log(`  kept by a legal hold past their erasure date: ${report.held}`);
  });
}

runCommand(main, 'The retention run failed:');
