import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import {
  breachNoticeConfirmationSchema,
  breachSchema,
  breachUpdateSchema,
} from '@vistaar/shared/validation';
import {
  breachAffectedPersonSchema,
  breachJobOptionSchema,
  breachListItemSchema,
  breachRecordSchema,
} from '@vistaar/shared/contract';
import { breachReference } from '@vistaar/shared/config/breaches';
import { idParamsSchema } from '../../lib/common-schemas';
import { dataEnvelopeSchema, pageEnvelopeSchema, standardErrorResponses } from '../../lib/envelope';
import { auditActor, PRIVACY, recordRead } from '../auth';
import { sendStoredFile } from '../files';
import { maskEmail } from '../mail';
import { countAffected, listAffected } from './breach-affected';
import { listBreaches, listJobsWithApplications } from './breach-repository';
import { breachListQuerySchema } from './breach-schemas';
import {
  addBreachUpdate,
  breachFacts,
  breachOrFail,
  breachRecord,
  editBreach,
  markBoardReported,
  recordBreach,
  sendBreachNotices,
  type BreachDeps,
} from './breach-service';
import { breachScope, toBreachListItem } from './breach-views';

const tags = ['Privacy'];
const config = { roles: PRIVACY };
const breachAnswer = dataEnvelopeSchema(breachRecordSchema);

/** Recording a personal data breach, notifying the people affected, and the Board's report. */
export const breachRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;
  const deps: BreachDeps = { db, mailer: app.mailer };

  app.get(
    '/api/privacy/breaches',
    {
      config,
      schema: {
        tags,
        summary: 'Recorded breaches, newest first',
        querystring: breachListQuerySchema,
        response: { 200: pageEnvelopeSchema(breachListItemSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await listBreaches(db, { offset: (page - 1) * limit, limit });
      return { success: true, data: rows.map(toBreachListItem), total };
    },
  );

  app.get(
    '/api/privacy/breaches/jobs',
    {
      config,
      schema: {
        tags,
        summary: 'Jobs with applications, to narrow a breach to the applicants of one job',
        response: {
          200: dataEnvelopeSchema({ type: 'array', items: breachJobOptionSchema } as const),
          ...standardErrorResponses,
        },
      },
    },
    async () => ({ success: true, data: await listJobsWithApplications(db) }),
  );

  app.post(
    '/api/privacy/breaches',
    {
      config,
      schema: {
        tags,
        summary: 'Record a breach: what happened, when, which data, consequences, measures',
        body: breachSchema,
        response: { 201: breachAnswer, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const id = await recordBreach(db, auditActor(request), request.body);
      return reply
        .status(201)
        .send({ success: true, message: 'Breach recorded', data: await breachRecord(db, id) });
    },
  );

  app.get(
    '/api/privacy/breaches/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One breach with the notice and the Board report made from it',
        params: idParamsSchema,
        response: { 200: breachAnswer, ...standardErrorResponses },
      },
    },
    async (request) => ({ success: true, data: await breachRecord(db, request.params.id) }),
  );

  app.put(
    '/api/privacy/breaches/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change what was recorded (only before the notices are sent)',
        params: idParamsSchema,
        body: breachSchema,
        response: { 200: breachAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await editBreach(db, auditActor(request), id, request.body);
      return { success: true, message: 'Breach saved', data: await breachRecord(db, id) };
    },
  );

  app.get(
    '/api/privacy/breaches/:id/affected',
    {
      config,
      schema: {
        tags,
        summary: 'The people affected (masked addresses), from the data involved, paged',
        params: idParamsSchema,
        querystring: breachListQuerySchema,
        response: {
          200: pageEnvelopeSchema(breachAffectedPersonSchema),
          ...standardErrorResponses,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { page, limit } = request.query;
      const scope = breachScope(await breachOrFail(db, id));
      const people = await listAffected(db, scope, { offset: (page - 1) * limit, limit });
      const total = await countAffected(db, scope);
      // Even masked, this is a read of who is in our records.
      await recordRead(db, request, 'breach', id, 'breach.affected-viewed', { page, limit, total });
      return {
        success: true,
        data: people.map((person) => ({ email: maskEmail(person.email), sources: person.sources })),
        total,
      };
    },
  );

  app.post(
    '/api/privacy/breaches/:id/notices',
    {
      config,
      schema: {
        tags,
        summary:
          'Send the notice to every person affected, through the outbox, once (with the count reviewed)',
        params: idParamsSchema,
        body: breachNoticeConfirmationSchema,
        response: { 200: breachAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const sent = await sendBreachNotices(deps, auditActor(request), id, request.body);
      return {
        success: true,
        message: `${sent} ${sent === 1 ? 'notice is' : 'notices are'} on their way`,
        data: await breachRecord(db, id),
      };
    },
  );

  app.post(
    '/api/privacy/breaches/:id/updates',
    {
      config,
      schema: {
        tags,
        summary: 'Add an update (what was learnt or done since); updates are never changed',
        params: idParamsSchema,
        body: breachUpdateSchema,
        response: { 201: breachAnswer, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await addBreachUpdate(db, auditActor(request), id, request.body);
      return reply
        .status(201)
        .send({ success: true, message: 'Update added', data: await breachRecord(db, id) });
    },
  );

  app.post(
    '/api/privacy/breaches/:id/board-reported',
    {
      config,
      schema: {
        tags,
        summary: 'Mark the report as submitted to the Data Protection Board',
        params: idParamsSchema,
        response: { 200: breachAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await markBoardReported(db, auditActor(request), id);
      return {
        success: true,
        message: 'Marked as reported to the Board',
        data: await breachRecord(db, id),
      };
    },
  );

  app.get(
    '/api/privacy/breaches/:id/board-report.pdf',
    {
      config,
      schema: {
        tags,
        summary: 'The report for the Data Protection Board as a PDF document',
        params: idParamsSchema,
        response: {
          200: { description: 'PDF', type: 'string', format: 'binary' },
          ...standardErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const facts = await breachFacts(db, id);
      // The renderer (and pdf-lib) loads with the first report asked for.
      const { renderBoardReportPdf } = await import('./breach-report-pdf');
      const pdf = await renderBoardReportPdf(facts, new Date());
      await recordRead(db, request, 'breach', id, 'breach.board-report-downloaded');
      return sendStoredFile(
        reply,
        {
          media_type: 'application/pdf',
          original_name: `board-report-${breachReference(id)}.pdf`,
          content: pdf,
        },
        { disposition: 'attachment' },
      );
    },
  );
};
