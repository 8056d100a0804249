import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { candidateOfferSchema } from '@vistaar/shared/contract';
import { offerAcceptSchema, offerDeclineSchema } from '@vistaar/shared/validation/offer-schema';
import { tokenParamsSchema } from '../../lib/common-schemas';
import {
  dataEnvelopeSchema,
  errorEnvelopeSchema,
  standardErrorResponses,
} from '../../lib/envelope';
import { paths, offerPath } from '@vistaar/shared/config';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptFormPosts, formParams } from '../../lib/form-post';
import { HttpError, gone } from '../../lib/http-error';
import { validateWith } from '../../lib/yup-errors';
import { sendStoredFile } from '../files';
import {
  acceptOffer,
  candidateOfferMessages,
  candidateView,
  declineOffer,
  offerByToken,
  signedAcceptance,
} from './candidate-offer-service';
import { noteCandidateVisit } from './joining-service';
import { offerDeps, offerReference } from './offer-common';
import { offerLetterPdf } from './offer-letter';
import {
  registerPreboardingCandidateRoutes,
  type PreboardingFormOutcome,
} from './preboarding-candidate-routes';
import type { OfferWithApplication } from './offers-repository';
import { candidatePreboarding } from './preboarding-service';

const tags = ['Offers for candidates'];
const FORM_BODY_LIMIT = 8 * 1024;
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
      await noteCandidateVisit(db, offer);
      return reply
        .header('Cache-Control', 'no-store')
        .send({ success: true, data: candidateView(offer) });
    },
  );

  /** A PDF of the offer, for whoever holds the link while the letter is there to read. */
  function offerPdfRoute(
    path: string,
    summary: string,
    pdfOf: (offer: OfferWithApplication) => Promise<Parameters<typeof sendStoredFile>[1]>,
    disposition?: 'attachment',
  ) {
    app.get(
      path,
      {
        config: { rateLimit: LINK_LIMIT },
        schema: { tags, summary, params: tokenParamsSchema, response: fileResponse },
      },
      async (request, reply) =>
        sendStoredFile(reply, await pdfOf(await readableOffer(request.params.token)), {
          disposition,
        }),
    );
  }

  offerPdfRoute('/api/offer/:token/letter.pdf', 'The offer letter as sent', async (offer) => ({
    media_type: 'application/pdf',
    original_name: `offer-letter-${offerReference(offer.id)}.pdf`,
    content: await offerLetterPdf(db, offer),
  }));

  offerPdfRoute(
    '/api/offer/:token/signed.pdf',
    'The signed acceptance: the letter plus the acceptance page',
    (offer) => signedAcceptance(db, offer),
    'attachment',
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

  /** The offer page, rendered for each visit (never cached: it is one person's offer). */
  async function offerPage(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    extra: {
      values?: Record<string, string>;
      errors?: Record<string, string>;
      problem?: string;
      notice?: string;
      preboardingForm?: PreboardingFormOutcome;
      status?: number;
    } = {},
  ) {
    let offer = null;
    let preboarding = null;
    try {
      const found = await offerByToken(db, token);
      await noteCandidateVisit(db, found);
      offer = candidateView(found);
      // Once accepted, the link is the candidate's pre-boarding page.
      if (found.status === 'accepted') preboarding = await candidatePreboarding(db, found);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
    }
    const { status, ...rest } = extra;
    return app.sendPublicPage(request, reply, {
      path: paths.offer,
      cacheKey: 'offer',
      version: 'static',
      data: {
        offerPage: {
          offer,
          action: offerPath(token),
          documents: `/api${offerPath(token)}`,
          preboarding,
          ...rest,
        },
      },
      status: offer ? status : 404,
      noStore: true,
    });
  }

  app.get(
    `${paths.offer}/:token`,
    {
      compress: false,
      config: { rateLimit: LINK_LIMIT },
      schema: { hide: true, params: tokenParamsSchema },
    },
    async (request, reply) => offerPage(request, reply, request.params.token),
  );

  // Without JavaScript each form posts to the page and gets it back with the outcome or the
  // messages, what was typed kept. Nothing typed goes into a URL.
  acceptFormPosts(app, FORM_BODY_LIMIT);
  app.post(
    `${paths.offer}/:token`,
    {
      compress: false,
      bodyLimit: FORM_BODY_LIMIT,
      config: { rateLimit: { ...LINK_LIMIT, max: 20 } },
      schema: { hide: true, params: tokenParamsSchema },
    },
    async (request, reply) => {
      const { token } = request.params;
      const fields = formParams(request.body);
      const values = { fullName: fields.get('fullName') ?? '', reason: fields.get('reason') ?? '' };
      try {
        if (fields.get('answer') === 'decline') {
          await declineOffer(
            deps,
            token,
            await validateWith(offerDeclineSchema, { reason: values.reason }),
          );
          return offerPage(request, reply, token, {
            notice: 'You have declined the offer. Thank you for letting us know.',
          });
        }
        const input = await validateWith(offerAcceptSchema, {
          fullName: values.fullName,
          accept: fields.get('accept') ?? false,
        });
        await acceptOffer(deps, token, input, request.ip);
        return offerPage(request, reply, token, {
          notice: 'Thank you: you have accepted the offer.',
        });
      } catch (error) {
        if (!(error instanceof HttpError) || (error.statusCode !== 400 && error.statusCode !== 409))
          throw error;
        const errors = error.errors ?? {};
        return offerPage(request, reply, token, {
          values,
          errors,
          problem: Object.keys(errors).length ? undefined : error.message,
          status: error.statusCode,
        });
      }
    },
  );

  registerPreboardingCandidateRoutes(app, deps, offerPage);
};
