import type { FastifyInstance } from 'fastify';
import {
  dataEnvelopeSchema,
  messageEnvelopeSchema,
  standardErrorResponses,
} from '../../lib/envelope';
import { HttpError, unauthorized } from '../../lib/http-error';
import { INVALID_CREDENTIALS, createLoginService, type LoginTuning } from './login-service';
import type { StaffRepository } from './staff-repository';

const loginBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['emailId', 'password'],
  properties: {
    emailId: { type: 'string', minLength: 1, maxLength: 254 },
    password: { type: 'string', minLength: 1, maxLength: 512 },
  },
} as const;

export async function authRoutes(
  app: FastifyInstance,
  options: { staff: StaffRepository; tuning: LoginTuning },
) {
  const loginService = createLoginService({
    db: app.database.db,
    repo: options.staff,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    tuning: options.tuning,
  });

  app.post<{ Body: { emailId: string; password: string } }>(
    '/api/auth/login',
    {
      // Bodies over 1 KiB are refused before any hashing happens.
      bodyLimit: 1024,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['Staff sign-in'],
        summary: 'Sign in with e-mail and password; answers a bearer token',
        body: loginBodySchema,
        response: {
          200: {
            type: 'object',
            properties: {
              success: { type: 'boolean' },
              token: { type: 'string' },
              message: { type: 'string' },
            },
            required: ['success', 'token'],
          },
          ...standardErrorResponses,
        },
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

  app.post(
    '/api/auth/logout',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['Staff sign-in'],
        summary: 'End the current session',
        security: [{ bearerAuth: [] }],
        response: { 200: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      if (!request.staff) throw unauthorized();
      await options.staff.revokeSession(request.staff.sessionId);
      request.log.info({ event: 'auth.logout', staffId: request.staff.id }, 'signed out');
      return { success: true, message: 'Signed out' };
    },
  );

  app.get(
    '/api/auth/me',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['Staff sign-in'],
        summary: 'The signed-in staff member',
        security: [{ bearerAuth: [] }],
        response: {
          200: dataEnvelopeSchema({
            type: 'object',
            properties: {
              id: { type: 'integer' },
              email: { type: 'string' },
              name: { type: 'string' },
            },
          }),
          ...standardErrorResponses,
        },
      },
    },
    async (request) => {
      const staff = request.staff!;
      return { success: true, data: { id: staff.id, email: staff.email, name: staff.name } };
    },
  );
}
