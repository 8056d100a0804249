import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { StaffRole } from '@vistaar/shared/config';
import {
  preboardingDocumentListSchema as documentListAnswer,
  preboardingSchema,
} from '@vistaar/shared/contract';
import {
  joiningDeclineSchema,
  preboardingAcceptSchema,
  preboardingAskAgainSchema,
  preboardingDocumentListSchema,
} from '@vistaar/shared/validation/preboarding-schema';
import type { Database } from '../../db/schema';
import { boundedInteger, idParamsSchema } from '../../lib/common-schemas';
import { dataEnvelopeSchema, standardErrorResponses } from '../../lib/envelope';
import { notFound } from '../../lib/http-error';
import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { auditActor, recordRead, signedInStaff } from '../auth';
import { readerLink } from '../files';
import { OFFER_SETTINGS } from './offer-access';
import { OFFER_NOT_FOUND, offerDeps } from './offer-common';
import { findOffer } from './offers-repository';
import {
  decideJoiningDate,
  ensurePreboarding,
  jobDocumentList,
  reviewDocument,
  setJobDocumentList,
} from './preboarding-service';
import { preboardingFilePath, toPreboarding } from './preboarding-views';

const tags = ['Pre-boarding'];
/** HR and admins review every offer's pre-boarding; a recruiter, their own jobs' offers'. */
const PREBOARDING_REVIEWERS: readonly StaffRole[] = ['admin', 'hr', 'recruiter'];
const FILE_LINK_SECONDS = 15 * 60;
const answer = dataEnvelopeSchema(preboardingSchema);

const id = boundedInteger(1, 2_147_483_647);
const documentParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'documentId'],
  properties: { id, documentId: id },
} as const;
const requestParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'requestId'],
  properties: { id, requestId: id },
} as const;

/** The offer, when this member reviews its pre-boarding; else 404 as for a missing one. */
async function reviewableOffer(
  db: Kysely<Database>,
  staff: { id: number; role: StaffRole },
  offerId: number,
) {
  const offer = await findOffer(db, offerId);
  if (!offer || offer.erased_at) throw notFound(OFFER_NOT_FOUND);
  if (staff.role === 'admin' || staff.role === 'hr') return offer;
  const job =
    offer.job_id === null
      ? undefined
      : await db
          .selectFrom('jobs')
          .select('recruiter_id')
          .where('id', '=', offer.job_id)
          .executeTakeFirst();
  if (staff.role === 'recruiter' && job?.recruiter_id === staff.id) return offer;
  throw notFound(OFFER_NOT_FOUND);
}

/** HR's side of pre-boarding: the documents a job asks for, reviews and joining dates. */
export const preboardingRoutes: AppPluginAsync = async (app) => {
  const deps = offerDeps(app);
  const { db } = deps;

  const offerFor = (request: FastifyRequest, offerId: number) =>
    reviewableOffer(db, signedInStaff(request), offerId);

  async function view(request: FastifyRequest, offerId: number) {
    const offer = await offerFor(request, offerId);
    await ensurePreboarding(db, offer);
    const reader = signedInStaff(request).id;
    return toPreboarding(db, offer, (documentId) =>
      readerLink(app.linkSigner, preboardingFilePath(documentId), FILE_LINK_SECONDS, reader),
    );
  }

  app.get(
    '/api/offers/:id/preboarding',
    {
      config: { roles: PREBOARDING_REVIEWERS },
      schema: {
        tags,
        summary:
          "An accepted offer's pre-boarding: each document (with a signed link to its file) and the joining date answers",
        params: idParamsSchema,
        response: { 200: answer, ...standardErrorResponses },
      },
    },
    async (request) => {
      const data = await view(request, request.params.id);
      const offer = await offerFor(request, request.params.id);
      await recordRead(
        db,
        request,
        'application',
        offer.application_id,
        'application.preboarding-viewed',
        { offerId: offer.id },
      );
      return { success: true, data };
    },
  );

  app.post(
    '/api/offers/:id/preboarding/documents/:documentId/accept',
    {
      config: { roles: PREBOARDING_REVIEWERS },
      schema: {
        tags,
        summary:
          'Accept an uploaded document (an Aadhaar copy only with maskedChecked: only its last four digits show)',
        params: documentParams,
        body: preboardingAcceptSchema,
        response: { 200: answer, ...standardErrorResponses },
      },
    },
    async (request) => {
      const offer = await offerFor(request, request.params.id);
      await reviewDocument(deps, auditActor(request), offer, request.params.documentId, {
        decision: 'accept',
        ...request.body,
      });
      return {
        success: true,
        message: 'Document accepted',
        data: await view(request, offer.id),
      };
    },
  );

  app.post(
    '/api/offers/:id/preboarding/documents/:documentId/ask-again',
    {
      config: { roles: PREBOARDING_REVIEWERS },
      schema: {
        tags,
        summary:
          'Ask for an uploaded document again with a reason: the copy is deleted and the candidate mailed',
        params: documentParams,
        body: preboardingAskAgainSchema,
        response: { 200: answer, ...standardErrorResponses },
      },
    },
    async (request) => {
      const offer = await offerFor(request, request.params.id);
      await reviewDocument(deps, auditActor(request), offer, request.params.documentId, {
        decision: 'ask-again',
        reason: request.body.reason,
      });
      return {
        success: true,
        message: 'The candidate has been asked to upload it again',
        data: await view(request, offer.id),
      };
    },
  );

  app.post(
    '/api/offers/:id/preboarding/joining-requests/:requestId/approve',
    {
      config: { roles: PREBOARDING_REVIEWERS },
      schema: {
        tags,
        summary: "Approve the candidate's joining date change: the offer's joining date moves",
        params: requestParams,
        response: { 200: answer, ...standardErrorResponses },
      },
    },
    async (request) => {
      const offer = await offerFor(request, request.params.id);
      await decideJoiningDate(deps, auditActor(request), offer, request.params.requestId, {
        decision: 'approve',
      });
      return {
        success: true,
        message: 'Joining date changed; the candidate has been told',
        data: await view(request, offer.id),
      };
    },
  );

  app.post(
    '/api/offers/:id/preboarding/joining-requests/:requestId/decline',
    {
      config: { roles: PREBOARDING_REVIEWERS },
      schema: {
        tags,
        summary: "Decline the candidate's joining date change, saying why",
        params: requestParams,
        body: joiningDeclineSchema,
        response: { 200: answer, ...standardErrorResponses },
      },
    },
    async (request) => {
      const offer = await offerFor(request, request.params.id);
      await decideJoiningDate(deps, auditActor(request), offer, request.params.requestId, {
        decision: 'decline',
        reason: request.body.reason,
      });
      return {
        success: true,
        message: 'Change declined; the candidate has been told',
        data: await view(request, offer.id),
      };
    },
  );

  const listAnswer = dataEnvelopeSchema(documentListAnswer);

  app.get(
    '/api/career/manage/jobs/:id/preboarding-documents',
    {
      config: { roles: OFFER_SETTINGS },
      schema: {
        tags,
        summary: "The documents a job's new joiners are asked for (the default list until set)",
        params: idParamsSchema,
        response: { 200: listAnswer, ...standardErrorResponses },
      },
    },
    async (request) => ({ success: true, data: await jobDocumentList(db, request.params.id) }),
  );

  app.put(
    '/api/career/manage/jobs/:id/preboarding-documents',
    {
      config: { roles: OFFER_SETTINGS },
      schema: {
        tags,
        summary: "Set the documents a job's new joiners are asked for, in order",
        params: idParamsSchema,
        body: preboardingDocumentListSchema,
        response: { 200: listAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      await setJobDocumentList(db, auditActor(request), request.params.id, request.body);
      return {
        success: true,
        message: 'Pre-boarding documents saved',
        data: await jobDocumentList(db, request.params.id),
      };
    },
  );
};
