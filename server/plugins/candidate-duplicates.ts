import fp from 'fastify-plugin';
import { decorateBackgroundWork } from '../lib/background-work';
import { createDuplicateSweep, type DuplicateSweep } from '../modules/candidates';

declare module 'fastify' {
  interface FastifyInstance {
    /** Compares changed candidates for likely duplicates; forgets old merges (see modules/candidates). */
    duplicateSweep: DuplicateSweep;
  }
}

/** The duplicate sweep: on its timer while the server runs, stopped before the database closes. */
export const candidateDuplicatesPlugin = fp(
  async (app) => {
    const sweep = createDuplicateSweep({ db: app.database.db, log: app.log });
    decorateBackgroundWork(app, 'duplicateSweep', sweep);
  },
  { name: 'candidate-duplicates', fastify: '5.x', dependencies: ['database'] },
);
