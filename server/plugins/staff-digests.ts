import fp from 'fastify-plugin';
import { decorateBackgroundWork, type TimerOptions } from '../lib/background-work';
import { createDigestSweep, type DigestSweep } from '../modules/staff-digests';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends members the daily overdue digest and the Monday summary (see modules/staff-digests). */
    staffDigests: DigestSweep;
  }
}

/** The digest sweep: on its timer while the server runs, stopped before the mailer and database close. */
export const staffDigestsPlugin = fp<TimerOptions>(
  async (app, options) => {
    const sweep = createDigestSweep({
      db: app.database.db,
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
      log: app.log,
      intervalMs: options.intervalMs,
    });
    decorateBackgroundWork(app, 'staffDigests', sweep);
  },
  { name: 'staff-digests', fastify: '5.x', dependencies: ['config', 'database', 'mailer'] },
);
