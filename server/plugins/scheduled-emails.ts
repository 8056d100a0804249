import { backgroundWorkPlugin } from './background-work-plugin';
import { createScheduledEmailSender, type ScheduledEmailSender } from '../modules/email-templates';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends candidate e-mails scheduled for later when they fall due (see modules/email-templates). */
    scheduledEmails: ScheduledEmailSender;
  }
}

/** The scheduled e-mail sweep: on its timer while the server runs, stopped before the mailer and database close. */
export const scheduledEmailsPlugin = backgroundWorkPlugin({
  name: 'scheduled-emails',
  decoration: 'scheduledEmails',
  dependencies: ['config', 'database', 'mailer'],
  create: (app, base) =>
    createScheduledEmailSender({
      ...base,
      mailer: app.mailer,
      recruitingInbox: app.config.recruitingInbox,
    }),
});
