import fp from 'fastify-plugin';
import { decorateBackgroundWork, type TimerOptions } from '../lib/background-work';
import { createIntakeRunner, type IntakeRunner } from '../modules/intake';

declare module 'fastify' {
  interface FastifyInstance {
    /** Parses intake items in the background (see modules/intake). */
    intakeRunner: IntakeRunner;
  }
}

/** The intake parsing runner: on its timer while the server runs, stopped before the database closes. */
export const intakePlugin = fp<TimerOptions>(
  async (app, options) => {
    const runner = createIntakeRunner({
      db: app.database.db,
      dialect: app.database.dialect,
      log: app.log,
      intervalMs: options.intervalMs,
    });
    decorateBackgroundWork(app, 'intakeRunner', runner);
  },
  { name: 'intake', fastify: '5.x', dependencies: ['database'] },
);
