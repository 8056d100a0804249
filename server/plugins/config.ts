import fp from 'fastify-plugin';
import type { ServerConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
  }
}

/** The checked settings (server/config.ts) for every plugin and route. */
export const configPlugin = fp<{ config: ServerConfig }>(
  async (app, options) => {
    app.decorate('config', options.config);
  },
  { name: 'config', fastify: '5.x' },
);
