import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { JOINING_STATES } from '@vistaar/shared/config/joining';
import { joinedResultSchema, joiningRowSchema } from '@vistaar/shared/contract';
import { dropoutSchema } from '@vistaar/shared/validation/joining-schema';
import { idParamsSchema, pagingProperties } from '../../lib/common-schemas';
import { dataEnvelopeSchema, pageEnvelopeSchema, standardErrorResponses } from '../../lib/envelope';
import { auditActor, recordRead, signedInStaff } from '../auth';
import {
  findJoiningRow,
  JOINING_DESK,
  listJoinings,
  markDroppedOut,
  markJoined,
} from './joining-service';

const tags = ['Offers'];
const config = { roles: JOINING_DESK };

const joiningQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pagingProperties,
    search: {
      type: 'string',
      maxLength: 100,
      default: '',
      description: "Part of the candidate's name, the job or the designation",
    },
    state: { type: 'string', enum: JOINING_STATES },
    atRisk: { type: 'boolean', description: "Only the weekly 'at risk' list" },
  },
} as const;

/** The Joining screen: accepted offers until the candidate joins or drops out. */
export const joiningRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/joinings',
    {
      config,
      schema: {
        tags,
        summary:
          'Accepted offers with their joining dates and states, soonest first (a recruiter: their own jobs)',
        querystring: joiningQuerySchema,
        response: { 200: pageEnvelopeSchema(joiningRowSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const { page, limit, search, state, atRisk } = request.query;
      const needle = search.trim().toLowerCase();
      const rows = (await listJoinings(db, signedInStaff(request), { state, atRisk })).filter(
        (row) =>
          !needle ||
          [row.candidateName, row.jobTitle, row.designation].some((text) =>
            text.toLowerCase().includes(needle),
          ),
      );
      const data = rows.slice((page - 1) * limit, page * limit);
      await recordRead(db, request, 'offer', null, 'offer.joinings-viewed', {
        count: data.length,
      });
      return { success: true, data, total: rows.length };
    },
  );

  app.post(
    '/api/offers/:id/joined',
    {
      config,
      schema: {
        tags,
        summary:
          'Mark the candidate joined: the application moves to Hired and its employee record is made from it and the offer (marked again: the same record)',
        params: idParamsSchema,
        response: { 200: dataEnvelopeSchema(joinedResultSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const data = await markJoined(
        db,
        auditActor(request),
        signedInStaff(request),
        request.params.id,
      );
      return {
        success: true,
        message: `Marked as joined. Employee ${data.employeeCode} is in the register for HR to complete.`,
        data,
      };
    },
  );

  app.post(
    '/api/offers/:id/dropped-out',
    {
      config,
      schema: {
        tags,
        summary: 'Mark the candidate dropped out, with the reason and an optional note',
        params: idParamsSchema,
        body: dropoutSchema,
        response: { 200: dataEnvelopeSchema(joiningRowSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const staff = signedInStaff(request);
      await markDroppedOut(db, auditActor(request), staff, request.params.id, request.body);
      return {
        success: true,
        message: 'Marked as dropped out.',
        data: await findJoiningRow(db, staff, request.params.id),
      };
    },
  );
};
