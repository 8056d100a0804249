import fp from 'fastify-plugin';
import {
  createImapPoller,
  createSmtpListener,
  type ImapPoller,
  type SmtpListener,
} from '../modules/inbound-mail';
import { intakeMailConsumer } from '../modules/intake';

declare module 'fastify' {
  interface FastifyInstance {
    /** The resume inbox's SMTP listener; undefined unless INTAKE_SMTP_PORT is set. */
    inboundMail: SmtpListener | undefined;
    /** The resume inbox's mailbox poller; undefined unless INTAKE_IMAP_URL is set. */
    inboundMailbox: ImapPoller | undefined;
  }
}

/** A message may carry several resumes: 30 MB covers them with their encoding. */
const MAX_MESSAGE_BYTES = 30 * 1024 * 1024;

/**
 * The resume inbox: an SMTP listener (INTAKE_SMTP_PORT) and a mailbox poller
 * (INTAKE_IMAP_URL), each off unless configured, whose messages go to the intake (later,
 * candidates' replies will be a second consumer of the same messages).
 */
export const inboundMailPlugin = fp(
  async (app) => {
    const { config } = app;
    const consumers = [intakeMailConsumer(app.database.db, app.log)];
    const listener =
      config.intakeSmtpPort !== undefined && config.intakeAddress
        ? createSmtpListener({
            port: config.intakeSmtpPort,
            host: config.host,
            address: config.intakeAddress,
            allowedSenderDomains: config.intakeAllowedSenderDomains,
            maxMessageBytes: MAX_MESSAGE_BYTES,
            log: app.log,
            consumers,
          })
        : undefined;
    const poller = config.intakeImapUrl
      ? createImapPoller({
          url: config.intakeImapUrl,
          allowedSenderDomains: config.intakeAllowedSenderDomains,
          log: app.log,
          consumers,
        })
      : undefined;
    app.decorate('inboundMail', listener);
    app.decorate('inboundMailbox', poller);
    app.addHook('onReady', async () => {
      await listener?.start();
      poller?.start();
    });
    app.addHook('preClose', async () => {
      await listener?.stop();
      await poller?.stop();
    });
  },
  { name: 'inbound-mail', fastify: '5.x', dependencies: ['config', 'database'] },
);
