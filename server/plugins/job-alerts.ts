import fp from 'fastify-plugin';
import { decorateBackgroundWork } from '../lib/background-work';
import { createJobAlerts, type JobAlerts } from '../modules/job-alerts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Announces published jobs to job-alert subscribers (see modules/job-alerts). */
    jobAlerts: JobAlerts;
  }
}

/**
 * Job alerts' sender: its hook sees every careers write, so a job posted or reopened through
 * this server is announced right after the answer leaves, and every server also looks for
 * work on its own timer.
 */
export const jobAlertsPlugin = fp(
  async (app) => {
    const jobAlerts = createJobAlerts({
      db: app.database.db,
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
      appSecret: app.appSecret,
      log: app.log,
    });
    decorateBackgroundWork(app, 'jobAlerts', jobAlerts);
    app.addHook('onResponse', async (request, reply) => {
      if (
        request.method !== 'GET' &&
        request.url.startsWith('/api/career/') &&
        reply.statusCode < 400
      ) {
        setImmediate(() => void jobAlerts.run());
      }
    });
  },
  {
    name: 'job-alerts',
    fastify: '5.x',
    dependencies: ['config', 'database', 'app-secret', 'mailer'],
  },
);
