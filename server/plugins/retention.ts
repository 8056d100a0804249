import fp from 'fastify-plugin';
import { decorateBackgroundWork } from '../lib/background-work';
import { createRetentionJob, type RetentionJob } from '../modules/retention';

declare module 'fastify' {
  interface FastifyInstance {
    /** The daily retention run: quarantine, then erasure (see modules/privacy). */
    retention: RetentionJob;
  }
}

/** The retention job on this server's timer, stopped before the database closes. */
export const retentionPlugin = fp(
  async (app) => {
    const job = createRetentionJob({
      db: app.database.db,
      log: app.log,
      secret: app.appSecret,
    });
    decorateBackgroundWork(app, 'retention', job);
  },
  { name: 'retention', fastify: '5.x', dependencies: ['database', 'app-secret'] },
);
