import fp from 'fastify-plugin';
import { createSchedulingSweep, type SchedulingSweep } from '../modules/interviews';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads members' own calendars and nudges candidates who have not booked (see modules/interviews). */
    schedulingSweep: SchedulingSweep;
  }
}

export interface SelfSchedulingOptions {
  /** How often this server sweeps; tests shorten it. */
  intervalMs?: number;
}

/** The self-scheduling sweep: on its timer while the server runs, stopped before the mailer and database close. */
export const selfSchedulingPlugin = fp<SelfSchedulingOptions>(
  async (app, options) => {
    const sweep = createSchedulingSweep({
      db: app.database.db,
      mailer: app.mailer,
      whatsapp: app.whatsapp,
      publicUrl: app.config.publicUrl,
      organizerEmail: app.config.recruitingInbox,
      appSecret: app.appSecret,
      calendarPrivateAddresses: app.config.calendarPrivateAddresses,
      log: app.log,
      intervalMs: options.intervalMs,
    });
    app.decorate('schedulingSweep', sweep);
    app.addHook('onReady', async () => sweep.start());
    app.addHook('preClose', async () => sweep.stop());
  },
  {
    name: 'self-scheduling',
    fastify: '5.x',
    dependencies: ['config', 'database', 'app-secret', 'mailer', 'whatsapp'],
  },
);
