import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers helmet would set, worked out once. They are the same for every
 * answer, so a page served from cache does not pay for building them again per request.
 */
function fixedHelmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

export interface SecurityHeadersOptions {
  /** Origins besides this one the browser may call (CORS_ORIGIN). */
  connectSources: string[];
}

/**
 * Security headers on every answer, errors included. Emotion (MUI) injects
 * <style> elements at run time, so styles allow 'unsafe-inline'; scripts never do.
 */
async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  const headers = {
    ...fixedHelmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          mediaSrc: ["'self'"],
          connectSrc: ["'self'", ...options.connectSources],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          frameSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
        },
      },
      strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: 'deny' },
    }),
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };

  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', 'no-store');
    }
  });
}

export const securityHeadersPlugin = fp(securityHeaders, {
  name: 'security-headers',
  fastify: '5.x',
});
