import fp from 'fastify-plugin';
import { createSmtpListener, type SmtpListener } from '../modules/inbound-mail';
import { intakeMailConsumer } from '../modules/intake';

declare module 'fastify' {
  interface FastifyInstance {
    /** The resume inbox's SMTP listener; undefined unless INTAKE_SMTP_PORT is set. */
    inboundMail: SmtpListener | undefined;
  }
}

/** A message may carry several resumes: 30 MB covers them with their encoding. */
const MAX_MESSAGE_BYTES = 30 * 1024 * 1024;

/**
 * The resume inbox: with INTAKE_SMTP_PORT set, an SMTP listener whose messages go to the
 * intake (later, candidates' replies will be a second consumer of the same messages).
 */
export const inboundMailPlugin = fp(
  async (app) => {
    const { config } = app;
    if (config.intakeSmtpPort === undefined || !config.intakeAddress) {
      app.decorate('inboundMail', undefined);
      return;
    }
    const listener = createSmtpListener({
      port: config.intakeSmtpPort,
      host: config.host,
      address: config.intakeAddress,
      allowedSenderDomains: config.intakeAllowedSenderDomains,
      maxMessageBytes: MAX_MESSAGE_BYTES,
      log: app.log,
      consumers: [intakeMailConsumer(app.database.db, app.log)],
    });
    app.decorate('inboundMail', listener);
    app.addHook('onReady', async () => listener.start());
    app.addHook('preClose', async () => listener.stop());
  },
  { name: 'inbound-mail', fastify: '5.x', dependencies: ['config', 'database'] },
);
