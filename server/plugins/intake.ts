import { backgroundWorkPlugin } from './background-work-plugin';
import { createIntakeRunner, type IntakeRunner } from '../modules/intake';

declare module 'fastify' {
  interface FastifyInstance {
    /** Parses intake items in the background (see modules/intake). */
    intakeRunner: IntakeRunner;
  }
}

/** The intake parsing runner: on its timer while the server runs, stopped before the database closes. */
export const intakePlugin = backgroundWorkPlugin({
  name: 'intake',
  decoration: 'intakeRunner',
  dependencies: ['database'],
  create: (app, base) => createIntakeRunner({ ...base, dialect: app.database.dialect }),
});
