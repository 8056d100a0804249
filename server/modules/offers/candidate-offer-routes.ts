import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { candidateOfferSchema } from '@vistaar/shared/contract';
import { offerAcceptSchema, offerDeclineSchema } from '@vistaar/shared/validation/offer-schema';
import { tokenParamsSchema } from '../../lib/common-schemas';
import {
  dataEnvelopeSchema,
  errorEnvelopeSchema,
  standardErrorResponses,
} from '../../lib/envelope';
import { gone } from '../../lib/http-error';
import { sendStoredFile } from '../files';
import {
  acceptOffer,
  candidateOfferMessages,
  candidateView,
  declineOffer,
  offerByToken,
  signedAcceptance,
} from './candidate-offer-service';
import { offerDeps, offerReference } from './offer-common';
import { offerLetterPdf } from './offer-service';

const tags = ['Offers for candidates'];
const LINK_LIMIT = { max: 60, timeWindow: '10 minutes', groupId: 'offer-link' };
const answerSchema = dataEnvelopeSchema(candidateOfferSchema);
const fileResponse = {
  ...standardErrorResponses,
  200: { type: 'string', format: 'binary' },
  410: errorEnvelopeSchema,
} as const;

/** The candidate's private offer link: read the letter, accept or decline, keep the signed copy. */
export const candidateOfferRoutes: AppPluginAsync = async (app) => {
  const deps = offerDeps(app);
  const { db } = deps;

  /** The letter is there to read while the offer stands or once answered; never once replaced. */
  async function readableOffer(token: string) {
    const offer = await offerByToken(db, token);
    if (offer.status === 'superseded') throw gone(candidateOfferMessages.replaced);
    if (offer.status === 'withdrawn') throw gone(candidateOfferMessages.withdrawn);
    return offer;
  }

  app.get(
    '/api/offer/:token',
    {
      config: { rateLimit: LINK_LIMIT },
      schema: {
        tags,
        summary:
          'The offer a private link opens, and whether it is open, answered, expired or replaced',
        params: tokenParamsSchema,
        response: { 200: answerSchema, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const offer = await offerByToken(db, request.params.token);
      return reply
        .header('Cache-Control', 'no-store')
        .send({ success: true, data: candidateView(offer) });
    },
  );

  app.get(
    '/api/offer/:token/letter.pdf',
    {
      config: { rateLimit: LINK_LIMIT },
      schema: {
        tags,
        summary: 'The offer letter as sent',
        params: tokenParamsSchema,
        response: fileResponse,
      },
    },
    async (request, reply) => {
      const offer = await readableOffer(request.params.token);
      return sendStoredFile(reply, {
        media_type: 'application/pdf',
        original_name: `offer-letter-${offerReference(offer.id)}.pdf`,
        content: await offerLetterPdf(db, offer),
      });
    },
  );

  app.get(
    '/api/offer/:token/signed.pdf',
    {
      config: { rateLimit: LINK_LIMIT },
      schema: {
        tags,
        summary: 'The signed acceptance: the letter plus the acceptance page',
        params: tokenParamsSchema,
        response: fileResponse,
      },
    },
    async (request, reply) => {
      const offer = await readableOffer(request.params.token);
      return sendStoredFile(reply, await signedAcceptance(db, offer), {
        disposition: 'attachment',
      });
    },
  );

  app.post(
    '/api/offer/:token/accept',
    {
      config: { rateLimit: { ...LINK_LIMIT, max: 20 } },
      schema: {
        tags,
        summary: 'Accept the offer: the full name as the letter gives it, and the box ticked',
        params: tokenParamsSchema,
        body: offerAcceptSchema,
        response: { 200: answerSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      await acceptOffer(deps, request.params.token, request.body, request.ip);
      return {
        success: true,
        message: 'Thank you: you have accepted the offer.',
        data: candidateView(await offerByToken(db, request.params.token)),
      };
    },
  );

  app.post(
    '/api/offer/:token/decline',
    {
      config: { rateLimit: { ...LINK_LIMIT, max: 20 } },
      schema: {
        tags,
        summary: 'Decline the offer, optionally saying why',
        params: tokenParamsSchema,
        body: offerDeclineSchema,
        response: { 200: answerSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      await declineOffer(deps, request.params.token, request.body);
      return {
        success: true,
        message: 'You have declined the offer. Thank you for letting us know.',
        data: candidateView(await offerByToken(db, request.params.token)),
      };
    },
  );
};
