import { holidaySchema } from '@vistaar/shared/contract';
import { holidayCreateSchema } from '@vistaar/shared/validation';
import { dataEnvelopeSchema, standardErrorResponses } from '../../lib/envelope';
import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import { ADMINS, auditActor, HIRING_TEAM } from '../auth';
import { addHoliday, removeHoliday } from './holiday-service';
import { listHolidays } from './holidays-repository';

const tags = ['Pipeline'];
const holidaysAnswer = dataEnvelopeSchema({ type: 'array', items: holidaySchema } as const);
const dayParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['day'],
  properties: { day: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } },
} as const;

/** The public holidays stage limits skip: everyone hiring reads them, admins keep them. */
export const holidayRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/pipeline/holidays',
    {
      config: { roles: HIRING_TEAM },
      schema: {
        tags,
        summary: 'The public holidays, by date: no working day for stage limits',
        response: { 200: holidaysAnswer, ...standardErrorResponses },
      },
    },
    async () => ({ success: true, data: await listHolidays(db) }),
  );

  app.post(
    '/api/pipeline/holidays',
    {
      config: { roles: ADMINS },
      schema: {
        tags,
        summary: 'Add a public holiday',
        body: holidayCreateSchema,
        response: { 201: holidaysAnswer, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      await addHoliday(db, auditActor(request), request.body);
      return reply
        .status(201)
        .send({ success: true, message: 'Holiday added', data: await listHolidays(db) });
    },
  );

  app.delete(
    '/api/pipeline/holidays/:day',
    {
      config: { roles: ADMINS },
      schema: {
        tags,
        summary: 'Remove a public holiday',
        params: dayParamsSchema,
        response: { 200: holidaysAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      await removeHoliday(db, auditActor(request), request.params.day);
      return { success: true, message: 'Holiday removed', data: await listHolidays(db) };
    },
  );
};
