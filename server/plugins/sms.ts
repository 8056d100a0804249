import fp from 'fastify-plugin';
import type { PhoneInboundConsumer } from '../lib/message-outbox';
import { conversationPhoneConsumer } from '../modules/conversations';
import { createSmsOutbox, gupshupProvider, type SmsOutbox } from '../modules/sms';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMS outbox; its `config` is null (and it sends nothing) unless SMS_* are set. */
    sms: SmsOutbox;
    /** Where a candidate's SMS goes: their application's conversation. */
    smsInbound: PhoneInboundConsumer;
  }
}

/** The SMS outbox and its sender (Gupshup): retried on a timer while the server runs, stopped with it. */
export const smsPlugin = fp(
  async (app) => {
    const config = app.config.sms;
    const outbox = createSmsOutbox({
      db: app.database.db,
      config,
      provider: config ? gupshupProvider(config) : undefined,
      log: app.log,
    });
    app.decorate('sms', outbox);
    app.decorate('smsInbound', conversationPhoneConsumer(app, 'sms'));
    app.addHook('onReady', async () => outbox.start());
    app.addHook('onClose', async () => outbox.stop());
  },
  { name: 'sms', fastify: '5.x', dependencies: ['config', 'database', 'mailer'] },
);
