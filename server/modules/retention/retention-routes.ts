import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { retentionItemSchema, retentionRunSchema } from '@vistaar/shared/contract';
import { retentionHoldSchema, retentionMessages } from '@vistaar/shared/validation';
import { boundedInteger, idParamsSchema, pagingProperties } from '../../lib/common-schemas';
import {
  dataEnvelopeSchema,
  messageEnvelopeSchema,
  pageEnvelopeSchema,
  standardErrorResponses,
} from '../../lib/envelope';
import { found } from '../../lib/http-error';
import { auditActor, PRIVACY, signedInStaff } from '../auth';
import { placeHold, releaseHold } from './retention-holds';
import { findQuarantineItem, listQuarantine, listRuns } from './retention-repository';

const tags = ['Privacy: retention'];
const config = { roles: PRIVACY };

/** The retention quarantine and its legal holds, and the last runs: admins and HR. */
export const retentionRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/privacy/retention/quarantine',
    {
      config,
      schema: {
        tags,
        summary: 'Records past their retention date, soonest erasure first, with their holds',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...pagingProperties,
          },
        },
        response: { 200: pageEnvelopeSchema(retentionItemSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { items, total } = await listQuarantine(db, { offset: (page - 1) * limit, limit });
      return { success: true, data: items, total };
    },
  );

  app.put(
    '/api/privacy/retention/quarantine/:id/hold',
    {
      config,
      schema: {
        tags,
        summary: 'Place a legal hold (or change its reason): the record is kept past its date',
        params: idParamsSchema,
        body: retentionHoldSchema,
        response: { 200: dataEnvelopeSchema(retentionItemSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const staff = signedInStaff(request);
      await placeHold(
        db,
        { ...auditActor(request), staffId: staff.id },
        request.params.id,
        request.body.reason,
      );
      const item = found(
        await findQuarantineItem(db, request.params.id),
        retentionMessages.notFound,
      );
      return { success: true, message: 'The record is on legal hold.', data: item };
    },
  );

  app.delete(
    '/api/privacy/retention/quarantine/:id/hold',
    {
      config,
      schema: {
        tags,
        summary: 'Release a legal hold: the record goes through the retention rules again',
        params: idParamsSchema,
        response: { 200: messageEnvelopeSchema, ...standardErrorResponses },
      },
    },
    async (request) => {
      await releaseHold(db, auditActor(request), request.params.id);
      return {
        success: true,
        message: 'Hold released. The next retention run applies the rules to the record again.',
      };
    },
  );

  app.get(
    '/api/privacy/retention/runs',
    {
      config,
      schema: {
        tags,
        summary: 'The last retention runs, newest first: counts only',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { limit: { ...boundedInteger(1, 50), default: 10 } },
        },
        response: {
          200: dataEnvelopeSchema({ type: 'array', items: retentionRunSchema }),
          ...standardErrorResponses,
        },
      },
    },
    async (request) => ({ success: true, data: await listRuns(db, request.query.limit) }),
  );
};
