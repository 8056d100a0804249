import fp from 'fastify-plugin';
import { conversationMailConsumer, isReplyRecipient } from '../modules/conversations';
import {
  createImapPoller,
  createSmtpListener,
  splitTag,
  type ImapPoller,
  type InboundRoute,
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
 * The inbound mail: an SMTP listener (INTAKE_SMTP_PORT) and a mailbox poller
 * (INTAKE_IMAP_URL), each off unless configured. A message goes by its recipient: to the
 * intake address (from the allowed sender domains) → the resume intake; with REPLY_DOMAIN
 * set, to `jobs+<token>@REPLY_DOMAIN` (from anyone: the consumer checks the sender) → the
 * application's conversation or the quarantine.
 */
export const inboundMailPlugin = fp(
  async (app) => {
    const { config } = app;
    const { replyDomain } = config;
    const replies: InboundRoute[] = replyDomain
      ? [
          {
            accepts: (recipient) => isReplyRecipient(replyDomain, recipient),
            consume: conversationMailConsumer({
              db: app.database.db,
              mailer: app.mailer,
              log: app.log,
              publicUrl: config.publicUrl,
              recruitingInbox: config.recruitingInbox,
            }),
          },
        ]
      : [];
    const intake = (accepts: InboundRoute['accepts']): InboundRoute => ({
      accepts,
      allowedSenderDomains: config.intakeAllowedSenderDomains,
      consume: intakeMailConsumer(app.database.db, app.log),
    });
    const intakeAddress = config.intakeAddress?.toLowerCase();
    const listener =
      config.intakeSmtpPort !== undefined && intakeAddress
        ? createSmtpListener({
            port: config.intakeSmtpPort,
            host: config.host,
            name: intakeAddress.slice(intakeAddress.lastIndexOf('@') + 1),
            routes: [...replies, intake((recipient) => splitTag(recipient)[0] === intakeAddress)],
            maxMessageBytes: MAX_MESSAGE_BYTES,
            log: app.log,
          })
        : undefined;
    // The mailbox is the intake's: whatever in it is not a reply goes to the intake.
    const poller = config.intakeImapUrl
      ? createImapPoller({
          url: config.intakeImapUrl,
          log: app.log,
          routes: [...replies, intake(() => true)],
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
  { name: 'inbound-mail', fastify: '5.x', dependencies: ['config', 'database', 'mailer'] },
);
