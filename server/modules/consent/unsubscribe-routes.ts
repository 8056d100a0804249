import type { FastifyReply, FastifyRequest } from 'fastify';
import { paths } from '@vistaar/shared/config/routes';
import { nowIso } from '../../db/dialect';
import { boundedInteger } from '../../lib/common-schemas';
import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { optOutEverywhere } from './consent-service';
import { unsubscribeResource } from './unsubscribe-link';

const querySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    candidate: boundedInteger(1, 2_147_483_647),
    expires: { type: 'string', maxLength: 20 },
    signature: { type: 'string', maxLength: 100 },
  },
} as const;

interface UnsubscribeQuery {
  candidate?: number;
  expires?: string;
  signature?: string;
}

/**
 * The e-mail footer's one-click link (and the same as a POST, for mail programs): an opt-out
 * of WhatsApp and SMS at once, no sign-in. A tampered or old link changes nothing and says so.
 */
export const messagingUnsubscribeRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;

  const handler = async (
    request: FastifyRequest<{ Querystring: UnsubscribeQuery }>,
    reply: FastifyReply,
  ) => {
    const { candidate, expires, signature } = request.query;
    const verdict = candidate
      ? app.linkSigner.verify(unsubscribeResource(candidate), expires, signature)
      : 'invalid';
    if (verdict === 'ok' && candidate) {
      const changed = await db
        .transaction()
        .execute((trx) => optOutEverywhere(trx, candidate, 'email_unsubscribe', nowIso()));
      if (changed) {
        request.log.info({ event: 'consent.unsubscribed' }, 'messaging opted out by e-mail link');
      }
    }
    return app.sendPublicPage(request, reply, {
      path: paths.messagingUnsubscribe,
      cacheKey: `messaging-unsubscribe:${verdict === 'ok' ? 'done' : 'refused'}`,
      version: 'static',
      data: { messagingUnsubscribe: { outcome: verdict === 'ok' ? 'unsubscribed' : 'refused' } },
      status: verdict === 'ok' ? 200 : 410,
      noStore: true,
    });
  };
  const options = { compress: false, schema: { hide: true, querystring: querySchema } } as const;
  app.get(paths.messagingUnsubscribe, options, handler);
  app.post(paths.messagingUnsubscribe, options, handler);
};
