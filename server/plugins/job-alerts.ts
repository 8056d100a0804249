import fp from 'fastify-plugin';
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
    app.decorate('jobAlerts', jobAlerts);
    app.addHook('onResponse', async (request, reply) => {
      if (
        request.method !== 'GET' &&
        request.url.startsWith('/api/career/') &&
        reply.statusCode < 400
      ) {
        setImmediate(() => void jobAlerts.run());
      }
    });
    app.addHook('onReady', async () => jobAlerts.start());
    // Before the mailer and the database close (onClose hooks run after this one).
    app.addHook('preClose', async () => jobAlerts.stop());
  },
  {
    name: 'job-alerts',
    fastify: '5.x',
    dependencies: ['config', 'database', 'app-secret', 'mailer'],
  },
);
