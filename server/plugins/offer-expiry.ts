import { backgroundWorkPlugin } from './background-work-plugin';
import { createOfferExpirySweep, type OfferExpirySweep } from '../modules/offers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Closes offers past their validity (see modules/offers). */
    offerExpiry: OfferExpirySweep;
  }
}

/** The offer expiry sweep: on its timer while the server runs, stopped before the database closes. */
export const offerExpiryPlugin = backgroundWorkPlugin({
  name: 'offer-expiry',
  decoration: 'offerExpiry',
  dependencies: ['database'],
  create: (_app, base) => createOfferExpirySweep(base),
});
