import fp from 'fastify-plugin';
import { createOpenJobsCache, type OpenJobsSnapshot } from '../modules/careers';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open jobs, cached under the jobs table's version (careers pages and get-jobs). */
    openJobs: () => Promise<OpenJobsSnapshot>;
  }
}

export const openJobsPlugin = fp(
  async (app) => {
    const cache = createOpenJobsCache(app.database.db);
    app.decorate('openJobs', cache.openJobs);
    // Any successful write to the careers API may change jobs; before its answer leaves,
    // the next read checks the jobs table again.
    app.addHook('onSend', async (request, reply) => {
      if (
        request.method !== 'GET' &&
        request.url.startsWith('/api/career/') &&
        reply.statusCode < 400
      ) {
        cache.invalidate();
      }
    });
  },
  { name: 'open-jobs', fastify: '5.x', dependencies: ['database'] },
);
