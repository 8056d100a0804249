import type { FastifyRequest } from 'fastify';

/** Query parameters that grant access by themselves (signed links); the rest of the URL is kept. */
const SECRET_PARAMS = /([?&](?:signature|token)=)[^&#]*/gi;

export const urlForLog = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');

/** Fastify's request log fields, with signed links' signatures left out. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
