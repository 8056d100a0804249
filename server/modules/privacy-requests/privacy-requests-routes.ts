import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { privacyResponseSchema, staffPrivacyRequestSchema } from '@vistaar/shared/validation';
import {
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_STATUSES,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
} from '@vistaar/shared/config';
import { privacyRequestSchema } from '@vistaar/shared/contract';
import { indiaToday } from '@vistaar/shared/lib/job-dates';
import { idParamsSchema, pagingProperties } from '../../lib/common-schemas';
import { dataEnvelopeSchema, pageEnvelopeSchema, standardErrorResponses } from '../../lib/envelope';
import { auditActor, PRIVACY, recordRead } from '../auth';
import { listPrivacyRequests } from './privacy-requests-repository';
import {
  createPrivacyRequest,
  readPrivacyRequest,
  respondToPrivacyRequest,
  toPrivacyRequest,
  type PrivacyRequestsDeps,
} from './privacy-requests-service';

const tags = ['Privacy requests'];
const answer = dataEnvelopeSchema(privacyRequestSchema);

/** The staff 'Privacy requests' screen: requests, their due dates, and the answers sent. */
export const privacyRequestsRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;
  const deps: PrivacyRequestsDeps = { db, mailer: app.mailer, log: app.log };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/api/privacy/requests',
    {
      config: { roles: PRIVACY },
      schema: {
        tags,
        summary: 'Privacy requests: open ones first, soonest due at the top',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...pagingProperties,
            kind: { type: 'string', enum: PRIVACY_REQUEST_KINDS },
            status: { type: 'string', enum: PRIVACY_REQUEST_STATUSES },
            overdue: { type: 'boolean' },
          },
        },
        response: { 200: pageEnvelopeSchema(privacyRequestSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const today = indiaToday();
      const { rows, total } = await listPrivacyRequests(db, {
        page: request.query.page,
        limit: request.query.limit,
        kind: request.query.kind as PrivacyRequestKind | undefined,
        status: request.query.status as PrivacyRequestStatus | undefined,
        overdue: request.query.overdue,
        today,
      });
      await recordRead(db, request, 'privacy-request', null, 'privacy-request.list-viewed', {
        ids: rows.map((row) => row.id),
      });
      return { success: true, data: rows.map((row) => toPrivacyRequest(row, today)), total };
    },
  );

  app.get(
    '/api/privacy/requests/:id',
    {
      config: { roles: PRIVACY },
      schema: {
        tags,
        summary: 'One privacy request',
        params: idParamsSchema,
        response: { 200: answer, ...standardErrorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await readPrivacyRequest(db, id);
      await recordRead(db, request, 'privacy-request', id, 'privacy-request.viewed');
      return { success: true, data: toPrivacyRequest(row) };
    },
  );

  app.post(
    '/api/privacy/requests',
    {
      bodyLimit: 16 * 1024,
      config: { roles: PRIVACY },
      schema: {
        tags,
        summary: 'Record a request that arrived by e-mail or letter',
        body: staffPrivacyRequestSchema,
        response: { 201: answer, ...standardErrorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        message: 'Request recorded.',
        data: await createPrivacyRequest(db, auditActor(request), request.body),
      }),
  );

  app.post(
    '/api/privacy/requests/:id/respond',
    {
      bodyLimit: 32 * 1024,
      config: { roles: PRIVACY },
      schema: {
        tags,
        summary:
          'Answer a request: the response is e-mailed to the requester and the request closes',
        params: idParamsSchema,
        body: privacyResponseSchema,
        response: { 200: answer, ...standardErrorResponses },
      },
    },
    async (request) => ({
      success: true,
      message: 'Response sent.',
      data: await respondToPrivacyRequest(
        deps,
        auditActor(request),
        request.params.id,
        request.body,
      ),
    }),
  );
};
