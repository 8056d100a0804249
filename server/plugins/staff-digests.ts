import { backgroundWorkPlugin } from './background-work-plugin';
import { createDigestSweep, type DigestSweep } from '../modules/staff-digests';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends members the daily overdue digest and the Monday summary (see modules/staff-digests). */
    staffDigests: DigestSweep;
  }
}

/** The digest sweep: on its timer while the server runs, stopped before the mailer and database close. */
export const staffDigestsPlugin = backgroundWorkPlugin({
  name: 'staff-digests',
  decoration: 'staffDigests',
  dependencies: ['config', 'database', 'mailer'],
  create: (app, base) =>
    createDigestSweep({ ...base, mailer: app.mailer, publicUrl: app.config.publicUrl }),
});
