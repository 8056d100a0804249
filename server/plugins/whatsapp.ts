import fp from 'fastify-plugin';
import { conversationWhatsappConsumer } from '../modules/conversations';
import {
  createWhatsappOutbox,
  type WhatsappInboundConsumer,
  type WhatsappOutbox,
} from '../modules/whatsapp';

declare module 'fastify' {
  interface FastifyInstance {
    /** The WhatsApp outbox; its `config` is null (and it sends nothing) unless WHATSAPP_* are set. */
    whatsapp: WhatsappOutbox;
    /** Where a candidate's WhatsApp message goes: their application's conversation. */
    whatsappInbound: WhatsappInboundConsumer;
  }
}

/** WhatsApp's outbox and its sender: retried on a timer while the server runs, stopped with it. */
export const whatsappPlugin = fp(
  async (app) => {
    const outbox = createWhatsappOutbox({
      db: app.database.db,
      config: app.config.whatsapp,
      log: app.log,
    });
    app.decorate('whatsapp', outbox);
    app.decorate(
      'whatsappInbound',
      conversationWhatsappConsumer({
        mailer: app.mailer,
        publicUrl: app.config.publicUrl,
        recruitingInbox: app.config.recruitingInbox,
      }),
    );
    app.addHook('onReady', async () => outbox.start());
    app.addHook('onClose', async () => outbox.stop());
  },
  { name: 'whatsapp', fastify: '5.x', dependencies: ['config', 'database', 'mailer'] },
);
