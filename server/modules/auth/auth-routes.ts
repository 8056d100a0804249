import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { staffProfileSchema } from '../../../src/shared/contract';
import {
  dataEnvelopeSchema,
  messageEnvelopeSchema,
  standardErrorResponses,
} from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import {
  DEFAULT_LOGIN_TUNING,
  INVALID_CREDENTIALS,
  createLoginService,
  type LoginTuning,
} from './login-service';
import { signedInStaff } from './require-staff';
import { EVERY_ROLE } from './route-roles';
import { endSession } from './staff-sessions';

const tags = ['Staff sign-in'];

const loginBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['emailId', 'password'],
  properties: {
    emailId: { type: 'string', minLength: 1, maxLength: 254 },
    password: { type: 'string', minLength: 1, maxLength: 512 },
  },
} as const;

const signedInSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    success: { type: 'boolean' },
    token: { type: 'string' },
    message: { type: 'string' },
  },
  required: ['success', 'token'],
} as const;

/** Public: password sign-in, answering a bearer token. */
export const loginRoutes: FastifyPluginAsyncJsonSchemaToTs<{
  Options: { tuning?: Partial<LoginTuning> };
}> = async (app, options) => {
  const loginService = createLoginService({
    db: app.database.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    tuning: { ...DEFAULT_LOGIN_TUNING, ...options.tuning },
  });

  app.post(
    '/api/auth/login',
    {
      // Bodies over 1 KiB are refused before any hashing happens.
      bodyLimit: 1024,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password; answers a bearer token',
        body: loginBodySchema,
        response: { 200: signedInSchema, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const { emailId, password } = request.body;
      try {
        const outcome = await loginService.login(
          emailId,
          password,
          request.ip,
          request.headers['user-agent'] ?? null,
        );
        if (!outcome.ok) {
          request.log.warn(
            { event: 'auth.login.failure', reason: outcome.reason, staffId: outcome.staffId },
            'sign-in failed',
          );
          return reply.status(401).send({ success: false, message: INVALID_CREDENTIALS });
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
};

/** Staff: the current session. */
export const sessionRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.post(
    '/api/auth/logout',
    {
      config: { roles: EVERY_ROLE },
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
      config: { roles: EVERY_ROLE },
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
};
