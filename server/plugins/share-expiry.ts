import fp from 'fastify-plugin';
import { decorateBackgroundWork, type TimerOptions } from '../lib/background-work';
import { createShareExpirySweep, type ShareExpirySweep } from '../modules/verification-sharing';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes verification shares' expiries to the ledger as they pass (see modules/verification-sharing). */
    shareExpiry: ShareExpirySweep;
  }
}

/** The share expiry sweep: on its timer while the server runs, stopped before the database closes. */
export const shareExpiryPlugin = fp<TimerOptions>(
  async (app, options) => {
    const sweep = createShareExpirySweep({
      db: app.database.db,
      log: app.log,
      intervalMs: options.intervalMs,
    });
    decorateBackgroundWork(app, 'shareExpiry', sweep);
  },
  { name: 'share-expiry', fastify: '5.x', dependencies: ['database'] },
);
