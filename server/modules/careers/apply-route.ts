import type { FastifyInstance } from 'fastify';
import { dataEnvelopeSchema, standardErrorResponses } from '../../lib/envelope';
import { readApplicationUpload } from './application-upload';
import { applyBodySchema } from './careers-schemas';
import { submitApplication } from './submit-application';

export const APPLICATION_SUBMITTED = 'Application submitted successfully';

const submittedSchema = dataEnvelopeSchema({
  type: 'object',
  properties: { id: { type: 'integer' } },
  required: ['id'],
});

export async function applyRoute(
  app: FastifyInstance,
  options: { afterResumeStored?: () => Promise<void> },
) {
  app.post(
    '/api/career/apply-jobs',
    {
      config: {
        rateLimit: {
          max: 5,
          timeWindow: '1 hour',
          onExceeded: (request) =>
            request.log.warn({ event: 'careers.apply.rate_limited' }, 'applications per address'),
        },
      },
      schema: {
        tags: ['Careers'],
        summary: 'Apply for a job (jobId 0: general application) with a resume',
        consumes: ['multipart/form-data'],
        body: applyBodySchema,
        response: {
          200: submittedSchema,
          201: submittedSchema,
          ...standardErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const upload = await readApplicationUpload(request);
      const outcome = await submitApplication(
        {
          db: app.database.db,
          dialect: app.database.dialect,
          mailer: app.mailer,
          hrInbox: app.config.hrInbox,
          publicUrl: app.config.publicUrl,
          log: request.log,
          afterResumeStored: options.afterResumeStored,
        },
        upload,
        request.ip ?? null,
      );
      // The honeypot gets the ordinary answer so a bot learns nothing; id 0 is never a real row.
      const id = outcome.kind === 'honeypot' ? 0 : outcome.id;
      return reply
        .status(outcome.kind === 'duplicate' ? 200 : 201)
        .send({ success: true, message: APPLICATION_SUBMITTED, data: { id } });
    },
  );
}
