import fp from 'fastify-plugin';
import { decorateBackgroundWork, type TimerOptions } from '../lib/background-work';
import { createInterviewReminders, type InterviewReminders } from '../modules/interviews';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the interviewers' and candidates' reminders and the missing-feedback ones (see modules/interviews). */
    interviewReminders: InterviewReminders;
  }
}

/** The reminder sweep: on its timer while the server runs, stopped before the mailer and database close. */
export const interviewRemindersPlugin = fp<TimerOptions>(
  async (app, options) => {
    const reminders = createInterviewReminders({
      db: app.database.db,
      mailer: app.mailer,
      whatsapp: app.whatsapp,
      publicUrl: app.config.publicUrl,
      organizerEmail: app.config.hrInbox,
      recruitingInbox: app.config.recruitingInbox,
      log: app.log,
      intervalMs: options.intervalMs,
    });
    decorateBackgroundWork(app, 'interviewReminders', reminders);
  },
  {
    name: 'interview-reminders',
    fastify: '5.x',
    dependencies: ['config', 'database', 'mailer', 'whatsapp'],
  },
);
