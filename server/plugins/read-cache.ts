import fp from 'fastify-plugin';
import { createReadCache, type ReadCache } from '../lib/read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers to repeated staff reads, dropped on the database's next write (see lib/read-cache). */
    readCache: ReadCache;
  }
}

/**
 * A busy desk asks for the same page again and again, and each ask ran seven queries. On the
 * embedded database every write is seen here, so the answer can be kept until the next one;
 * on PostgreSQL other servers write unseen, and nothing is kept.
 */
export const readCachePlugin = fp(
  async (app) => {
    const cache = createReadCache({ changeMark: app.database.changeMark });
    app.decorate('readCache', cache);
    app.addHook('onClose', async () => cache.close());
  },
  { name: 'read-cache', fastify: '5.x', dependencies: ['database'] },
);
