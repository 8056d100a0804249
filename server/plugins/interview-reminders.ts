import { backgroundWorkPlugin } from './background-work-plugin';
import { createInterviewReminders, type InterviewReminders } from '../modules/interviews';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the interviewers' and candidates' reminders and the missing-feedback ones (see modules/interviews). */
    interviewReminders: InterviewReminders;
  }
}

/** The reminder sweep: on its timer while the server runs, stopped before the mailer and database close. */
export const interviewRemindersPlugin = backgroundWorkPlugin({
  name: 'interview-reminders',
  decoration: 'interviewReminders',
  dependencies: ['config', 'database', 'mailer', 'whatsapp'],
  create: (app, base) =>
    createInterviewReminders({
      ...base,
      mailer: app.mailer,
      whatsapp: app.whatsapp,
      publicUrl: app.config.publicUrl,
      organizerEmail: app.config.hrInbox,
      recruitingInbox: app.config.recruitingInbox,
    }),
});
