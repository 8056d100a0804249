import { backgroundWorkPlugin } from './background-work-plugin';
import { createJoiningSweep, type JoiningSweep } from '../modules/offers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Joining reminders and the Monday 'at risk' list (see modules/offers). */
    joiningReminders: JoiningSweep;
  }
}

/** The joining sweep: on its timer while the server runs, stopped before the mailer and database close. */
export const joiningRemindersPlugin = backgroundWorkPlugin({
  name: 'joining-reminders',
  decoration: 'joiningReminders',
  dependencies: ['config', 'database', 'mailer'],
  create: (app, base) =>
    createJoiningSweep({ ...base, mailer: app.mailer, publicUrl: app.config.publicUrl }),
});
