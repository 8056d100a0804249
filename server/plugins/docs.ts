import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { documentRequestSchemas } from '../lib/request-schemas/yup-json-schema';

/** The OpenAPI document, generated from the route schemas, and its viewer at /api/docs. */
async function docs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Vistaar Infotech website and recruitment API',
        version: '1.0.0',
        description:
          'Public calls for the website and careers section; staff calls need a Bearer token from /api/auth/login.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: documentRequestSchemas,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}

export const docsPlugin = fp(docs, { name: 'docs', fastify: '5.x' });
