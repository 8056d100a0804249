import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  challengeRequestSchema,
  enrolledSignInSchema,
  loginRequestSchema,
  secondStepRequestSchema,
  signedInSchema,
  staffProfileSchema,
  twoFactorEnrolmentSchema,
} from '@vistaar/shared/contract';
import { twoFactorCodeSchema } from '@vistaar/shared/validation';
import { validateWith } from '../../lib/yup-errors';
import {
  dataEnvelopeSchema,
  messageEnvelopeSchema,
  standardErrorResponses,
} from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import {
  DEFAULT_LOGIN_TUNING,
  INVALID_CREDENTIALS,
  confirmRequiredEnrolment,
  login,
  startRequiredEnrolment,
  verifySecondFactor,
  verifySessionSecondFactor,
  type AuthDeps,
  type LoginTuning,
  type SignInContext,
} from './login-service';
import { signedInStaff } from './require-staff';
import { EVERY_ROLE } from './route-roles';
import { endSession } from './staff-sessions';

const tags = ['Staff sign-in'];

function authDeps(app: FastifyInstance, tuning?: Partial<LoginTuning>): AuthDeps {
  return {
    db: app.database.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    appSecret: app.appSecret,
    tuning: { ...DEFAULT_LOGIN_TUNING, ...tuning },
  };
}

function signInContext(request: FastifyRequest): SignInContext {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    requestId: request.id,
  };
}

/** Public: password sign-in, answering a bearer token. */
export const loginRoutes: AppPluginAsync<{ tuning?: Partial<LoginTuning> }> = async (
  app,
  options,
) => {
  const deps = authDeps(app, options.tuning);

  app.post(
    '/api/auth/login',
    {
      // Bodies over 1 KiB are refused before any hashing happens.
      bodyLimit: 1024,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password; answers a bearer token',
        body: loginRequestSchema,
        response: { 200: signedInSchema, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const { emailId, password } = request.body;
      try {
        const outcome = await login(deps, emailId, password, signInContext(request));
        if (!outcome.ok) {
          request.log.warn(
            { event: 'auth.login.failure', reason: outcome.reason, staffId: outcome.staffId },
            'sign-in failed',
          );
          return reply.status(401).send({ success: false, message: INVALID_CREDENTIALS });
        }
        if ('challenge' in outcome) {
          request.log.info(
            { event: 'auth.login.second-factor', staffId: outcome.staffId },
            'password accepted, second factor next',
          );
          return {
            success: true,
            challenge: outcome.challenge,
            twoFactor: outcome.twoFactor,
            message: 'Enter the code from your authenticator app',
          };
        }
        request.log.info({ event: 'auth.login.success', staffId: outcome.staffId }, 'signed in');
        return { success: true, token: outcome.token, message: 'Signed in' };
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 429) {
          request.log.warn({ event: 'auth.login.locked' }, 'sign-in refused: account locked');
        }
        throw error;
      }
    },
  );

  const secondStep = {
    bodyLimit: 1024,
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
  } as const;

  app.post(
    '/api/auth/two-factor',
    {
      ...secondStep,
      schema: {
        tags,
        summary: 'Second sign-in step: a code from the authenticator app or a recovery code',
        body: secondStepRequestSchema,
        response: { 200: signedInSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      await validateWith(twoFactorCodeSchema, { code: request.body.code });
      const { token, staffId } = await verifySecondFactor(
        deps,
        request.body.challenge,
        request.body.code,
        signInContext(request),
      );
      request.log.info({ event: 'auth.login.success', staffId }, 'signed in');
      return { success: true, token, message: 'Signed in' };
    },
  );

  app.post(
    '/api/auth/two-factor/enrolment',
    {
      ...secondStep,
      schema: {
        tags,
        summary: 'Two-factor is required and not set up yet: a new secret and its QR code',
        body: challengeRequestSchema,
        response: { 200: dataEnvelopeSchema(twoFactorEnrolmentSchema), ...standardErrorResponses },
      },
    },
    async (request) => ({
      success: true,
      data: await startRequiredEnrolment(deps, request.body.challenge),
    }),
  );

  app.post(
    '/api/auth/two-factor/enrolment/confirm',
    {
      ...secondStep,
      schema: {
        tags,
        summary:
          'Confirms the enrolment with a first code and signs in; answers the recovery codes once',
        body: secondStepRequestSchema,
        response: {
          200: dataEnvelopeSchema(enrolledSignInSchema),
          ...standardErrorResponses,
        },
      },
    },
    async (request) => {
      await validateWith(twoFactorCodeSchema, { code: request.body.code });
      const { token, staffId, recoveryCodes } = await confirmRequiredEnrolment(
        deps,
        request.body.challenge,
        request.body.code,
        signInContext(request),
      );
      request.log.info({ event: 'auth.two-factor.enabled', staffId }, 'two-factor enabled');
      return { success: true, data: { token, recoveryCodes } };
    },
  );
};

/** Staff: the current session. Open to a session that still owes its second factor. */
export const sessionRoutes: AppPluginAsync<{ tuning?: Partial<LoginTuning> }> = async (
  app,
  options,
) => {
  const config = { roles: EVERY_ROLE, beforeSecondFactor: true };
  const deps = authDeps(app, options.tuning);

  app.post(
    '/api/auth/logout',
    {
      config,
      schema: {
        tags,
        summary: 'End the current session',
        response: { 200: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      const staff = signedInStaff(request);
      await endSession(app.database.db, staff.sessionId);
      request.log.info({ event: 'auth.logout', staffId: staff.id }, 'signed out');
      return { success: true, message: 'Signed out' };
    },
  );

  app.get(
    '/api/auth/me',
    {
      config,
      schema: {
        tags,
        summary: 'The signed-in staff member',
        response: { 200: dataEnvelopeSchema(staffProfileSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const { id, email, name, role } = signedInStaff(request);
      return { success: true, data: { id, email, name, role } };
    },
  );

  app.post(
    '/api/auth/session/two-factor',
    {
      bodyLimit: 1024,
      config: { ...config, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Give the second factor in this session (a session opened with the password alone, when the two-factor rule now covers its member)',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['code'],
          properties: { code: { type: 'string', maxLength: 20 } },
        },
        response: { 200: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      const { code } = await validateWith(twoFactorCodeSchema, request.body);
      const staff = signedInStaff(request);
      await verifySessionSecondFactor(deps, staff, code, signInContext(request));
      request.log.info(
        { event: 'auth.second-factor-given', staffId: staff.id },
        'second factor given in session',
      );
      return { success: true, message: 'Code accepted' };
    },
  );
};
