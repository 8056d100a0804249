import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../modules/mail';
import { messagingFooter } from '../modules/consent';
import { replyAddress, replyTokenFor } from '../modules/conversations';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailerPluginOptions {
  /** Where e-mails are shown without SMTP outside production (default: the terminal); null: nowhere. */
  devInbox?: ((text: string) => void) | null;
}

/** The outbox and its sender: retried on a timer while the server runs, stopped with it. */
export const mailerPlugin = fp<MailerPluginOptions>(
  async (app, options) => {
    const { config, database } = app;
    const domain = config.replyDomain ?? '';
    const mailer = createMailer({
      db: database.db,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: app.log,
      dialect: database.dialect,
      candidateReplyAddress: config.replyDomain
        ? async (db, applicationId) => replyAddress(domain, await replyTokenFor(db, applicationId))
        : undefined,
      candidateFooter: (db, applicationId) =>
        messagingFooter(db, app.linkSigner, config.publicUrl, applicationId),
      devInbox: config.isProduction
        ? undefined
        : options.devInbox === undefined
          ? (text) => process.stdout.write(text)
          : (options.devInbox ?? (() => undefined)),
    });
    app.decorate('mailer', mailer);
    if (!mailer.delivering && config.isProduction) {
      app.log.warn(
        { event: 'mail.not_configured' },
        'SMTP_URL is not set: NO E-MAIL WILL BE SENT (verification codes, acknowledgements, notifications). Set SMTP_URL.',
      );
    }
    app.addHook('onReady', async () => mailer.start());
    app.addHook('onClose', async () => mailer.stop());
  },
  { name: 'mailer', fastify: '5.x', dependencies: ['config', 'database', 'signed-links'] },
);
