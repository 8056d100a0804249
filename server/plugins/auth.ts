import fp from 'fastify-plugin';
import { createRequireStaff, type SessionStaff } from '../modules/auth';
import type { StaffRole } from '@vistaar/shared/config';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: refuses the call with 401 unless a valid staff session token is sent. */
    requireStaff: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyContextConfig {
    /** On a staff route: the roles allowed to call it. Without it, no role is. */
    roles?: readonly StaffRole[];
    /**
     * On a staff route: open to a session that still owes the second factor the policy asks
     * of its member (signing out, reading who is signed in, giving or setting up the factor).
     */
    beforeSecondFactor?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in staff member, on staff calls. */
    staff?: SessionStaff;
  }
}

export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('staff', undefined);
    app.decorate('requireStaff', createRequireStaff(app.database.db));
  },
  { name: 'auth', fastify: '5.x', dependencies: ['database'] },
);
