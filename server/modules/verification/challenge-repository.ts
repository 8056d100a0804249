import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/dialect';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export function createChallengeRepository(db: Kysely<Database>, dialect: DialectName) {
  const postgres = dialect === 'postgres';

  return {
    /**
     * Serialises code work per employee. PostgreSQL locks the row; SQLite needs
     * nothing, as its single connection already runs one transaction at a time.
     */
    async lockEmployee(trx: Transaction<Database>, employeeId: number) {
      const query = trx.selectFrom('employees').selectAll().where('id', '=', employeeId);
      return (postgres ? query.forUpdate() : query).executeTakeFirst();
    },

    /** Creation times of the employee's codes since `sinceIso`, oldest first. */
    async issuedSince(trx: Db, employeeId: number, sinceIso: string): Promise<string[]> {
      const rows = await trx
        .selectFrom('otp_challenges')
        .select('created_at')
        .where('employee_id', '=', employeeId)
        .where('created_at', '>', sinceIso)
        .orderBy('created_at', 'asc')
        .execute();
      return rows.map((row) => row.created_at);
    },

    /** Closes every open code of the employee; returns their ids so a failed send can reopen them. */
    async supersedeOpen(trx: Db, employeeId: number, nowIso: string): Promise<number[]> {
      const rows = await trx
        .updateTable('otp_challenges')
        .set({ superseded_at: nowIso })
        .where('employee_id', '=', employeeId)
        .where('consumed_at', 'is', null)
        .where('superseded_at', 'is', null)
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },

    async insert(
      trx: Db,
      values: {
        employee_id: number;
        code_hmac: string;
        created_at: string;
        expires_at: string;
        client_ip: string | null;
      },
    ): Promise<number> {
      const row = await trx
        .insertInto('otp_challenges')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Undoes an issue whose e-mail never left: the new code goes, the ones it closed reopen. */
    async undoIssue(challengeId: number, reopen: number[], supersededAt: string) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('otp_challenges').where('id', '=', challengeId).execute();
        if (reopen.length === 0) return;
        await trx
          .updateTable('otp_challenges')
          .set({ superseded_at: null })
          .where('id', 'in', reopen)
          .where('superseded_at', '=', supersededAt)
          .execute();
      });
    },

    /** The newest code still usable in principle (not used, not replaced). */
    openChallenge(trx: Db, employeeId: number) {
      return trx
        .selectFrom('otp_challenges')
        .selectAll()
        .where('employee_id', '=', employeeId)
        .where('consumed_at', 'is', null)
        .where('superseded_at', 'is', null)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async recordWrongTry(trx: Db, challengeId: number, attempts: number) {
      await trx
        .updateTable('otp_challenges')
        .set({ attempts })
        .where('id', '=', challengeId)
        .execute();
    },

    /** Single use: true only for the call that actually consumed it. */
    async consume(trx: Db, challengeId: number, nowIso: string): Promise<boolean> {
      const result = await trx
        .updateTable('otp_challenges')
        .set({ consumed_at: nowIso })
        .where('id', '=', challengeId)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async setFailures(trx: Db, employeeId: number, failures: number, lockedUntil: string | null) {
      await trx
        .updateTable('employees')
        .set({ otp_failures: failures, otp_locked_until: lockedUntil })
        .where('id', '=', employeeId)
        .execute();
    },
  };
}

export type ChallengeRepository = ReturnType<typeof createChallengeRepository>;
