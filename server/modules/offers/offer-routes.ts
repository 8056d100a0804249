import type { FastifyRequest } from 'fastify';
import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { offerRecordSchema } from '@vistaar/shared/contract';
import {
  offerApproveSchema,
  offerDraftSchema,
  offerRejectSchema,
} from '@vistaar/shared/validation/offer-schema';
import { idParamsSchema } from '../../lib/common-schemas';
import {
  dataEnvelopeSchema,
  errorEnvelopeSchema,
  standardErrorResponses,
} from '../../lib/envelope';
import { auditActor, recordRead, signedInStaff } from '../auth';
import { sendStoredFile } from '../files';
import { signedAcceptance } from './candidate-offer-service';
import { OFFER_DESK, OFFER_READERS, openApplicationOffers, openOffer } from './offer-access';
import { offerDeps, offerReference } from './offer-common';
import { decideOffer, submitOffer } from './offer-approval-service';
import { offerLetterPdf } from './offer-letter';
import { changeOffer, draftOffer, sendOffer } from './offer-service';
import { toOfferRecord } from './offer-views';
import { findOffer, listApplicationOffers, listOffersAwaiting } from './offers-repository';

const tags = ['Offers'];
const offerAnswer = dataEnvelopeSchema(offerRecordSchema);
const offerList = dataEnvelopeSchema({ type: 'array', items: offerRecordSchema } as const);
const fileResponse = {
  ...standardErrorResponses,
  200: { type: 'string', format: 'binary' },
} as const;

/** Drafting, approving and sending offers; their letters and signed acceptances. */
export const offerRoutes: AppPluginAsync = async (app) => {
  const deps = offerDeps(app);
  const { db } = deps;

  async function visibleOffer(request: FastifyRequest, id: number) {
    return openOffer(db, signedInStaff(request), await findOffer(db, id));
  }
  async function answer(request: FastifyRequest, id: number) {
    const offer = await visibleOffer(request, id);
    return toOfferRecord(db, offer, signedInStaff(request).id);
  }

  app.get(
    '/api/career/applications/:id/offers',
    {
      config: { roles: OFFER_READERS },
      schema: {
        tags,
        summary:
          "An application's offers, newest version first, each with its approvals and history",
        params: idParamsSchema,
        response: { 200: offerList, ...standardErrorResponses },
      },
    },
    async (request) => {
      const staff = signedInStaff(request);
      await openApplicationOffers(db, staff, request.params.id);
      const offers = await listApplicationOffers(db, request.params.id);
      await recordRead(db, request, 'application', request.params.id, 'application.offers-viewed');
      return {
        success: true,
        data: await Promise.all(offers.map((offer) => toOfferRecord(db, offer, staff.id))),
      };
    },
  );

  app.post(
    '/api/career/applications/:id/offers',
    {
      config: { roles: OFFER_DESK },
      schema: {
        tags,
        summary: 'Draft an offer (or a revision of the one the candidate holds)',
        params: idParamsSchema,
        body: offerDraftSchema,
        response: { 201: offerAnswer, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      await openApplicationOffers(db, signedInStaff(request), request.params.id);
      const id = await draftOffer(deps, auditActor(request), request.params.id, request.body);
      return reply
        .status(201)
        .send({ success: true, message: 'Offer drafted', data: await answer(request, id) });
    },
  );

  app.get(
    '/api/offers/awaiting-me',
    {
      config: { roles: OFFER_READERS },
      schema: {
        tags,
        summary: "The offers waiting for the signed-in member's approval, oldest first",
        response: { 200: offerList, ...standardErrorResponses },
      },
    },
    async (request) => {
      const staff = signedInStaff(request);
      const offers = await listOffersAwaiting(db, staff.id);
      return {
        success: true,
        data: await Promise.all(offers.map((offer) => toOfferRecord(db, offer, staff.id))),
      };
    },
  );

  app.get(
    '/api/offers/:id',
    {
      config: { roles: OFFER_READERS },
      schema: {
        tags,
        summary: 'One offer',
        params: idParamsSchema,
        response: { 200: offerAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      const data = await answer(request, request.params.id);
      await recordRead(db, request, 'application', data.applicationId, 'application.offer-viewed', {
        offerId: data.id,
      });
      return { success: true, data };
    },
  );

  app.put(
    '/api/offers/:id',
    {
      config: { roles: OFFER_DESK },
      schema: {
        tags,
        summary: 'Change an offer being prepared: it goes back to draft and needs approval again',
        params: idParamsSchema,
        body: offerDraftSchema,
        response: { 200: offerAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      await visibleOffer(request, request.params.id);
      await changeOffer(deps, auditActor(request), request.params.id, request.body);
      return {
        success: true,
        message: 'Offer saved as a draft',
        data: await answer(request, request.params.id),
      };
    },
  );

  // Moving an offer along its way: each answers with the offer as it now stands.
  const steps = [
    {
      path: 'submit',
      summary: "Send a draft to its approval chain (the job's, else its CTC band's), in order",
      message: 'Offer sent for approval',
      take: submitOffer,
    },
    {
      path: 'send',
      summary: 'Send an approved offer to the candidate by e-mail, with a private link',
      message: 'Offer sent to the candidate',
      take: sendOffer,
    },
  ] as const;
  for (const step of steps) {
    app.post(
      `/api/offers/:id/${step.path}`,
      {
        config: { roles: OFFER_DESK },
        schema: {
          tags,
          summary: step.summary,
          params: idParamsSchema,
          response: { 200: offerAnswer, ...standardErrorResponses },
        },
      },
      async (request) => {
        await visibleOffer(request, request.params.id);
        await step.take(deps, auditActor(request), request.params.id);
        return {
          success: true,
          message: step.message,
          data: await answer(request, request.params.id),
        };
      },
    );
  }

  // An approver's decision, taken only by the approver whose turn it is.
  const decisions = [
    {
      path: 'approve',
      decision: 'approved',
      summary: 'Approve the offer, as the approver whose turn it is',
      body: offerApproveSchema,
      message: 'Offer approved',
    },
    {
      path: 'reject',
      decision: 'rejected',
      summary: 'Send the offer back to draft with a comment, as the approver whose turn it is',
      body: offerRejectSchema,
      message: 'Offer sent back to draft',
    },
  ] as const;
  for (const decision of decisions) {
    app.post(
      `/api/offers/:id/${decision.path}`,
      {
        config: { roles: OFFER_READERS },
        schema: {
          tags,
          summary: decision.summary,
          params: idParamsSchema,
          body: decision.body,
          response: { 200: offerAnswer, ...standardErrorResponses },
        },
      },
      async (request) => {
        await visibleOffer(request, request.params.id);
        await decideOffer(
          deps,
          auditActor(request),
          signedInStaff(request).id,
          request.params.id,
          decision.decision,
          request.body.comment,
        );
        return {
          success: true,
          message: decision.message,
          data: await answer(request, request.params.id),
        };
      },
    );
  }

  app.get(
    '/api/offers/:id/letter.pdf',
    {
      config: { roles: OFFER_READERS },
      schema: {
        tags,
        summary: 'The offer letter as a PDF: as sent, or before that a preview marked as a draft',
        params: idParamsSchema,
        response: fileResponse,
      },
    },
    async (request, reply) => {
      const offer = await visibleOffer(request, request.params.id);
      const content = await offerLetterPdf(db, offer);
      await recordRead(
        db,
        request,
        'application',
        offer.application_id,
        'application.offer-letter-viewed',
        { offerId: offer.id },
      );
      return sendStoredFile(reply, {
        media_type: 'application/pdf',
        original_name: `offer-letter-${offerReference(offer.id)}.pdf`,
        content,
      });
    },
  );

  app.get(
    '/api/offers/:id/signed.pdf',
    {
      config: { roles: OFFER_READERS },
      schema: {
        tags,
        summary: "The candidate's signed acceptance: the letter plus the acceptance page",
        params: idParamsSchema,
        response: { ...fileResponse, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const offer = await visibleOffer(request, request.params.id);
      const file = await signedAcceptance(db, offer);
      await recordRead(
        db,
        request,
        'application',
        offer.application_id,
        'application.offer-acceptance-viewed',
        { offerId: offer.id },
      );
      return sendStoredFile(reply, file);
    },
  );
};
