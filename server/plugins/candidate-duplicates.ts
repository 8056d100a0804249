import { backgroundWorkPlugin } from './background-work-plugin';
import { createDuplicateSweep, type DuplicateSweep } from '../modules/candidates';

declare module 'fastify' {
  interface FastifyInstance {
    /** Compares changed candidates for likely duplicates; forgets old merges (see modules/candidates). */
    duplicateSweep: DuplicateSweep;
  }
}

/** The duplicate sweep: on its timer while the server runs, stopped before the database closes. */
export const candidateDuplicatesPlugin = backgroundWorkPlugin({
  name: 'candidate-duplicates',
  decoration: 'duplicateSweep',
  dependencies: ['database'],
  create: (_app, base) => createDuplicateSweep(base),
});
