import fp from 'fastify-plugin';
import { decorateBackgroundWork, type TimerOptions } from '../lib/background-work';
import { createResumeTextSweep, type ResumeTextSweep } from '../modules/talent-pool';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads the resumes of applications that came without their text (see modules/talent-pool). */
    resumeTextSweep: ResumeTextSweep;
  }
}

/** The resume text sweep: on its timer while the server runs, stopped before the database closes. */
export const resumeTextsPlugin = fp<TimerOptions>(
  async (app, options) => {
    const sweep = createResumeTextSweep({
      db: app.database.db,
      dialect: app.database.dialect,
      log: app.log,
      intervalMs: options.intervalMs,
    });
    decorateBackgroundWork(app, 'resumeTextSweep', sweep);
  },
  { name: 'resume-texts', fastify: '5.x', dependencies: ['database'] },
);
