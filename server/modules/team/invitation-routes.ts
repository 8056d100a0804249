import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { invitationPreviewSchema } from '@vistaar/shared/contract';
import { invitationAcceptSchema } from '@vistaar/shared/validation';
import {
  dataEnvelopeSchema,
  messageEnvelopeSchema,
  standardErrorResponses,
} from '../../lib/envelope';
import { validateWith } from '../../lib/yup-errors';
import { acceptInvitation, openInvitation } from './team-service';

const tags = ['Team'];
const token = { type: 'string', minLength: 20, maxLength: 200 } as const;
const limited = {
  bodyLimit: 2048,
  config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
} as const;

/** Public: the invited person's side; the link's token is the permission. */
export const invitationRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;

  app.post(
    '/api/auth/invitation',
    {
      ...limited,
      schema: {
        tags,
        summary: 'Whom an invitation link is for, while it is still valid',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['token'],
          properties: { token },
        },
        response: { 200: dataEnvelopeSchema(invitationPreviewSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const invitation = await openInvitation(db, request.body.token);
      return {
        success: true,
        data: { name: invitation.name, email: invitation.email, role: invitation.role },
      };
    },
  );

  app.post(
    '/api/auth/invitation/accept',
    {
      ...limited,
      schema: {
        tags,
        summary: 'Accept an invitation by choosing a password (the link works once)',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['token'],
          properties: {
            token,
            password: { type: 'string', maxLength: 512 },
            confirmPassword: { type: 'string', maxLength: 512 },
          },
        },
        response: { 200: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      const { password } = await validateWith(invitationAcceptSchema, request.body);
      await acceptInvitation(db, request.body.token, password, {
        ip: request.ip,
        requestId: request.id,
      });
      request.log.info({ event: 'staff.invitation.accepted' }, 'invitation accepted');
      return { success: true, message: 'Your account is ready. Sign in with your new password.' };
    },
  );
};
