import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RESUME_MAX_BYTES } from '@vistaar/shared/config/constants';
import { company } from '@vistaar/shared/config/company';
import { paths } from '@vistaar/shared/config/routes';
import { verificationCheckSchema, type VerificationCheck } from '@vistaar/shared/contract';
import { tokenParamsSchema as tokenParams } from '../../lib/common-schemas';
import {
  dataEnvelopeSchema,
  errorEnvelopeSchema,
  standardErrorResponses,
} from '../../lib/envelope';
import { HttpError, badRequest, forbidden, found } from '../../lib/http-error';
import { PART_HIGH_WATER_MARK } from '../../lib/multipart-buffering';
import { callerMultipartError } from '../../lib/multipart-errors';
import { detectResumeType, sendStoredFile } from '../files';
import { checkId, checkPdf, jwsFor, pdfFor } from './letter-service';
import { sharingDeps, sharingMessages } from './share-common';
import { openShare, recordDownload } from './verifier-access-service';
import { publishedKeys } from './signing-keys';
import { sessionOf } from '../verification';

const checkMessages = {
  unknownId: 'No verification has this ID. Check it against the letter and try again.',
  notALetter: `This file is not a letter issued by ${company.name}: no verification of ours was found in it.`,
  pdfOnly: 'Please upload the letter as the PDF you received.',
  tooLarge: 'The file is too large to be one of our letters.',
  idOrFile: 'Enter a verification ID.',
} as const;

const LETTER_FIELD = 'letter';
const CHECK_LIMIT = { max: 30, timeWindow: '10 minutes', groupId: 'verification-check' };

const fileResponse = { ...standardErrorResponses, 410: errorEnvelopeSchema } as const;

/** The letter's file, size-limited while streaming and typed by its bytes. */
async function uploadedLetter(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(checkMessages.pdfOnly);
  if (Number(request.headers['content-length'] ?? 0) > RESUME_MAX_BYTES + 64 * 1024) {
    throw new HttpError(413, checkMessages.tooLarge);
  }
  try {
    const file = await request.file({
      fileHwm: PART_HIGH_WATER_MARK,
      limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
    });
    if (!file || file.fieldname !== LETTER_FIELD) throw badRequest(checkMessages.pdfOnly);
    const content = await file.toBuffer();
    if (file.file.truncated) throw new HttpError(413, checkMessages.tooLarge);
    if ((await detectResumeType(content)) !== 'pdf') {
      throw new HttpError(415, checkMessages.pdfOnly);
    }
    return content;
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw new HttpError(413, checkMessages.tooLarge);
    throw callerMultipartError(error);
  }
}

export interface LetterRoutesOptions {
  /**
   * Other signed documents the check page recognises (a signed offer acceptance): given an
   * uploaded PDF that is no verification letter, their standing, or undefined when the file
   * is none of them either. Passed in from above, as their modules sit above this one.
   */
  checkOtherDocument?: (bytes: Buffer) => Promise<VerificationCheck | undefined>;
}

/**
 * The signed letter (PDF and JWS) for a verifier with a session on the share, the public
 * check of a verification ID or an uploaded letter, and the published signing keys.
 */
export const letterRoutes: AppPluginAsync<LetterRoutesOptions> = async (app, options) => {
  const deps = sharingDeps(app);
  const { db } = deps;
  const tags = ['Employment verification for verifiers'];

  async function verifierShare(request: FastifyRequest, token: string) {
    const { share } = await openShare(db, token);
    const session = await sessionOf(db, request, 'verifier');
    if (!session || session.share_id !== share.id) throw forbidden(sharingMessages.codeFirst);
    return share;
  }

  /** The letter as a PDF or its signed disclosure as JWS, each download on the share's ledger. */
  async function sendLetter(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    format: 'pdf' | 'jws',
  ) {
    const share = await verifierShare(request, token);
    const content =
      format === 'pdf' ? await pdfFor(deps, share) : Buffer.from(await jwsFor(deps, share));
    await recordDownload(db, share, request.ip, format);
    return sendStoredFile(
      reply,
      {
        media_type: format === 'pdf' ? 'application/pdf' : 'application/jose',
        original_name: `employment-verification-${share.verification_id}.${format}`,
        content,
      },
      { disposition: 'attachment' },
    );
  }

  app.get(
    '/api/verify/:token/letter.pdf',
    {
      schema: {
        tags,
        summary: 'Download the signed letter as a PDF',
        params: tokenParams,
        response: fileResponse,
      },
    },
    async (request, reply) => sendLetter(request, reply, request.params.token, 'pdf'),
  );

  app.get(
    '/api/verify/:token/letter.jws',
    {
      schema: {
        tags,
        summary: 'Download the signed disclosure (compact JWS, EdDSA)',
        params: tokenParams,
        response: fileResponse,
      },
    },
    async (request, reply) => sendLetter(request, reply, request.params.token, 'jws'),
  );

  app.get(
    '/api/verify/check',
    {
      config: { rateLimit: CHECK_LIMIT },
      schema: {
        tags,
        summary: 'Whether a verification ID is ours, and whether it is active, expired or revoked',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { id: { type: 'string', maxLength: 40 } },
        },
        response: { 200: dataEnvelopeSchema(verificationCheckSchema), ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const id = (request.query.id ?? '').trim().toUpperCase();
      if (!id) throw badRequest(checkMessages.idOrFile, { id: checkMessages.idOrFile });
      const check = found(await checkId(db, id), checkMessages.unknownId);
      return reply.header('Cache-Control', 'no-store').send({ success: true, data: check });
    },
  );

  /** The uploaded letter's verdict: its standing, or why it is none of ours. */
  async function checkLetter(request: FastifyRequest): Promise<VerificationCheck> {
    const bytes = await uploadedLetter(request);
    const check = (await checkPdf(deps, bytes)) ?? (await options.checkOtherDocument?.(bytes));
    if (!check) throw badRequest(checkMessages.notALetter);
    return check;
  }

  app.post(
    '/api/verify/check',
    {
      config: { rateLimit: CHECK_LIMIT },
      schema: {
        tags,
        summary: 'Whether an uploaded letter PDF is genuine, and its standing',
        consumes: ['multipart/form-data'],
        response: { 200: dataEnvelopeSchema(verificationCheckSchema), ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const check = await checkLetter(request);
      return reply.header('Cache-Control', 'no-store').send({ success: true, data: check });
    },
  );

  // Without JavaScript the letter is posted to the check page itself, which answers with the
  // verdict (or why the file could not be checked); never cached.
  app.post(
    paths.verifyCheck,
    { compress: false, config: { rateLimit: CHECK_LIMIT }, schema: { hide: true } },
    async (request, reply) => {
      const page = (status: number, letterCheck: { check?: VerificationCheck; error?: string }) =>
        app.sendPublicPage(request, reply, {
          path: paths.verifyCheck,
          cacheKey: 'verify-check:post',
          version: 'static',
          data: { letterCheck },
          status,
          noStore: true,
        });
      try {
        return await page(200, { check: await checkLetter(request) });
      } catch (error) {
        if (!(error instanceof HttpError) || ![400, 413, 415].includes(error.statusCode)) {
          throw error;
        }
        return page(error.statusCode, { error: error.message });
      }
    },
  );

  app.get(
    '/.well-known/jwks.json',
    {
      schema: {
        tags,
        summary: "The company's public keys for signed verifications (JWKS)",
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            properties: {
              keys: {
                type: 'array',
                items: {
                  type: 'object',
                  additionalProperties: false,
                  properties: {
                    kty: { type: 'string' },
                    crv: { type: 'string' },
                    x: { type: 'string' },
                    kid: { type: 'string' },
                    alg: { type: 'string' },
                    use: { type: 'string' },
                  },
                  required: ['kty', 'crv', 'x', 'kid', 'alg', 'use'],
                },
              },
            },
            required: ['keys'],
          },
        },
      },
    },
    async (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=300').send(await publishedKeys(db)),
  );
};
