import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { privacyResponseSchema, staffPrivacyRequestSchema } from '@vistaar/shared/validation';
import {
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_STATUSES,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
} from '@vistaar/shared/config';
import { processingRecordSchema, privacyRequestSchema } from '@vistaar/shared/contract';
import { indiaToday } from '@vistaar/shared/lib/job-dates';
import { boundedInteger, idParamsSchema, pagingProperties } from '../../lib/common-schemas';
import { dataEnvelopeSchema, pageEnvelopeSchema, standardErrorResponses } from '../../lib/envelope';
import { ADMINS, auditActor, PRIVACY, recordRead } from '../auth';
import { findProcessingRecords } from '../erasure';
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
  const deps: PrivacyRequestsDeps = {
    db,
    mailer: app.mailer,
    log: app.log,
    appSecret: app.appSecret,
  };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  // DPDP Rules 2025, r.8(3): what erasures left, for admins only, each read on the audit trail.
  app.get(
    '/api/privacy/processing-records',
    {
      config: { roles: ADMINS },
      schema: {
        tags,
        summary:
          'Processing records kept after erasures (no personal values), by record or by an e-mail address matched through its keyed hash',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            recordKind: {
              type: 'string',
              enum: ['application', 'contact_message', 'verification_share'],
            },
            recordId: boundedInteger(1, 2_147_483_647),
            email: { type: 'string', minLength: 3, maxLength: 254 },
          },
        },
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            properties: {
              success: { type: 'boolean' },
              data: { type: 'array', items: processingRecordSchema },
            },
            required: ['success', 'data'],
          },
          ...standardErrorResponses,
        },
      },
    },
    async (request) => {
      const { recordKind, recordId, email } = request.query;
      const data = await findProcessingRecords(db, app.appSecret, { recordKind, recordId, email });
      // Which filters were used, never the address typed.
      await recordRead(db, request, 'processing-record', null, 'processing-record.list-viewed', {
        ids: data.map((record) => record.id),
        filters: {
          recordKind: recordKind ?? null,
          recordId: recordId ?? null,
          email: Boolean(email),
        },
      });
      return { success: true, data };
    },
  );

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
