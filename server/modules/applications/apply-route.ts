import { randomInt } from 'node:crypto';
import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { applicationReceiptSchema } from '@vistaar/shared/contract';
import { dataEnvelopeSchema, standardErrorResponses } from '../../lib/envelope';
import { readApplicationUpload } from './application-upload';
import { applyBodySchema } from './application-schemas';
import { publicReference } from './public-reference';
import { submitApplication } from './submit-application';

const APPLICATION_SUBMITTED = 'Application submitted successfully';

const submittedSchema = dataEnvelopeSchema(applicationReceiptSchema);

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
          recruitingInbox: app.config.recruitingInbox,
          publicUrl: app.config.publicUrl,
          appSecret: app.appSecret,
          log: request.log,
        },
        upload,
        request.ip ?? null,
      );
      // A honeypot hit and a repeat get the ordinary answer with a fresh-looking number, so
      // neither a bot nor someone probing whether an e-mail applied to this job learns
      // anything; the applicant's own reference is in their acknowledgement.
      const id =
        outcome.kind === 'created'
          ? publicReference(app.appSecret, outcome.id)
          : randomInt(1, 0x7fffffff);
      return reply
        .status(201)
        .send({ success: true, message: APPLICATION_SUBMITTED, data: { id } });
    },
  );
};
