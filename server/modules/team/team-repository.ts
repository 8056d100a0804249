import type { Kysely } from 'kysely';
import type { StaffRole } from '@vistaar/shared/config';
import type { Database } from '../../db/schema';
import { updatedOneRow } from '../../db/guarded-update';

/** `db` may be a transaction: every function here runs inside the caller's unit of work. */

export function listStaffMembers(db: Kysely<Database>) {
  return db
    .selectFrom('staff_users')
    .select(['id', 'name', 'email', 'role', 'disabled', 'totp_enabled_at', 'last_login_at'])
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function findStaffById(db: Kysely<Database>, id: number) {
  return db.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countActiveAdmins(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('staff_users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'admin')
    .where('disabled', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Invitations still waiting for an answer (expired ones included, so they can be resent). */
export function listOpenInvitations(db: Kysely<Database>) {
  return db
    .selectFrom('staff_invitations')
    .select(['id', 'name', 'email', 'role', 'created_at', 'expires_at'])
    .where('accepted_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();
}

export function findOpenInvitationByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('staff_invitations')
    .selectAll()
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
}

export function findInvitationById(db: Kysely<Database>, id: number) {
  return db.selectFrom('staff_invitations').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findInvitationByTokenHash(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('staff_invitations')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function insertInvitation(
  db: Kysely<Database>,
  values: {
    email: string;
    name: string;
    role: StaffRole;
    tokenHash: string;
    invitedBy: number | null;
    now: string;
    expiresAt: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('staff_invitations')
    .values({
      email: values.email,
      name: values.name,
      role: values.role,
      token_hash: values.tokenHash,
      invited_by: values.invitedBy,
      created_at: values.now,
      expires_at: values.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A resent invitation gets a new link and a new 72 hours; the old link stops working. */
export async function renewInvitation(
  db: Kysely<Database>,
  id: number,
  values: { tokenHash: string; now: string; expiresAt: string },
) {
  await db
    .updateTable('staff_invitations')
    .set({ token_hash: values.tokenHash, created_at: values.now, expires_at: values.expiresAt })
    .where('id', '=', id)
    .execute();
}

export async function closeInvitation(
  db: Kysely<Database>,
  id: number,
  outcome: 'accepted_at' | 'cancelled_at',
  now: string,
): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('staff_invitations')
      .set({ [outcome]: now })
      .where('id', '=', id)
      .where('accepted_at', 'is', null)
      .where('cancelled_at', 'is', null),
  );
}
