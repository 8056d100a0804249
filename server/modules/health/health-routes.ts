import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { dataEnvelopeSchema } from '../../lib/envelope';

const healthEnvelope = dataEnvelopeSchema({
  type: 'object',
  additionalProperties: false,
  properties: { database: { type: 'string', enum: ['up', 'down'] }, dialect: { type: 'string' } },
  required: ['database', 'dialect'],
});

/** Public: whether this server and its database answer (load-balancer checks). */
export const healthRoutes: AppPluginAsync = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['Operations'],
        summary: 'Whether the server and its database answer',
        response: { 200: healthEnvelope, 503: healthEnvelope },
      },
    },
    async (_request, reply) => {
      const up = await app.database.ping();
      const data = { database: up ? 'up' : 'down', dialect: app.database.dialect } as const;
      if (!up) {
        reply.header('Retry-After', '30');
        return reply
          .status(503)
          .send({ success: false, message: 'The database is not answering.', data });
      }
      return { success: true, data };
    },
  );
};
