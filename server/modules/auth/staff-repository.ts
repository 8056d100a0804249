import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { lockForSeeding } from '../../lib/seed-lock';
import {
  SESSION_ABSOLUTE_HOURS,
  SESSION_IDLE_MINUTES,
  newSessionToken,
  tokenDigest,
} from './session-tokens';

export interface SessionStaff {
  id: number;
  email: string;
  name: string;
  sessionId: number;
}

export function createStaffRepository(db: Kysely<Database>) {
  return {
    findByEmail(email: string) {
      return db
        .selectFrom('staff_users')
        .selectAll()
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
    },

    count() {
      return db
        .selectFrom('staff_users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.count));
    },

    /** Creates the account, or resets its password and unlocks it; all its sessions end. */
    async upsert(
      email: string,
      name: string,
      passwordHash: string,
    ): Promise<{ id: number; created: boolean }> {
      const normalized = email.toLowerCase();
      return db.transaction().execute(async (trx) => {
        // Servers starting together with the same STAFF_EMAIL would otherwise both insert it.
        await lockForSeeding(trx, 'staff-accounts');
        const existing = await trx
          .selectFrom('staff_users')
          .select('id')
          .where('email', '=', normalized)
          .executeTakeFirst();
        const now = nowIso();
        if (existing) {
          await trx
            .updateTable('staff_users')
            .set({
              password_hash: passwordHash,
              failed_attempts: 0,
              locked_until: null,
              disabled: 0,
              updated_at: now,
            })
            .where('id', '=', existing.id)
            .execute();
          await trx
            .updateTable('staff_sessions')
            .set({ revoked_at: now })
            .where('staff_id', '=', existing.id)
            .where('revoked_at', 'is', null)
            .execute();
          return { id: existing.id, created: false };
        }
        const row = await trx
          .insertInto('staff_users')
          .values({
            email: normalized,
            name,
            password_hash: passwordHash,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { id: row.id, created: true };
      });
    },

    /**
     * Creates the first account, unless another server sharing the database did so first;
     * says whether this call created it (only then is its password worth printing).
     */
    async createFirst(email: string, name: string, passwordHash: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await lockForSeeding(trx, 'staff-accounts');
        const existing = await trx
          .selectFrom('staff_users')
          .select('id')
          .limit(1)
          .executeTakeFirst();
        if (existing) return false;
        const now = nowIso();
        await trx
          .insertInto('staff_users')
          .values({
            email: email.toLowerCase(),
            name,
            password_hash: passwordHash,
            created_at: now,
            updated_at: now,
          })
          .execute();
        return true;
      });
    },

    /** Success: reset the counter and open a session; returns the token the browser keeps. */
    async startSession(id: number, ip: string | null, userAgent: string | null): Promise<string> {
      const token = newSessionToken();
      const now = new Date();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('staff_users')
          .set({
            failed_attempts: 0,
            locked_until: null,
            last_login_at: now.toISOString(),
            updated_at: now.toISOString(),
          })
          .where('id', '=', id)
          .execute();
        await trx
          .insertInto('staff_sessions')
          .values({
            staff_id: id,
            token_hash: tokenDigest(token),
            created_at: now.toISOString(),
            last_seen_at: now.toISOString(),
            expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_HOURS * 3_600_000).toISOString(),
            ip,
            user_agent: userAgent?.slice(0, 300) ?? null,
          })
          .execute();
      });
      return token;
    },

    /** The staff member behind a token, if the session is open, not idle too long and not past its absolute end. */
    async findActiveSession(token: string): Promise<SessionStaff | undefined> {
      const row = await db
        .selectFrom('staff_sessions as s')
        .innerJoin('staff_users as u', 'u.id', 's.staff_id')
        .select([
          's.id as sessionId',
          's.last_seen_at',
          's.expires_at',
          's.revoked_at',
          'u.id',
          'u.email',
          'u.name',
          'u.disabled',
        ])
        .where('s.token_hash', '=', tokenDigest(token))
        .executeTakeFirst();
      if (!row || row.revoked_at || row.disabled) return undefined;
      const now = Date.now();
      if (Date.parse(row.expires_at) <= now) return undefined;
      if (Date.parse(row.last_seen_at) + SESSION_IDLE_MINUTES * 60_000 <= now) return undefined;
      // Refresh the idle clock at most once a minute to keep reads cheap.
      if (now - Date.parse(row.last_seen_at) > 60_000) {
        await db
          .updateTable('staff_sessions')
          .set({ last_seen_at: new Date(now).toISOString() })
          .where('id', '=', row.sessionId)
          .execute();
      }
      return { id: row.id, email: row.email, name: row.name, sessionId: row.sessionId };
    },

    async revokeSession(sessionId: number) {
      await db
        .updateTable('staff_sessions')
        .set({ revoked_at: nowIso() })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /**
     * Every change of state ends all sessions, re-enabling included: a session from before a
     * disable (however the flag was set) must not come back to life.
     */
    async setDisabled(id: number, disabled: boolean) {
      const now = nowIso();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('staff_users')
          .set({ disabled: disabled ? 1 : 0, updated_at: now })
          .where('id', '=', id)
          .execute();
        await trx
          .updateTable('staff_sessions')
          .set({ revoked_at: now })
          .where('staff_id', '=', id)
          .where('revoked_at', 'is', null)
          .execute();
      });
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
