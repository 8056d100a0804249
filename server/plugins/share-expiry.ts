import { backgroundWorkPlugin } from './background-work-plugin';
import { createShareExpirySweep, type ShareExpirySweep } from '../modules/verification-sharing';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes verification shares' expiries to the ledger as they pass (see modules/verification-sharing). */
    shareExpiry: ShareExpirySweep;
  }
}

/** The share expiry sweep: on its timer while the server runs, stopped before the database closes. */
export const shareExpiryPlugin = backgroundWorkPlugin({
  name: 'share-expiry',
  decoration: 'shareExpiry',
  dependencies: ['database'],
  create: (_app, base) => createShareExpirySweep(base),
});
