import fp from 'fastify-plugin';
import { decorateBackgroundWork, type TimerOptions } from '../lib/background-work';
import { createScheduledEmailSender, type ScheduledEmailSender } from '../modules/email-templates';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends candidate e-mails scheduled for later when they fall due (see modules/email-templates). */
    scheduledEmails: ScheduledEmailSender;
  }
}

/** The scheduled e-mail sweep: on its timer while the server runs, stopped before the mailer and database close. */
export const scheduledEmailsPlugin = fp<TimerOptions>(
  async (app, options) => {
    const sender = createScheduledEmailSender({
      db: app.database.db,
      mailer: app.mailer,
      recruitingInbox: app.config.recruitingInbox,
      log: app.log,
      intervalMs: options.intervalMs,
    });
    decorateBackgroundWork(app, 'scheduledEmails', sender);
  },
  { name: 'scheduled-emails', fastify: '5.x', dependencies: ['config', 'database', 'mailer'] },
);
