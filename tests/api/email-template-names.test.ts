import { Migrator, sql, type Migration } from 'kysely';
import { emailTemplateMessages } from '@vistaar/shared/validation';
import { migrateToLatest } from '../../server/db/migrator';
import { migrations } from '../../server/db/migrations';
import { createTestApp, openTestDatabase } from '../../server/test-support/test-app';
import { dialect } from './careers-fixtures';

describe(`e-mail template names under one case-folding rule (${dialect})`, () => {
  it('refuses a second template whose name differs only in the case of a non-ASCII capital', async () => {
    const ctx = await createTestApp();
    try {
      const recruiter = await ctx.staffAuthAs('recruiter');
      const create = (name: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/email-templates',
          headers: { authorization: recruiter },
          payload: { name, subject: 'Hello', body: 'Dear {{candidate.firstName}},' },
        });
      expect((await create('Émile follow-up')).statusCode).toBe(201);
      for (const name of ['Émile follow-up', 'émile FOLLOW-UP', 'E\u0301mile follow-up']) {
        const again = await create(name);
        expect({ status: again.statusCode, name: again.json().errors?.name }).toEqual({
          status: 409,
          name: emailTemplateMessages.nameTaken,
        });
      }
      const rows = await ctx.database.db
        .selectFrom('email_templates')
        .select('name')
        .where('name', 'like', '%mile follow-up')
        .execute();
      expect(rows).toHaveLength(1);
    } finally {
      await ctx.close();
    }
  });

  it('migrates templates in use whose names fold alike: the first keeps its name, the later one gets its id', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const migrator = new Migrator({
        db: database.db,
        provider: { getMigrations: async () => migrations as Record<string, Migration> },
      });
      expect((await migrator.migrateTo('0022_withdrawal_not_a_rejection')).error).toBeUndefined();
      const insert = (name: string) =>
        sql`insert into email_templates (name, subject, body, stage_id, created_at, updated_at)
          values (${name}, 's', 'b', null, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(
          database.db,
        );
      await insert('Ölçek');
      // Only SQLite, which folds ASCII alone, let the second in; PostgreSQL may refuse it.
      const second = await insert('ölçek').then(
        () => true,
        () => false,
      );
      await migrateToLatest(database.db);
      const rows = await database.db
        .selectFrom('email_templates')
        .select(['id', 'name', 'name_key'])
        .where('name_key', 'like', 'ölçek%')
        .orderBy('id')
        .execute();
      expect(rows[0]).toMatchObject({ name: 'Ölçek', name_key: 'ölçek' });
      if (second) {
        expect(rows[1]).toEqual({
          id: rows[1].id,
          name: `ölçek (${rows[1].id})`,
          name_key: `ölçek (${rows[1].id})`,
        });
      }
    } finally {
      await database.close();
      await drop();
    }
  });
});
