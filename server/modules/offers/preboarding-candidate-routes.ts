import type { FastifyReply, FastifyRequest } from 'fastify';
import { preboardingSchema } from '@vistaar/shared/contract';
import { joiningDateAnswerSchema } from '@vistaar/shared/validation/preboarding-schema';
import { boundedInteger, signedLinkQuerySchema, tokenParamsSchema } from '../../lib/common-schemas';
import { dataEnvelopeSchema, standardErrorResponses } from '../../lib/envelope';
import { HttpError, forbidden, notFound } from '../../lib/http-error';
import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { formParams } from '../../lib/form-post';
import { validateWith } from '../../lib/yup-errors';
import { recordRead } from '../auth';
import { findStoredFile, sendStoredFile, verifyReaderLink } from '../files';
import type { OfferDeps } from './offer-common';
import {
  answerJoiningDate,
  candidatePreboarding,
  preboardingOfferByToken,
  uploadDocument,
} from './preboarding-service';
import { findDocument } from './preboarding-repository';
import { readPreboardingUpload } from './preboarding-upload';
import { preboardingFilePath } from './preboarding-views';

const tags = ['Offers for candidates'];
const LINK_LIMIT = { max: 60, timeWindow: '10 minutes', groupId: 'offer-link' };
const POST_LIMIT = { ...LINK_LIMIT, max: 30 };
const answer = dataEnvelopeSchema(preboardingSchema);
const id = boundedInteger(1, 2_147_483_647);
const documentParams = {
  type: 'object',
  additionalProperties: false,
  required: ['token', 'documentId'],
  properties: { ...tokenParamsSchema.properties, documentId: id },
} as const;
const FILE_LINK_INVALID = 'This document link is not valid.';
const FILE_LINK_EXPIRED = 'This document link has expired. Open the pre-boarding section again.';

const preboardingNotices = {
  uploaded: 'Thank you: your document is uploaded. HR will review it.',
  confirmed: 'Thank you: you have confirmed your joining date.',
  changeAsked: 'Your request is sent. HR will answer it by e-mail.',
} as const;

/** What the offer page shows about a pre-boarding form after a post without JavaScript. */
export interface PreboardingFormOutcome {
  /** Which form: `document-<id>` or `joining`. */
  target: string;
  values?: Record<string, string>;
  errors?: Record<string, string>;
  problem?: string;
}

type OfferPageRenderer = (
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  extra: { notice?: string; preboardingForm?: PreboardingFormOutcome; status?: number },
) => Promise<FastifyReply>;

/** A caller's mistake in a page post: the page comes back with it, anything else is thrown. */
function callerMistake(error: unknown) {
  if (error instanceof HttpError && [400, 404, 409, 410, 413, 415].includes(error.statusCode)) {
    return error;
  }
  throw error;
}

/**
 * The candidate's pre-boarding, through the offer link: the JSON calls, and the page's own
 * posts (a multipart upload and the joining date form) that work without JavaScript.
 * Registered by the offer link's plugin, whose page renderer it shares.
 */
export function registerPreboardingCandidateRoutes(
  app: Parameters<AppPluginAsync>[0],
  deps: OfferDeps,
  offerPage: OfferPageRenderer,
) {
  const { db } = deps;

  app.get(
    '/api/offer/:token/preboarding',
    {
      config: { rateLimit: LINK_LIMIT },
      schema: {
        tags,
        summary: 'The documents asked for after acceptance, and the joining date answers',
        params: tokenParamsSchema,
        response: { 200: answer, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const offer = await preboardingOfferByToken(db, request.params.token);
      return reply
        .header('Cache-Control', 'no-store')
        .send({ success: true, data: await candidatePreboarding(db, offer) });
    },
  );

  app.post(
    '/api/offer/:token/documents/:documentId',
    {
      config: { rateLimit: POST_LIMIT },
      schema: {
        tags,
        summary:
          'Upload a document (multipart: file, a PDF, JPEG or PNG under 5 MB; panNumber for a PAN; aadhaarLastFour and masked for an Aadhaar)',
        params: documentParams,
        response: { 200: answer, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const offer = await preboardingOfferByToken(db, request.params.token);
      const upload = await readPreboardingUpload(request);
      await uploadDocument(deps, offer, request.params.documentId, upload, request.ip);
      return reply.header('Cache-Control', 'no-store').send({
        success: true,
        message: preboardingNotices.uploaded,
        data: await candidatePreboarding(db, offer),
      });
    },
  );

  app.post(
    '/api/offer/:token/joining-date',
    {
      config: { rateLimit: POST_LIMIT },
      schema: {
        tags,
        summary: 'Confirm the joining date, or ask for another date, saying why',
        params: tokenParamsSchema,
        body: joiningDateAnswerSchema,
        response: { 200: answer, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const offer = await preboardingOfferByToken(db, request.params.token);
      await answerJoiningDate(deps, offer, request.body, request.ip);
      return reply.header('Cache-Control', 'no-store').send({
        success: true,
        message:
          request.body.action === 'change'
            ? preboardingNotices.changeAsked
            : preboardingNotices.confirmed,
        data: await candidatePreboarding(db, offer),
      });
    },
  );

  app.post(
    '/offer/:token/documents/:documentId',
    {
      compress: false,
      config: { rateLimit: POST_LIMIT },
      schema: { hide: true, params: documentParams },
    },
    async (request, reply) => {
      const { token, documentId } = request.params;
      const fields: Record<string, string> = {};
      try {
        const offer = await preboardingOfferByToken(db, token);
        const upload = await readPreboardingUpload(request);
        // A PAN is shown back; the Aadhaar field never is, in case it holds a full number.
        if (upload.fields.panNumber) fields.panNumber = upload.fields.panNumber;
        await uploadDocument(deps, offer, documentId, upload, request.ip);
        return offerPage(request, reply, token, { notice: preboardingNotices.uploaded });
      } catch (error) {
        const mistake = callerMistake(error);
        return offerPage(request, reply, token, {
          preboardingForm: {
            target: `document-${documentId}`,
            values: fields,
            errors: mistake.errors,
            problem: mistake.errors ? undefined : mistake.message,
          },
          status: mistake.statusCode,
        });
      }
    },
  );

  app.post(
    '/offer/:token/joining-date',
    {
      compress: false,
      bodyLimit: 8 * 1024,
      config: { rateLimit: POST_LIMIT },
      schema: { hide: true, params: tokenParamsSchema },
    },
    async (request, reply) => {
      const { token } = request.params;
      const params = formParams(request.body);
      const values = {
        action: params.get('action') ?? '',
        date: params.get('date') ?? '',
        reason: params.get('reason') ?? '',
      };
      try {
        const offer = await preboardingOfferByToken(db, token);
        const input = await validateWith(joiningDateAnswerSchema, values);
        await answerJoiningDate(deps, offer, input, request.ip);
        return offerPage(request, reply, token, {
          notice:
            input.action === 'change'
              ? preboardingNotices.changeAsked
              : preboardingNotices.confirmed,
        });
      } catch (error) {
        const mistake = callerMistake(error);
        return offerPage(request, reply, token, {
          preboardingForm: {
            target: 'joining',
            values,
            errors: mistake.errors,
            problem: mistake.errors ? undefined : mistake.message,
          },
          status: mistake.statusCode,
        });
      }
    },
  );

  app.get(
    '/api/offer-documents/:documentId/file',
    {
      schema: {
        tags: ['Pre-boarding'],
        summary: 'A pre-boarding document, through a signed short-lived link (no token)',
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['documentId'],
          properties: { documentId: id },
        } as const,
        querystring: signedLinkQuerySchema,
        response: { ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const { documentId } = request.params;
      const check = verifyReaderLink(
        app.linkSigner,
        preboardingFilePath(documentId),
        request.query,
      );
      if (check !== 'ok') {
        request.log.info(
          { event: 'preboarding.link_refused', reason: check },
          'document link refused',
        );
        throw forbidden(check === 'expired' ? FILE_LINK_EXPIRED : FILE_LINK_INVALID);
      }
      // A signed link may outlive its file (asked for again, or erased, since).
      const doc = await findDocument(db, documentId);
      const file = doc?.file_id ? await findStoredFile(db, doc.file_id) : undefined;
      if (!doc || !file) throw notFound('This document is no longer available.');
      const offer = await db
        .selectFrom('offers')
        .select('application_id')
        .where('id', '=', doc.offer_id)
        .executeTakeFirst();
      if (request.query.reader !== undefined) {
        await recordRead(
          db,
          { staffId: request.query.reader, requestId: request.id, ip: request.ip },
          'application',
          offer?.application_id ?? null,
          'application.preboarding-document-viewed',
          { offerId: doc.offer_id, documentId },
        );
      }
      return sendStoredFile(reply, file);
    },
  );
}
