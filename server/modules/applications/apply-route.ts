import { createHmac, randomInt } from 'node:crypto';
import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { applicationReceiptSchema } from '@vistaar/shared/contract';
import { dataEnvelopeSchema, standardErrorResponses } from '../../lib/envelope';
import { readApplicationUpload } from './application-upload';
import { applyBodySchema } from './application-schemas';
import { submitApplication } from './submit-application';

export const APPLICATION_SUBMITTED = 'Application submitted successfully';

const submittedSchema = dataEnvelopeSchema(applicationReceiptSchema);

/**
 * What the applicant gets back instead of the row id: ids are sequential and would show
 * how many people applied. Keyed, so a repeat gets the same number, and a repeat of someone
 * else's application looks like any fresh one.
 */
export function publicReference(secret: string, applicationId: number): number {
  const digest = createHmac('sha256', secret).update(`application\n${applicationId}`).digest();
  return digest.readUInt32BE(0) & 0x7fffffff || 1;
}

/** Public: applying for a job (or in general) with a resume. */
export const applyRoute: AppPluginAsync = async (app) => {
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
          mailer: app.mailer,
          hrInbox: app.config.hrInbox,
          publicUrl: app.config.publicUrl,
          log: request.log,
        },
        upload,
        request.ip ?? null,
      );
      // A honeypot hit and a repeat get the ordinary answer, so neither a bot nor someone
      // probing whether an e-mail applied recently learns anything.
      const id =
        outcome.kind === 'honeypot'
          ? randomInt(1, 0x7fffffff)
          : publicReference(app.appSecret, outcome.id);
      return reply
        .status(201)
        .send({ success: true, message: APPLICATION_SUBMITTED, data: { id } });
    },
  );
};
