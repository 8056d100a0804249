import type { Kysely } from 'kysely';
import { INVITATION_VALID_HOURS, type StaffRole } from '@vistaar/shared/config';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { badRequest, conflict, found, notFound } from '../../lib/http-error';
import { lockForSeeding } from '../../lib/seed-lock';
import {
  findStaffByEmail,
  hashPassword,
  insertStaff,
  newSessionToken,
  passwordProblem,
  removeTwoFactor,
  revokeStaffSessions,
  setStaffDisabledFlag,
  setStaffRole,
  tokenDigest,
} from '../auth';
import type { Mailer } from '../mail';
import {
  closeInvitation,
  countActiveAdmins,
  findInvitationById,
  findInvitationByTokenHash,
  findOpenInvitationByEmail,
  findStaffById,
  insertInvitation,
  renewInvitation,
} from './team-repository';

const MEMBER_NOT_FOUND = 'Staff member not found.';
const INVITATION_NOT_FOUND = 'Invitation not found.';
const INVITATION_UNUSABLE =
  'This invitation link is no longer valid. Ask an admin to send a new one.';
const LAST_ADMIN = 'The last active admin cannot be disabled or demoted.';
const entity = 'staff';

function invitationMail(publicUrl: string, values: { email: string; name: string; token: string }) {
  const link = `${publicUrl}/accept-invitation#token=${values.token}`;
  return {
    kind: 'staff-invitation',
    to: values.email,
    subject: 'You are invited to the Vistaar Infotech staff area',
    text:
      `Hello ${values.name},\n\nYou have been invited to the staff area. Choose your password here ` +
      `(the link works once, for ${INVITATION_VALID_HOURS} hours):\n\n${link}\n\n` +
      `If you did not expect this, ignore this e-mail.`,
  };
}

const expiry = (now: Date) =>
  new Date(now.getTime() + INVITATION_VALID_HOURS * 3_600_000).toISOString();

/** What sending an invitation needs; the other changes need only the database. */
export interface TeamDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
}

/** Refuses a change that would leave no active admin; the lock serialises two such changes. */
async function keepAnAdmin(trx: Kysely<Database>, member: { role: string; disabled: number }) {
  if (member.role !== 'admin' || member.disabled) return;
  if ((await countActiveAdmins(trx)) <= 1) throw conflict(LAST_ADMIN);
}

async function memberOrNotFound(trx: Kysely<Database>, id: number) {
  return found(await findStaffById(trx, id), MEMBER_NOT_FOUND);
}

// The admin-side changes to staff accounts below are each one transaction with its audit entry.
export async function invite(
  { db, mailer, publicUrl }: TeamDeps,
  actor: AuditActor,
  input: { email: string; name: string; role: StaffRole },
) {
  const email = input.email.trim().toLowerCase();
  const token = newSessionToken();
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    if (await findStaffByEmail(trx, email)) {
      throw conflict('There is already a staff account with this e-mail.', {
        email: 'There is already a staff account with this e-mail.',
      });
    }
    if (await findOpenInvitationByEmail(trx, email)) {
      throw conflict('This person has already been invited; resend that invitation instead.', {
        email: 'This person has already been invited; resend that invitation instead.',
      });
    }
    const id = await insertInvitation(trx, {
      email,
      name: input.name,
      role: input.role,
      tokenHash: tokenDigest(token),
      invitedBy: actor.staffId,
      now: now.toISOString(),
      expiresAt: expiry(now),
    });
    await mailer.enqueue(invitationMail(publicUrl, { email, name: input.name, token }), trx);
    await recordAudit(trx, actor, {
      action: 'invitation.sent',
      entity: 'invitation',
      entityId: id,
      details: { email, role: input.role },
    });
  });
  await mailer.flush();
}

export async function resendInvitation(
  { db, mailer, publicUrl }: TeamDeps,
  actor: AuditActor,
  id: number,
) {
  const token = newSessionToken();
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    const invitation = await findInvitationById(trx, id);
    if (!invitation || invitation.accepted_at || invitation.cancelled_at) {
      throw notFound(INVITATION_NOT_FOUND);
    }
    await renewInvitation(trx, id, {
      tokenHash: tokenDigest(token),
      now: now.toISOString(),
      expiresAt: expiry(now),
    });
    await mailer.enqueue(
      invitationMail(publicUrl, { email: invitation.email, name: invitation.name, token }),
      trx,
    );
    await recordAudit(trx, actor, {
      action: 'invitation.resent',
      entity: 'invitation',
      entityId: id,
      details: { email: invitation.email },
    });
  });
  await mailer.flush();
}

export async function cancelInvitation(db: Kysely<Database>, actor: AuditActor, id: number) {
  await db.transaction().execute(async (trx) => {
    if (!(await closeInvitation(trx, id, 'cancelled_at', new Date().toISOString()))) {
      throw notFound(INVITATION_NOT_FOUND);
    }
    await recordAudit(trx, actor, {
      action: 'invitation.cancelled',
      entity: 'invitation',
      entityId: id,
    });
  });
}

/** The name and e-mail an open invitation is for, so the person sees whose it is. */
export async function openInvitation(db: Kysely<Database>, token: string) {
  const invitation = await findInvitationByTokenHash(db, tokenDigest(token));
  if (
    !invitation ||
    invitation.accepted_at ||
    invitation.cancelled_at ||
    Date.parse(invitation.expires_at) <= Date.now()
  ) {
    throw badRequest(INVITATION_UNUSABLE);
  }
  return invitation;
}

/** The invited person sets their password: the account exists from now on, with the invited role. */
export async function acceptInvitation(
  db: Kysely<Database>,
  token: string,
  password: string,
  context: { ip: string | null; requestId: string },
) {
  const invitation = await openInvitation(db, token);
  const problem = passwordProblem(password, invitation.email);
  if (problem) throw badRequest(problem, { password: problem });
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await lockForSeeding(trx, 'staff-accounts');
    const now = new Date().toISOString();
    if (!(await closeInvitation(trx, invitation.id, 'accepted_at', now))) {
      throw badRequest(INVITATION_UNUSABLE);
    }
    if (await findStaffByEmail(trx, invitation.email)) throw badRequest(INVITATION_UNUSABLE);
    const id = await insertStaff(trx, {
      email: invitation.email,
      name: invitation.name,
      role: invitation.role,
      passwordHash,
      now,
    });
    await recordAudit(
      trx,
      { staffId: id, requestId: context.requestId, ip: context.ip },
      {
        action: 'invitation.accepted',
        entity,
        entityId: id,
        details: { invitation: invitation.id, role: invitation.role },
      },
    );
  });
}

export async function changeRole(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  role: StaffRole,
) {
  await db.transaction().execute(async (trx) => {
    await lockForSeeding(trx, 'staff-accounts');
    const member = await memberOrNotFound(trx, id);
    if (member.role === role) return;
    if (role !== 'admin') await keepAnAdmin(trx, member);
    await setStaffRole(trx, id, role, new Date().toISOString());
    await recordAudit(trx, actor, {
      action: 'staff.role-changed',
      entity,
      entityId: id,
      details: { from: member.role, to: role },
    });
  });
}

/**
 * Disabling ends every session at once; re-enabling brings none of them back. An account
 * already in the asked state is left alone (its sessions too, the caller's own included),
 * with no audit entry; answers whether anything changed.
 */
export async function setDisabled(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  disabled: boolean,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockForSeeding(trx, 'staff-accounts');
    const member = await memberOrNotFound(trx, id);
    if (Boolean(member.disabled) === disabled) return false;
    if (disabled) await keepAnAdmin(trx, member);
    const now = new Date().toISOString();
    await setStaffDisabledFlag(trx, id, disabled, now);
    await revokeStaffSessions(trx, id, now);
    await recordAudit(trx, actor, {
      action: disabled ? 'staff.disabled' : 'staff.enabled',
      entity,
      entityId: id,
    });
    return true;
  });
}

/** For a lost phone: the member enrols again (at next sign-in, when it is required). */
export async function resetTwoFactor(db: Kysely<Database>, actor: AuditActor, id: number) {
  await db.transaction().execute(async (trx) => {
    await memberOrNotFound(trx, id);
    const now = new Date().toISOString();
    await removeTwoFactor(trx, id, now);
    await revokeStaffSessions(trx, id, now);
    await recordAudit(trx, actor, { action: 'two-factor.reset', entity, entityId: id });
  });
}
