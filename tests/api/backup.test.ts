import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, sqliteFile } from '../../server/db/database';
import { BackupError, backupSqlite, restoreSqlite } from '../../server/db/sqlite-backup';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { dialect } from './careers-fixtures';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config/privacy-notices';

const countMessages = async (dataDir: string, fileName?: string) => {
  const database = openDatabase({ dataDir, fileName });
  try {
    const row = await database.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await database.close();
  }
};

// The embedded database only: PostgreSQL is backed up with pg_dump (README).
(dialect === 'sqlite' ? describe : describe.skip)(
  'backup and restore of the embedded database',
  () => {
    let ctx: TestContext;
    let backupDir: string;
    beforeAll(async () => {
      ctx = await createTestApp();
      backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
    });
    afterAll(() => {
      fs.rmSync(backupDir, { recursive: true, force: true });
      fs.rmSync(ctx.config.dataDir, { recursive: true, force: true });
    });

    let sent = 0;
    const sendMessage = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/contact/post-mail',
        remoteAddress: `203.0.113.${(sent += 1) % 250}`,
        payload: {
          fullName: 'Meera Iyer',
          email: 'meera.iyer@example.com',
          phoneNo: '9123456780',
          message: `Message number ${sent}`,
          noticeVersion: PRIVACY_NOTICE_VERSIONS.contact,
        },
      });

    it('copies the live database consistently while the server keeps writing', async () => {
      for (let i = 0; i < 20; i += 1) expect((await sendMessage()).statusCode).toBe(201);
      let writing = true;
      const writer = (async () => {
        let acknowledged = 0;
        while (writing) if ((await sendMessage()).statusCode === 201) acknowledged += 1;
        return acknowledged;
      })();
      const facts = await backupSqlite(
        sqliteFile(ctx.config.dataDir),
        path.join(backupDir, 'first.db'),
      );
      writing = false;
      expect(await writer).toBeGreaterThan(0);
      expect(facts.migrations).toBeGreaterThan(0);
      expect(await countMessages(backupDir, 'first.db')).toBeGreaterThanOrEqual(20);
      await expect(
        backupSqlite(sqliteFile(ctx.config.dataDir), path.join(backupDir, 'first.db')),
      ).rejects.toThrow(/already exists/);
    });

    it('refuses to restore while the server has the database open', async () => {
      expect(() =>
        restoreSqlite(path.join(backupDir, 'first.db'), sqliteFile(ctx.config.dataDir)),
      ).toThrow(BackupError);
      expect((await sendMessage()).statusCode).toBe(201);
    });

    it('refuses a file that is not one of its databases', () => {
      const junk = path.join(backupDir, 'junk.db');
      fs.writeFileSync(junk, 'not a database at all');
      expect(() => restoreSqlite(junk, path.join(backupDir, 'target.db'))).toThrow(BackupError);
    });

    it('restores the backup once the server has stopped, keeping the replaced database', async () => {
      const inBackup = await countMessages(backupDir, 'first.db');
      await ctx.app.close();
      await ctx.database.close();
      expect(await countMessages(ctx.config.dataDir)).toBeGreaterThan(inBackup);
      const { keptAs } = restoreSqlite(
        path.join(backupDir, 'first.db'),
        sqliteFile(ctx.config.dataDir),
      );
      expect(await countMessages(ctx.config.dataDir)).toBe(inBackup);
      expect(keptAs && fs.existsSync(keptAs)).toBe(true);
      expect(await countMessages(ctx.config.dataDir, path.basename(keptAs!))).toBeGreaterThan(
        inBackup,
      );
    });
  },
);
