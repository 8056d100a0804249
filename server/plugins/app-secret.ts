import fp from 'fastify-plugin';
import { resolveAppSecret } from '../lib/app-secret';

declare module 'fastify' {
  interface FastifyInstance {
    /** Server key for HMACs (one-time codes, application references); see lib/app-secret.ts. */
    appSecret: string;
  }
}

export const appSecretPlugin = fp(
  async (app) => {
    app.decorate('appSecret', await resolveAppSecret(app.database.db, app.config.appSecret));
  },
  { name: 'app-secret', fastify: '5.x', dependencies: ['config', 'database'] },
);
