import fp from 'fastify-plugin';
import { decorateBackgroundWork } from '../lib/background-work';
import { createOfferExpirySweep, type OfferExpirySweep } from '../modules/offers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Closes offers past their validity (see modules/offers). */
    offerExpiry: OfferExpirySweep;
  }
}

/** The offer expiry sweep: on its timer while the server runs, stopped before the database closes. */
export const offerExpiryPlugin = fp(
  async (app) => {
    const sweep = createOfferExpirySweep({ db: app.database.db, log: app.log });
    decorateBackgroundWork(app, 'offerExpiry', sweep);
  },
  { name: 'offer-expiry', fastify: '5.x', dependencies: ['database'] },
);
