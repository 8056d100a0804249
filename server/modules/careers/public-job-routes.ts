import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { jobSchema } from '@vistaar/shared/contract';
import { sendCached } from '../../lib/cached-body';
import { dataEnvelopeSchema, standardErrorResponses } from '../../lib/envelope';
import { notFound } from '../../lib/http-error';
import { idParamsSchema } from './job-schemas';
import { toJob } from './job-views';
import { findJob, isJobOpen } from './jobs-repository';
import { JOB_CLOSED_MESSAGE } from './job-service';

const tags = ['Careers'];

/** Public: the open jobs. */
export const publicJobRoutes: AppPluginAsync = async (app) => {
  app.get(
    '/api/career/get-jobs',
    {
      // Sent precompressed from the open-jobs snapshot.
      compress: false,
      schema: {
        tags,
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

  app.get(
    '/api/career/jobs/:id',
    {
      schema: {
        tags,
        summary: 'One open job',
        params: idParamsSchema,
        response: { 200: dataEnvelopeSchema(jobSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const job = await findJob(app.database.db, request.params.id);
      if (!job || !isJobOpen(job)) throw notFound(JOB_CLOSED_MESSAGE);
      return { success: true, data: toJob(job) };
    },
  );
};
