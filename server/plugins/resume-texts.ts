import { backgroundWorkPlugin } from './background-work-plugin';
import { createResumeTextSweep, type ResumeTextSweep } from '../modules/talent-pool';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads the resumes of applications that came without their text (see modules/talent-pool). */
    resumeTextSweep: ResumeTextSweep;
  }
}

/** The resume text sweep: on its timer while the server runs, stopped before the database closes. */
export const resumeTextsPlugin = backgroundWorkPlugin({
  name: 'resume-texts',
  decoration: 'resumeTextSweep',
  dependencies: ['database'],
  create: (app, base) => createResumeTextSweep({ ...base, dialect: app.database.dialect }),
});
