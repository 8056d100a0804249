import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuditActor } from '../../lib/audit';
import { unauthorized } from '../../lib/http-error';
import { findActiveSession, type SessionStaff } from './staff-sessions';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/** The one gate for staff calls: a valid, unexpired, unrevoked session token or 401. */
export function createRequireStaff(db: Kysely<Database>) {
  return async function requireStaff(request: FastifyRequest): Promise<void> {
    const match = BEARER.exec(request.headers.authorization ?? '');
    const session = match ? await findActiveSession(db, match[1]) : undefined;
    if (!session) {
      request.log.info(
        { event: 'auth.refused', url: request.url },
        'staff call without a valid session',
      );
      throw unauthorized();
    }
    request.staff = session;
  };
}

/** The signed-in staff member of a staff call (the gate has already let it through). */
export function signedInStaff(request: FastifyRequest): SessionStaff {
  if (!request.staff) throw unauthorized();
  return request.staff;
}

/** Who a staff call's changes are audited under. */
export function auditActor(request: FastifyRequest): AuditActor {
  return { staffId: signedInStaff(request).id, requestId: request.id };
}
