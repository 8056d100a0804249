import type { FastifyReply, FastifyRequest } from 'fastify';
import { careerPaths } from '@vistaar/shared/config/routes';
import {
  jobAlertMessages,
  jobAlertSignupSchema,
} from '@vistaar/shared/validation/job-alert-schema';
import { messageEnvelopeSchema, standardErrorResponses } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import {
  acceptFormPosts,
  formParams,
  limitedFormPost,
  refuseCrossSiteForm,
} from '../../lib/form-post';
import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { validateWith } from '../../lib/yup-errors';
import {
  confirmSignup,
  signUp,
  unsubscribe,
  type Client,
  type SubscriptionDependencies,
} from './job-alert-subscriptions';
import { boundedInteger } from '../../lib/common-schemas';

type Outcome = 'requested' | 'refused' | 'confirmed' | 'unsubscribed' | 'expired';

const OUTCOME_STATUS: Record<Outcome, number> = {
  requested: 200,
  refused: 400,
  confirmed: 200,
  unsubscribed: 200,
  expired: 410,
};

/** Sign-ups per client address: the same limit for the API and the form without JavaScript. */
const PER_ADDRESS_LIMIT = { max: 5, timeWindow: '10 minutes', groupId: 'job-alerts-signup' };

const tokenQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { token: { type: 'string', maxLength: 100, default: '' } },
} as const;

const unsubscribeQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: boundedInteger(1, 2_147_483_647),
    token: { type: 'string', maxLength: 100, default: '' },
  },
} as const;

const clientOf = (request: FastifyRequest): Client => {
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip || null,
    userAgent: typeof agent === 'string' ? agent.slice(0, 512) : null,
  };
};

/** A form post without JavaScript: repeated checkboxes arrive as repeated fields. */
function formFields(body: unknown) {
  const params = formParams(body);
  return {
    email: params.get('email') ?? undefined,
    departments: params.getAll('departments'),
    noticeVersion: params.get('noticeVersion') ?? undefined,
    website: params.get('website') ?? undefined,
  };
}

/**
 * Job alerts: the sign-up (JSON for the form's island, an ordinary form post without
 * JavaScript), the confirmation link and the one-click unsubscribe (a link, and the
 * RFC 8058 POST that mail programs send from the List-Unsubscribe header).
 */
export const jobAlertRoutes: AppPluginAsync = async (app) => {
  const deps: SubscriptionDependencies = {
    db: app.database.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    appSecret: app.appSecret,
    log: app.log,
  };

  acceptFormPosts(app, 8 * 1024);

  const page = (
    request: FastifyRequest,
    reply: FastifyReply,
    outcome: Outcome,
    problem?: string,
    status = OUTCOME_STATUS[outcome],
  ) =>
    app.sendPublicPage(request, reply, {
      path: careerPaths.alerts,
      cacheKey: `job-alerts:${outcome}:${problem ?? ''}`,
      version: 'static',
      data: { jobAlerts: { outcome, ...(problem ? { problem } : {}) } },
      status,
    });

  app.post(
    '/api/job-alerts/subscribe',
    {
      bodyLimit: 8 * 1024,
      config: { rateLimit: PER_ADDRESS_LIMIT },
      schema: {
        tags: ['Job alerts'],
        summary:
          'Sign up for job alerts by e-mail (double opt-in; the same answer for any address)',
        body: jobAlertSignupSchema,
        response: { 202: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      await signUp(deps, request.body, clientOf(request));
      return reply.status(202).send({ success: true, message: jobAlertMessages.signupReceived });
    },
  );

  app.post(
    careerPaths.alerts,
    {
      compress: false,
      ...limitedFormPost(PER_ADDRESS_LIMIT, (request, reply, refused) =>
        page(request, reply, 'refused', refused.message, refused.statusCode),
      ),
      schema: { hide: true },
    },
    async (request, reply) => {
      refuseCrossSiteForm(request);
      const body = typeof request.body === 'string' ? formFields(request.body) : request.body;
      try {
        await signUp(deps, await validateWith(jobAlertSignupSchema, body), clientOf(request));
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 400) {
          return page(request, reply, 'refused', error.message);
        }
        throw error;
      }
      return page(request, reply, 'requested');
    },
  );

  app.get<{ Querystring: { token: string } }>(
    careerPaths.alertsConfirm,
    { compress: false, schema: { hide: true, querystring: tokenQuerySchema } },
    async (request, reply) => {
      const { token } = request.query;
      const outcome = token ? await confirmSignup(deps, token, clientOf(request)) : 'expired';
      return page(request, reply, outcome);
    },
  );

  const unsubscribeHandler = async (
    request: FastifyRequest<{ Querystring: { id?: number; token: string } }>,
    reply: FastifyReply,
  ) => {
    const { id, token } = request.query;
    const outcome = id && token ? await unsubscribe(deps, id, token, clientOf(request)) : 'expired';
    return page(request, reply, outcome);
  };
  const unsubscribeOptions = {
    compress: false,
    schema: { hide: true, querystring: unsubscribeQuerySchema },
  } as const;
  app.get(careerPaths.alertsUnsubscribe, unsubscribeOptions, unsubscribeHandler);
  app.post(careerPaths.alertsUnsubscribe, unsubscribeOptions, unsubscribeHandler);
};
