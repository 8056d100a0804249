import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/http-error';
import type { StaffRepository } from './staff-repository';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/** The one gate for staff calls: a valid, unexpired, unrevoked session token or 401. */
export function createRequireStaff(staff: StaffRepository) {
  return async function requireStaff(request: FastifyRequest): Promise<void> {
    const match = BEARER.exec(request.headers.authorization ?? '');
    const session = match ? await staff.findActiveSession(match[1]) : undefined;
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
