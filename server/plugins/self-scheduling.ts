import { backgroundWorkPlugin } from './background-work-plugin';
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
export const selfSchedulingPlugin = backgroundWorkPlugin({
  name: 'self-scheduling',
  decoration: 'schedulingSweep',
  dependencies: ['config', 'database', 'app-secret', 'mailer', 'whatsapp'],
  create: (app, base) => createSchedulingSweep({ ...schedulingDepsOf(app), ...base }),
});
