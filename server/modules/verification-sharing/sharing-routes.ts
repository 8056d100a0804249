import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import type { FastifyRequest } from 'fastify';
import { verificationDisclosureSchema, verificationOverviewSchema } from '@vistaar/shared/contract';
import { paths } from '@vistaar/shared/config/routes';
import {
  errorReportSchema,
  shareRequestSchema,
} from '@vistaar/shared/validation/verification-share-schema';
import { verificationMessages } from '@vistaar/shared/validation/verification-schema';
import {
  nominationInputSchema,
  privacyRequestMessages,
} from '@vistaar/shared/validation/privacy-request-schema';
import {
  dataEnvelopeSchema,
  errorEnvelopeSchema,
  messageEnvelopeSchema,
  standardErrorResponses,
} from '../../lib/envelope';
import type { AuditActor } from '../../lib/audit';
import { HttpError, badRequest, forbidden } from '../../lib/http-error';
import { findEmployeeById } from '../employees';
import { OTP_TTL_SECONDS, RESEND_AFTER_SECONDS, sessionOf, startSession } from '../verification';
import { toDisclosure } from './disclosure';
import { nameEmployeeNominee, removeEmployeeNominee } from './employee-nominee';
import { sharingDeps, sharingMessages, type Client } from './share-common';
import { createShare, reportError, revokeShare, sharingOverview } from './share-service';
import {
  checkVerifierCode,
  openShare,
  recordView,
  sendVerifierCode,
} from './verifier-access-service';
import { boundedInteger, tokenParamsSchema as tokenParams } from '../../lib/common-schemas';

type VerifiedEmployee = NonNullable<Awaited<ReturnType<typeof findEmployeeById>>>;

const clientOf = (request: FastifyRequest): Client => {
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip || null,
    userAgent: typeof agent === 'string' ? agent.slice(0, 512) : null,
  };
};

/** The employee acts under no staff account: their changes are audited with the request. */
const employeeActor = (request: FastifyRequest): AuditActor => ({
  staffId: null,
  requestId: request.id,
  ip: request.ip,
});

/** Per client address, like the employee's own code calls. */
const CODE_LIMIT = { max: 20, timeWindow: '1 hour', groupId: 'verifier-codes' };
const SHARE_LIMIT = { max: 20, timeWindow: '1 hour', groupId: 'verification-shares' };

const shareIdParams = {
  type: 'object',
  additionalProperties: false,
  properties: { shareId: boundedInteger(1, 2_147_483_647) },
  required: ['shareId'],
} as const;

const OTP_DIGITS = /^\d{6}$/;

/**
 * Employment verification the employee controls. The employee's calls need the session
 * their own one-time code opened (`POST /api/career/verify-otp`); the verifier's calls need
 * the link's token, and to read the share, the session the verifier's code opened.
 * Answers carrying personal data are never stored by a browser or a cache.
 */
export const sharingRoutes: AppPluginAsync = async (app) => {
  const deps = sharingDeps(app);
  const { db } = deps;
  const secure = app.config.publicUrl.startsWith('https://');
  const employeeTags = ['Employment verification sharing'];
  const verifierTags = ['Employment verification for verifiers'];

  const verifiedEmployees = new WeakMap<FastifyRequest, VerifiedEmployee>();
  async function verifiedEmployee(request: FastifyRequest) {
    const known = verifiedEmployees.get(request);
    if (known) return known;
    const session = await sessionOf(db, request, 'employee');
    const employee = session && (await findEmployeeById(db, session.employee_id));
    if (!employee) throw forbidden(sharingMessages.verifyFirst);
    verifiedEmployees.set(request, employee);
    return employee;
  }
  // A caller who has not verified learns that before anything about the body they sent.
  const verifiedFirst = async (request: FastifyRequest) => {
    await verifiedEmployee(request);
  };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  // The verifier's page: what it says depends on the share, so it is rendered for each visit
  // and kept in no cache; the token never appears in it (the page reads it from the address).
  app.get(
    `${paths.verify}/:token`,
    { compress: false, schema: { hide: true, params: tokenParams } },
    async (request, reply) => {
      let state: 'open' | 'revoked' | 'expired' | 'suspended' | 'unknown' = 'open';
      let status = 200;
      try {
        await openShare(db, request.params.token);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        status = error.statusCode;
        state =
          error.statusCode === 403
            ? 'suspended'
            : error.message === sharingMessages.revoked
              ? 'revoked'
              : error.message === sharingMessages.expired
                ? 'expired'
                : 'unknown';
      }
      reply.header('X-Robots-Tag', 'noindex, nofollow').header('Referrer-Policy', 'no-referrer');
      return app.sendPublicPage(request, reply, {
        path: paths.verify,
        cacheKey: 'verify',
        version: 'static',
        data: { verifyLink: { state } },
        status,
        noStore: true,
      });
    },
  );

  app.post(
    '/api/verifications/shares',
    {
      bodyLimit: 8 * 1024,
      config: { rateLimit: SHARE_LIMIT },
      preValidation: verifiedFirst,
      schema: {
        tags: employeeTags,
        summary: 'Share chosen fields of the verified employee with a named verifier (consent)',
        body: shareRequestSchema,
        response: {
          201: dataEnvelopeSchema({
            type: 'object',
            additionalProperties: false,
            properties: { verificationId: { type: 'string' }, expiresAt: { type: 'string' } },
            required: ['verificationId', 'expiresAt'],
          }),
          ...standardErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const employee = await verifiedEmployee(request);
      const input = request.body;
      const data = await createShare(deps, employee, input, clientOf(request));
      return reply.status(201).send({
        success: true,
        message: `Shared with ${input.organisation}. We e-mailed the link to ${input.email}.`,
        data,
      });
    },
  );

  app.get(
    '/api/verifications/mine',
    {
      schema: {
        tags: employeeTags,
        summary: "The verified employee's shares, every view of them and their error reports",
        response: {
          200: dataEnvelopeSchema(verificationOverviewSchema),
          ...standardErrorResponses,
        },
      },
    },
    async (request) => {
      const employee = await verifiedEmployee(request);
      return { success: true, data: await sharingOverview(db, employee.id) };
    },
  );

  app.put(
    '/api/verifications/nominee',
    {
      bodyLimit: 4096,
      config: { rateLimit: SHARE_LIMIT },
      preValidation: verifiedFirst,
      schema: {
        tags: employeeTags,
        summary: "Name a nominee who may exercise the employee's rights on death or incapacity",
        body: nominationInputSchema,
        response: { 200: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      const employee = await verifiedEmployee(request);
      await nameEmployeeNominee(db, employee, request.body, employeeActor(request));
      return { success: true, message: privacyRequestMessages.nomineeSaved };
    },
  );

  app.delete(
    '/api/verifications/nominee',
    {
      config: { rateLimit: SHARE_LIMIT },
      schema: {
        tags: employeeTags,
        summary: 'Remove the nominee',
        response: { 200: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      const employee = await verifiedEmployee(request);
      await removeEmployeeNominee(db, employee, employeeActor(request));
      return { success: true, message: privacyRequestMessages.nomineeRemoved };
    },
  );

  app.post(
    '/api/verifications/shares/:shareId/revoke',
    {
      schema: {
        tags: employeeTags,
        summary: 'Revoke a share at once',
        params: shareIdParams,
        response: { 200: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      const employee = await verifiedEmployee(request);
      await revokeShare(db, employee.id, request.params.shareId, clientOf(request));
      return { success: true, message: 'The link is revoked. It no longer opens.' };
    },
  );

  app.post(
    '/api/verifications/error-reports',
    {
      bodyLimit: 8 * 1024,
      config: { rateLimit: SHARE_LIMIT },
      preValidation: verifiedFirst,
      schema: {
        tags: employeeTags,
        summary: 'Tell HR what is wrong in the employee record',
        body: errorReportSchema,
        response: { 201: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const employee = await verifiedEmployee(request);
      const input = request.body;
      await reportError(db, employee.id, input.description, clientOf(request));
      return reply.status(201).send({
        success: true,
        message: 'Thank you. HR will look into it and e-mail you when it is resolved.',
      });
    },
  );

  app.post(
    '/api/verify/:token/code',
    {
      bodyLimit: 1024,
      config: { rateLimit: CODE_LIMIT },
      schema: {
        tags: verifierTags,
        summary: 'Send a one-time code to the verifier e-mail the employee named',
        params: tokenParams,
        response: {
          200: dataEnvelopeSchema({
            type: 'object',
            additionalProperties: false,
            properties: {
              destination: { type: 'string' },
              expiresInSeconds: { type: 'integer' },
              resendAfterSeconds: { type: 'integer' },
            },
            required: ['destination', 'expiresInSeconds', 'resendAfterSeconds'],
          }),
          ...standardErrorResponses,
          410: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { destination } = await sendVerifierCode(deps, request.params.token, request.ip);
      return {
        success: true,
        message: `Code sent to ${destination}`,
        data: {
          destination,
          expiresInSeconds: OTP_TTL_SECONDS,
          resendAfterSeconds: RESEND_AFTER_SECONDS,
        },
      };
    },
  );

  app.post(
    '/api/verify/:token/session',
    {
      bodyLimit: 1024,
      config: { rateLimit: CODE_LIMIT },
      schema: {
        tags: verifierTags,
        summary: "Check the verifier's code; answers the disclosure",
        params: tokenParams,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { otp: { type: 'string', maxLength: 20 } },
        },
        response: {
          200: dataEnvelopeSchema(verificationDisclosureSchema),
          ...standardErrorResponses,
          410: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const otp = (request.body?.otp ?? '').trim();
      if (!OTP_DIGITS.test(otp)) {
        throw badRequest(verificationMessages.otpInvalid, { otp: verificationMessages.otpInvalid });
      }
      const { share, employee } = await checkVerifierCode(deps, request.params.token, otp);
      await startSession(db, reply, {
        kind: 'verifier',
        employeeId: share.employee_id,
        shareId: share.id,
        secure,
      });
      await recordView(deps, share, employee, request.ip);
      return reply.send({ success: true, data: toDisclosure(share) });
    },
  );

  app.get(
    '/api/verify/:token',
    {
      schema: {
        tags: verifierTags,
        summary: 'Read the disclosure again within the verifier session',
        params: tokenParams,
        response: {
          200: dataEnvelopeSchema(verificationDisclosureSchema),
          ...standardErrorResponses,
          410: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { share, employee } = await openShare(db, request.params.token);
      const session = await sessionOf(db, request, 'verifier');
      if (!session || session.share_id !== share.id) throw forbidden(sharingMessages.codeFirst);
      await recordView(deps, share, employee, request.ip);
      return { success: true, data: toDisclosure(share) };
    },
  );
};
