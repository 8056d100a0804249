import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['Operations'],
        summary: 'Whether the server and its database answer',
        response: {
          200: {
            type: 'object',
            properties: {
              success: { type: 'boolean' },
              data: {
                type: 'object',
                properties: { database: { type: 'string' }, dialect: { type: 'string' } },
              },
            },
          },
          503: {
            type: 'object',
            properties: {
              success: { type: 'boolean' },
              message: { type: 'string' },
              data: {
                type: 'object',
                properties: { database: { type: 'string' }, dialect: { type: 'string' } },
              },
            },
          },
        },
      },
    },
    async (_request, reply) => {
      const up = await app.database.ping();
      const data = { database: up ? 'up' : 'down', dialect: app.database.dialect };
      if (!up) {
        reply.header('Retry-After', '30');
        return reply
          .status(503)
          .send({ success: false, message: 'The database is not answering.', data });
      }
      return { success: true, data };
    },
  );
}
