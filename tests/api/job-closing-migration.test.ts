import { Migrator, sql, type Migration } from 'kysely';
import { migrateToLatest } from '../../server/db/migrator';
import { migrations } from '../../server/db/migrations';
import { openTestDatabase } from '../../server/test-support/test-app';
import { dialect } from './careers-fixtures';

describe(`migration 0006 on a database that already has jobs (${dialect})`, () => {
  it('gives every existing job the default closing date: 60 days after its posting day in India', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const migrator = new Migrator({
        db: database.db,
        provider: { getMigrations: async () => migrations as Record<string, Migration> },
      });
      expect((await migrator.migrateTo('0005_outbox_lease')).error).toBeUndefined();
      const insert = (title: string, createdAt: string) =>
        sql`insert into jobs (title, department, location, job_type, experience, salary_range, skills, description, is_active, created_at, updated_at)
            values (${title}, 'Engineering', 'Pune, India', 'Full-time', '3-5 years', '6 LPA', '[]', 'Text', 1, ${createdAt}, ${createdAt})`.execute(
          database.db,
        );
      // 20:00 UTC on 10 January is already 11 January in India.
      await insert('Evening post', '2026-01-10T20:00:00.000Z');
      await insert('Morning post', '2026-01-10T03:00:00.000Z');
      await migrateToLatest(database.db);
      const rows = await database.db
        .selectFrom('jobs')
        .select(['title', 'closes_on', 'published_at'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { title: 'Evening post', closes_on: '2026-03-12', published_at: null },
        { title: 'Morning post', closes_on: '2026-03-11', published_at: null },
      ]);
    } finally {
      await database.close();
      await drop();
    }
  });
});
