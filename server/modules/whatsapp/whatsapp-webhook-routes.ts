import { timingSafeEqual } from 'node:crypto';
import { notFound } from '../../lib/http-error';
import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { signatureMatches, takeInWebhook } from './whatsapp-webhook';

const WHATSAPP_WEBHOOK_PATH = '/api/whatsapp/webhook';

/** Webhook calls carry a few events; a megabyte is far more than the platform sends. */
const BODY_LIMIT = 1024 * 1024;
const NOT_SET_UP = 'WhatsApp is not set up on this server';

const verifyQuerySchema = {
  type: 'object',
  properties: {
    'hub.mode': { type: 'string', maxLength: 50 },
    'hub.verify_token': { type: 'string', maxLength: 500 },
    'hub.challenge': { type: 'string', maxLength: 200 },
  },
} as const;

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The Cloud API's webhook (public: the platform calls it). GET answers the subscription's
 * verification with the challenge when the verify token matches; POST takes messages and
 * statuses only when X-Hub-Signature-256 signs the raw body with the app secret.
 */
export const whatsappWebhookRoutes: AppPluginAsync = async (app) => {
  // The signature covers the bytes as sent, so this scope keeps JSON bodies raw.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.get(
    WHATSAPP_WEBHOOK_PATH,
    {
      schema: {
        tags: ['WhatsApp'],
        summary: "The platform's webhook verification: answers hub.challenge for the right token",
        querystring: verifyQuerySchema,
      },
    },
    async (request, reply) => {
      const config = app.whatsapp.config;
      if (!config) throw notFound(NOT_SET_UP);
      const query = request.query;
      const challenge = query['hub.challenge'] ?? '';
      if (
        query['hub.mode'] !== 'subscribe' ||
        !sameText(query['hub.verify_token'] ?? '', config.verifyToken) ||
        !/^[\w-]{1,200}$/.test(challenge)
      ) {
        return reply.code(403).send({ success: false, message: 'Verification refused' });
      }
      return reply.type('text/plain; charset=utf-8').send(challenge);
    },
  );

  app.post(
    WHATSAPP_WEBHOOK_PATH,
    {
      schema: {
        tags: ['WhatsApp'],
        summary:
          'Messages and delivery statuses from the platform, signed with the app secret (X-Hub-Signature-256)',
      },
    },
    async (request, reply) => {
      const config = app.whatsapp.config;
      if (!config) throw notFound(NOT_SET_UP);
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!signatureMatches(config.appSecret, raw, request.headers['x-hub-signature-256'])) {
        request.log.warn({ event: 'whatsapp.webhook_refused' }, 'unsigned or wrongly signed');
        return reply.code(401).send({ success: false, message: 'Signature refused' });
      }
      let payload: unknown;
      try {
        payload = JSON.parse(raw.toString('utf8'));
      } catch {
        return reply.code(400).send({ success: false, message: 'The body is not JSON' });
      }
      await takeInWebhook(
        {
          db: app.database.db,
          config,
          log: request.log,
          onInbound: app.whatsappInbound,
        },
        payload,
      );
      void app.mailer.flush();
      return { success: true };
    },
  );
};
