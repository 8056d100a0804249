import type { FastifyInstance } from 'fastify';
import { dataEnvelopeSchema, standardErrorResponses } from '../../lib/envelope';
import { notFound } from '../../lib/http-error';
import { idParamsSchema, jobSchema } from './careers-schemas';
import { toJob } from './careers-views';
import { sendCached } from '../../lib/cached-body';
import { findJob, isJobOpen } from './jobs-repository';
import { JOB_CLOSED_MESSAGE } from './submit-application';

export async function publicJobRoutes(app: FastifyInstance) {
  const db = app.database.db;

  app.get(
    '/api/career/get-jobs',
    {
      // Sent precompressed from the open-jobs snapshot.
      compress: false,
      schema: {
        tags: ['Careers'],
        summary: 'Open jobs, newest first (with an ETag; 304 when unchanged)',
        response: {
          200: dataEnvelopeSchema({ type: 'array', items: jobSchema }),
          ...standardErrorResponses,
        },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, (await app.openJobs()).body, { cacheControl: 'no-cache' }),
  );

  app.get<{ Params: { id: number } }>(
    '/api/career/jobs/:id',
    {
      schema: {
        tags: ['Careers'],
        summary: 'One open job',
        params: idParamsSchema,
        response: { 200: dataEnvelopeSchema(jobSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const job = await findJob(db, request.params.id);
      if (!job || !isJobOpen(job)) throw notFound(JOB_CLOSED_MESSAGE);
      return { success: true, data: toJob(job) };
    },
  );
}
