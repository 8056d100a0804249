import fp from 'fastify-plugin';
import type { PhoneInboundConsumer } from '../lib/message-outbox';
import { conversationPhoneConsumer } from '../modules/conversations';
import { createWhatsappOutbox, type WhatsappOutbox } from '../modules/whatsapp';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The WhatsApp outbox; its `config` is null (and it sends nothing on WhatsApp) unless
     * WHATSAPP_* are set. Its templates go by SMS to a candidate who opted in to SMS only.
     */
    whatsapp: WhatsappOutbox;
    /** Where a candidate's WhatsApp message goes: their application's conversation. */
    whatsappInbound: PhoneInboundConsumer;
  }
}

/** WhatsApp's outbox and its sender: retried on a timer while the server runs, stopped with it. */
export const whatsappPlugin = fp(
  async (app) => {
    const outbox = createWhatsappOutbox({
      db: app.database.db,
      config: app.config.whatsapp,
      log: app.log,
      fallback: app.sms,
    });
    app.decorate('whatsapp', outbox);
    app.decorate('whatsappInbound', conversationPhoneConsumer(app, 'whatsapp'));
    app.addHook('onReady', async () => outbox.start());
    app.addHook('onClose', async () => outbox.stop());
  },
  { name: 'whatsapp', fastify: '5.x', dependencies: ['config', 'database', 'mailer', 'sms'] },
);
