import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { SECOND_FACTOR_ANSWERS } from '@vistaar/shared/config';
import { HttpError, forbidden, unauthorized } from '../../lib/http-error';
import { urlForLog } from '../../lib/request-log';
import { findActiveSession, type SessionStaff } from './staff-sessions';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

const ROLE_NOT_ALLOWED = 'Your role does not allow this. Ask an admin if you need it.';
const SET_UP_SECOND_FACTOR = 'Your account must use two-factor sign-in now. Set it up to continue.';
const GIVE_SECOND_FACTOR =
  'Your account must use two-factor sign-in now. Enter a code from your authenticator app to continue.';

/**
 * The one gate for staff calls: a valid, unexpired, unrevoked session token or 401, then a
 * role the route allows or 403. A route that declares no roles is open to nobody, so a
 * forgotten declaration fails closed (and the role-matrix test names it). Then the second
 * factor: where the policy asks one of the member's current role and this session has not
 * given it, 403 with a code that tells the app whether to set one up or ask for a code; only
 * the routes marked `beforeSecondFactor` (signing out, giving or setting up the factor) let
 * such a session through. Role and policy are read on every call, so a promotion or a
 * stricter policy holds for sessions already open.
 */
export function createRequireStaff(db: Kysely<Database>) {
  return async function requireStaff(request: FastifyRequest): Promise<void> {
    const match = BEARER.exec(request.headers.authorization ?? '');
    const session = match ? await findActiveSession(db, match[1]) : undefined;
    if (!session) {
      request.log.info(
        { event: 'auth.refused', url: urlForLog(request.url) },
        'staff call without a valid session',
      );
      throw unauthorized();
    }
    request.staff = session;
    const allowed = request.routeOptions.config.roles;
    if (!allowed?.includes(session.role)) {
      request.log.info(
        {
          event: 'auth.forbidden',
          url: urlForLog(request.url),
          staffId: session.id,
          role: session.role,
        },
        'staff call refused for this role',
      );
      throw forbidden(ROLE_NOT_ALLOWED);
    }
    if (session.secondFactorOwed && !request.routeOptions.config.beforeSecondFactor) {
      request.log.info(
        { event: 'auth.second-factor-owed', url: urlForLog(request.url), staffId: session.id },
        'staff call refused until the session gives a second factor',
      );
      const enrol = session.secondFactorOwed === 'enrol';
      throw new HttpError(
        403,
        enrol ? SET_UP_SECOND_FACTOR : GIVE_SECOND_FACTOR,
        undefined,
        undefined,
        SECOND_FACTOR_ANSWERS[session.secondFactorOwed],
      );
    }
  };
}

/** The signed-in staff member of a staff call (the gate has already let it through). */
export function signedInStaff(request: FastifyRequest): SessionStaff {
  if (!request.staff) throw unauthorized();
  return request.staff;
}

/** Who a staff call's changes are audited under. */
export function auditActor(request: FastifyRequest): AuditActor {
  return { staffId: signedInStaff(request).id, requestId: request.id, ip: request.ip };
}

/**
 * A staff read of personal data, on the audit trail (DPDP: access is logged). The reader is
 * the signed-in member of the request, or the actor a signed link names. A request's read
 * joins the server's batch (one disk flush for many reads); anything read inside a
 * transaction, or without the batch, is written at once.
 */
export async function recordRead(
  db: Kysely<Database>,
  reader: FastifyRequest | AuditActor,
  entity: string,
  entityId: string | number | null,
  action: string,
  details?: Record<string, unknown>,
): Promise<void> {
  const entry = { action, entity, entityId, details };
  if ('staffId' in reader) return recordAudit(db, reader, entry);
  const batch = reader.server.hasDecorator('auditBatch') ? reader.server.auditBatch : undefined;
  if (batch?.db === db) batch.add(auditActor(reader), entry);
  else await recordAudit(db, auditActor(reader), entry);
}
