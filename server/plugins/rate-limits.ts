import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { databaseRateLimitStore } from '../lib/rate-limit-store';
import { waitInMinutes } from '../lib/wait-time';

export interface RateLimitsOptions {
  /** Tests turn per-address rate limits off unless they test them. */
  enabled?: boolean;
}

/**
 * Per-address limits for the routes that ask for one (`config.rateLimit`), counted in the
 * database so every server sharing it counts together.
 */
export const rateLimitsPlugin = fp<RateLimitsOptions>(
  async (app, options) => {
    await app.register(rateLimit, {
      global: false,
      store: databaseRateLimitStore(app.database.db),
      enableDraftSpec: false,
      ...(options.enabled === false ? { allowList: () => true } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        success: false,
        message: `Too many requests. Please try again in ${waitInMinutes(context.ttl / 1000)}.`,
      }),
    });
  },
  { name: 'rate-limits', fastify: '5.x', dependencies: ['database'] },
);
