import fp from 'fastify-plugin';
import { createLinkSigner, type LinkSigner } from '../modules/files';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and checks short-lived file links (resumes, photos). */
    linkSigner: LinkSigner;
  }
}

export const signedLinksPlugin = fp(
  async (app) => {
    app.decorate('linkSigner', createLinkSigner(app.appSecret));
  },
  { name: 'signed-links', fastify: '5.x', dependencies: ['app-secret'] },
);
