import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { applicationReceiptSchema } from '@vistaar/shared/contract';
import { applicationSourceSchema } from '@vistaar/shared/validation';
import {
  dataEnvelopeSchema,
  errorEnvelopeSchema,
  messageEnvelopeSchema,
  standardErrorResponses,
} from '../../lib/envelope';
import { auditActor, RECRUITING } from '../auth';
import { addCandidate, addCandidateDeps } from './add-candidate';
import { readApplicationUpload } from './application-upload';
import { candidateBodySchema, idParamsSchema } from './application-schemas';
import { correctSource } from './source-service';

const tags = ['Careers'];

/** Recruiters adding a candidate to a job by hand, and correcting where an application came from. */
export const candidateRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;

  app.post(
    '/api/career/jobs/:id/candidates',
    {
      config: { roles: RECRUITING },
      schema: {
        tags,
        summary:
          'Add a candidate to a job with a resume, the source and how consent was obtained; the candidate is e-mailed the privacy notice and their My application link',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        body: candidateBodySchema,
        response: {
          201: dataEnvelopeSchema(applicationReceiptSchema),
          ...standardErrorResponses,
          409: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const upload = await readApplicationUpload(request);
      const id = await addCandidate(
        { ...addCandidateDeps(app), log: request.log },
        auditActor(request),
        request.params.id,
        upload,
      );
      return reply.status(201).send({ success: true, message: 'Candidate added', data: { id } });
    },
  );

  app.put(
    '/api/career/applications/:id/source',
    {
      config: { roles: RECRUITING },
      schema: {
        tags,
        summary: 'Correct where an application came from',
        params: idParamsSchema,
        body: applicationSourceSchema,
        response: {
          200: messageEnvelopeSchema,
          ...standardErrorResponses,
          410: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      await correctSource(db, auditActor(request), request.params.id, request.body);
      return { success: true, message: 'Source saved' };
    },
  );
};
