import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuditActor } from '../../lib/audit';
import { forbidden, unauthorized } from '../../lib/http-error';
import { urlForLog } from '../../lib/request-log';
import { findActiveSession, type SessionStaff } from './staff-sessions';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

export const ROLE_NOT_ALLOWED = 'Your role does not allow this. Ask an admin if you need it.';

/**
 * The one gate for staff calls: a valid, unexpired, unrevoked session token or 401, then a
 * role the route allows or 403. A route that declares no roles is open to nobody, so a
 * forgotten declaration fails closed (and the role-matrix test names it).
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
