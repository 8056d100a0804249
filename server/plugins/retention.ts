import { backgroundWorkPlugin } from './background-work-plugin';
import { createRetentionJob, type RetentionJob } from '../modules/retention';

declare module 'fastify' {
  interface FastifyInstance {
    /** The daily retention run: quarantine, then erasure (see modules/privacy). */
    retention: RetentionJob;
  }
}

/** The retention job on this server's timer, stopped before the database closes. */
export const retentionPlugin = backgroundWorkPlugin({
  name: 'retention',
  decoration: 'retention',
  dependencies: ['database', 'app-secret'],
  create: (app, base) => createRetentionJob({ ...base, secret: app.appSecret }),
});
