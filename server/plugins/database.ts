import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

/**
 * The database the server works on, opened and migrated by whoever starts the server
 * (server/main.ts, the test helper), which also closes it after the server has stopped.
 */
export const databasePlugin = fp<{ database: DatabaseHandle }>(
  async (app, options) => {
    app.decorate('database', options.database);
  },
  { name: 'database', fastify: '5.x' },
);
