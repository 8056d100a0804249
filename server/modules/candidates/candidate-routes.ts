import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { candidateDetailSchema, candidateErasureSchema } from '@vistaar/shared/contract';
import { idParamsSchema } from '../../lib/common-schemas';
import {
  dataEnvelopeSchema,
  errorEnvelopeSchema,
  standardErrorResponses,
} from '../../lib/envelope';
import { auditActor, EVERY_ROLE, PRIVACY, signedInStaff } from '../auth';
import { eraseCandidateRecord, readCandidate } from './candidate-service';

const tags = ['Candidates'];

/** One person across jobs: their page, and their erasure. */
export const candidateRecordRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/candidates/:id',
    {
      // Every role reaches the check, which answers 404 to whoever may open none of the
      // person's applications: the role alone must not tell whether the person exists.
      config: { roles: EVERY_ROLE },
      schema: {
        tags,
        summary:
          'A candidate and those of their applications the reader may open: stage, history, notes and resume of each',
        params: idParamsSchema,
        response: { 200: dataEnvelopeSchema(candidateDetailSchema), ...standardErrorResponses },
      },
    },
    async (request) => ({
      success: true,
      data: await readCandidate(
        { db, signer: app.linkSigner },
        signedInStaff(request),
        auditActor(request),
        request.params.id,
      ),
    }),
  );

  app.post(
    '/api/candidates/:id/erase',
    {
      config: { roles: PRIVACY },
      schema: {
        tags,
        summary:
          "Erase a candidate: the personal data of every application of theirs and of the candidate's own record",
        params: idParamsSchema,
        response: {
          200: dataEnvelopeSchema(candidateErasureSchema),
          ...standardErrorResponses,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true,
      message: 'The candidate was erased.',
      data: {
        erasedApplications: await eraseCandidateRecord(
          { db, appSecret: app.appSecret, log: request.log },
          auditActor(request),
          request.params.id,
        ),
      },
    }),
  );
};
