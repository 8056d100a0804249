import type { FastifyInstance } from 'fastify';
import { createJobAlerts } from './job-alert-dispatcher';
import { jobAlertRoutes } from './job-alert-routes';

/**
 * Job alerts on the app itself (not in a child context), so its hook sees every careers
 * write: a job posted or reopened through this server is announced right after the answer
 * leaves, and every server also looks for work on its own timer.
 */
export async function registerJobAlerts(app: FastifyInstance) {
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
  await app.register(jobAlertRoutes);
}
