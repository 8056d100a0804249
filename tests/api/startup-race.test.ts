import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrator';
import { verifyPassword } from '../../server/modules/auth/password-hashing';
import { ensureStaffAccount, findStaffByEmail } from '../../server/modules/auth';
import { prepareDatabase } from '../../server/prepare-database';
import { countStaff } from '../../server/modules/auth/staff-repository';
import { seedCareersDemo } from '../../server/modules/applications';
import { seedEmployeesDemo } from '../../server/modules/employees';
import { openTestDatabase, sourceRenderer, TEST_STAFF } from '../../server/test-support/test-app';

const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

describe(`two servers starting at once on an empty database (${dialect})`, () => {
  it('seed the demo data once, without an error', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      await migrateToLatest(database.db);
      const [employeesA, employeesB] = await Promise.all([
        seedEmployeesDemo(database.db),
        seedEmployeesDemo(database.db),
      ]);
      const [careersA, careersB] = await Promise.all([
        seedCareersDemo(database.db),
        seedCareersDemo(database.db),
      ]);
      expect([employeesA, employeesB].filter((added) => added > 0)).toHaveLength(1);
      expect([careersA, careersB].filter(Boolean)).toHaveLength(1);
    } finally {
      await database.close();
      await drop();
    }
  });

  (dialect === 'postgres' ? it : it.skip)(
    'migrate from two connections pools at the same moment without an error',
    async () => {
      const { database, dataDir, url, drop } = await openTestDatabase();
      const second = openDatabase({ databaseUrl: url, dataDir });
      try {
        const results = await Promise.all([
          migrateToLatest(database.db),
          migrateToLatest(second.db),
        ]);
        const applied = results.flatMap((result) => result.results ?? []);
        expect(applied.filter((result) => result.status === 'Error')).toEqual([]);
      } finally {
        await second.close();
        await database.close();
        await drop();
      }
    },
  );

  /** Two handles on one database, as two server processes would hold. */
  async function twoHandles<T>(work: (a: DatabaseHandle, b: DatabaseHandle) => Promise<T>) {
    const { database, dataDir, url, drop } = await openTestDatabase();
    const second = openDatabase({ databaseUrl: url, dataDir });
    try {
      await migrateToLatest(database.db);
      return await work(database, second);
    } finally {
      await second.close();
      await database.close();
      await drop();
    }
  }

  it('create one staff account when none is configured, and the password printed works', async () => {
    await twoHandles(async (a, b) => {
      const printed: string[] = [];
      await Promise.all(
        [a, b].map((handle) =>
          ensureStaffAccount(handle.db, { defaultEmail: 'hr@example.com' }, (message) =>
            printed.push(message),
          ),
        ),
      );
      expect(printed).toHaveLength(1);
      const password = /password: (\S+)/.exec(printed[0])![1];
      const account = await findStaffByEmail(a.db, 'hr@example.com');
      expect(await verifyPassword(account!.password_hash, password)).toBe(true);
    });
  });

  it('create the configured staff account without a duplicate-key error', async () => {
    await twoHandles(async (a, b) => {
      const printed: string[] = [];
      await Promise.all(
        [a, b].map((handle) =>
          ensureStaffAccount(
            handle.db,
            { ...TEST_STAFF, defaultEmail: 'hr@example.com' },
            (message) => printed.push(message),
          ),
        ),
      );
      expect(printed.filter((message) => message.includes('created'))).toHaveLength(1);
      expect(await countStaff(a.db)).toBe(1);
    });
  });

  (dialect === 'postgres' ? it : it.skip)(
    'start as two whole servers with demo data and a configured account, both ready',
    async () => {
      const { database, dataDir, url, drop } = await openTestDatabase();
      const second = openDatabase({ databaseUrl: url, dataDir });
      const config = {
        ...loadConfig({ NODE_ENV: 'test', DATABASE_URL: url }),
        dataDir,
        seedDemo: true,
        logLevel: 'silent',
        staffEmail: TEST_STAFF.email,
        staffPassword: TEST_STAFF.password,
      };
      const apps: FastifyInstance[] = [];
      try {
        const started = await Promise.allSettled(
          [database, second].map(async (handle) => {
            // As server/main.ts starts: prepare the database, then build the app.
            await prepareDatabase(handle, config, () => undefined);
            const app = await buildApp({
              config,
              database: handle,
              renderer: sourceRenderer,
              logger: false,
              devInbox: null,
            });
            apps.push(app);
            await app.ready();
          }),
        );
        expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
        const count = async (table: 'jobs' | 'staff_users') =>
          Number(
            (
              await database.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          );
        expect(await count('staff_users')).toBe(1);
        // One generated app secret and one starting two-factor policy, not one per server.
        const settings = await database.db
          .selectFrom('app_settings')
          .select('key')
          .orderBy('key')
          .execute();
        expect(settings.map((row) => row.key)).toEqual(['app_secret', 'two_factor_policy']);
        expect(await count('jobs')).toBeGreaterThan(0);
        expect(apps[0].appSecret).toBe(apps[1].appSecret);
      } finally {
        for (const app of apps) await app.close();
        await second.close();
        await database.close();
        await drop();
      }
    },
  );
});
