import fp from 'fastify-plugin';
import { decorateBackgroundWork, type TimerOptions } from '../lib/background-work';
import {
  createSchedulingSweep,
  schedulingDepsOf,
  type SchedulingSweep,
} from '../modules/interviews';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads members' own calendars and nudges candidates who have not booked (see modules/interviews). */
    schedulingSweep: SchedulingSweep;
  }
}

/** The self-scheduling sweep: on its timer while the server runs, stopped before the mailer and database close. */
export const selfSchedulingPlugin = fp<TimerOptions>(
  async (app, options) => {
    const sweep = createSchedulingSweep({
      ...schedulingDepsOf(app),
      log: app.log,
      intervalMs: options.intervalMs,
    });
    decorateBackgroundWork(app, 'schedulingSweep', sweep);
  },
  {
    name: 'self-scheduling',
    fastify: '5.x',
    dependencies: ['config', 'database', 'app-secret', 'mailer', 'whatsapp'],
  },
);
