import fp from 'fastify-plugin';
import { decorateBackgroundWork } from '../lib/background-work';
import { createJoiningSweep, type JoiningSweep } from '../modules/offers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Joining reminders and the Monday 'at risk' list (see modules/offers). */
    joiningReminders: JoiningSweep;
  }
}

/** The joining sweep: on its timer while the server runs, stopped before the mailer and database close. */
export const joiningRemindersPlugin = fp(
  async (app) => {
    const sweep = createJoiningSweep({
      db: app.database.db,
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
      log: app.log,
    });
    decorateBackgroundWork(app, 'joiningReminders', sweep);
  },
  { name: 'joining-reminders', fastify: '5.x', dependencies: ['config', 'database', 'mailer'] },
);
