import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrator';
import { seedCareersDemo } from '../../server/modules/careers/demo-seed';
import { seedEmployeesDemo } from '../../server/modules/employees/demo-employees';
import { openTestDatabase } from '../../server/test-support/test-app';

const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

jest.setTimeout(60_000);

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
});
