import type { ServerConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrator';
import { ensureStaffAccount, settleTwoFactorPolicy } from './modules/auth';
import { seedCareersDemo } from './modules/applications';
import { seedEmployeesDemo } from './modules/employees';

/** The staff account start-up creates when none exists and none is configured. */
const DEFAULT_STAFF_EMAIL = 'hr@vistaarinfotech.in';

/**
 * What a server needs from its database before it starts: the schema migrated, the
 * two-factor policy it starts with, the configured (or a first) staff account, and demo content when asked for. Every step is
 * safe when several servers start on one database together. `announce` shows a staff
 * account change to the person starting the server (a generated password appears only there).
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: Pick<ServerConfig, 'staffEmail' | 'staffPassword' | 'seedDemo' | 'twoFactorDefault'>,
  announce: (message: string) => void,
) {
  await migrateToLatest(database.db);
  await settleTwoFactorPolicy(database.db, config.twoFactorDefault);
  await ensureStaffAccount(
    database.db,
    { email: config.staffEmail, password: config.staffPassword, defaultEmail: DEFAULT_STAFF_EMAIL },
    announce,
  );
  if (config.seedDemo) {
    await seedCareersDemo(database.db);
    await seedEmployeesDemo(database.db);
  }
}
