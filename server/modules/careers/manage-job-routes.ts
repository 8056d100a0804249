import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defaultClosingDate, indiaToday } from '../../../src/shared/lib/job-dates';
import { recordAudit } from '../../lib/audit';
import { dataEnvelopeSchema, standardErrorResponses } from '../../lib/envelope';
import { notFound } from '../../lib/http-error';
import {
  idParamsSchema,
  jobPostingBodySchema,
  jobStatusBodySchema,
  staffJobSchema,
  staffJobsQuerySchema,
} from './careers-schemas';
import { toStaffJob } from './careers-views';
import { changesBetween, fieldsOf, readJobFields } from './job-fields';
import {
  countApplicationsForJob,
  deleteJob,
  findJob,
  findStaffJob,
  insertJob,
  isJobOpen,
  listStaffJobs,
  setJobActive,
  updateJob,
} from './jobs-repository';

const JOB_NOT_FOUND = 'Job not found.';
export const CLOSED_INSTEAD_OF_DELETED =
  'This job has applications, so it was closed instead of deleted.';

const auditBy = (request: FastifyRequest) => ({
  staffId: request.staff?.id ?? null,
  entity: 'job',
  requestId: request.id,
});

/** Posting and managing jobs: staff only, every change audited in its own transaction. */
export async function manageJobRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const staffOnly = { onRequest: app.requireStaff };
  const docs = { tags: ['Careers'], security: [{ bearerAuth: [] }] };
  const staffJobAnswer = dataEnvelopeSchema(staffJobSchema);

  async function loadStaffJob(id: number) {
    const row = await findStaffJob(db, id);
    if (!row) throw notFound(JOB_NOT_FOUND);
    return toStaffJob(row);
  }

  app.post(
    '/api/career/post-jobs',
    {
      ...staffOnly,
      schema: {
        ...docs,
        summary: 'Post a job; skills as comma-separated text or a list',
        body: jobPostingBodySchema,
        response: { 201: staffJobAnswer, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const fields = await readJobFields(request.body);
      const id = await db.transaction().execute(async (trx) => {
        const jobId = await insertJob(trx, fields, request.staff?.id ?? null);
        await recordAudit(trx, {
          ...auditBy(request),
          action: 'job.create',
          entityId: jobId,
          details: { after: fields },
        });
        return jobId;
      });
      request.log.info({ event: 'careers.job.created', jobId: id }, 'job posted');
      return reply
        .status(201)
        .send({ success: true, message: 'Job posted successfully', data: await loadStaffJob(id) });
    },
  );

  app.get<{ Querystring: { page: number; limit: number; search: string } }>(
    '/api/career/manage/jobs',
    {
      ...staffOnly,
      schema: {
        ...docs,
        summary: 'All jobs with application counts, newest first',
        querystring: staffJobsQuerySchema,
        response: {
          200: dataEnvelopeSchema({ type: 'array', items: staffJobSchema }, true),
          ...standardErrorResponses,
        },
      },
    },
    async (request) => {
      const { rows, total } = await listStaffJobs(db, request.query);
      return { success: true, data: rows.map(toStaffJob), total };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/career/manage/jobs/:id',
    {
      ...staffOnly,
      schema: {
        ...docs,
        summary: 'One job, open or closed',
        params: idParamsSchema,
        response: { 200: staffJobAnswer, ...standardErrorResponses },
      },
    },
    async (request) => ({ success: true, data: await loadStaffJob(request.params.id) }),
  );

  app.put<{ Params: { id: number } }>(
    '/api/career/manage/jobs/:id',
    {
      ...staffOnly,
      schema: {
        ...docs,
        summary: 'Edit a job',
        params: idParamsSchema,
        body: jobPostingBodySchema,
        response: { 200: staffJobAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await db.transaction().execute(async (trx) => {
        const current = await findJob(trx, id);
        if (!current) throw notFound(JOB_NOT_FOUND);
        const fields = await readJobFields(request.body, current);
        const changes = changesBetween(fieldsOf(current), fields);
        if (Object.keys(changes).length === 0) return;
        await updateJob(trx, id, fields);
        await recordAudit(trx, {
          ...auditBy(request),
          action: 'job.update',
          entityId: id,
          details: { changes },
        });
      });
      return { success: true, message: 'Job updated successfully', data: await loadStaffJob(id) };
    },
  );

  app.patch<{ Params: { id: number }; Body: { isActive: boolean } }>(
    '/api/career/manage/jobs/:id/status',
    {
      ...staffOnly,
      schema: {
        ...docs,
        summary: 'Open or close a job',
        params: idParamsSchema,
        body: jobStatusBodySchema,
        response: { 200: staffJobAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { isActive } = request.body;
      await db.transaction().execute(async (trx) => {
        const current = await findJob(trx, id);
        if (!current) throw notFound(JOB_NOT_FOUND);
        const today = indiaToday();
        if (isJobOpen(current, today) === isActive) return;
        // Reopening a job whose closing date has passed opens it for the default period.
        const closesOn =
          isActive && current.closes_on < today ? defaultClosingDate(today) : undefined;
        await setJobActive(trx, id, isActive, closesOn);
        await recordAudit(trx, {
          ...auditBy(request),
          action: isActive ? 'job.open' : 'job.close',
          entityId: id,
          details: {
            changes: {
              isActive: { from: !isActive, to: isActive },
              ...(closesOn ? { closesOn: { from: current.closes_on, to: closesOn } } : {}),
            },
          },
        });
      });
      return {
        success: true,
        message: isActive ? 'Job opened' : 'Job closed',
        data: await loadStaffJob(id),
      };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/api/career/manage/jobs/:id',
    {
      ...staffOnly,
      schema: {
        ...docs,
        summary: 'Delete a job; a job with applications is closed instead',
        params: idParamsSchema,
        response: {
          200: dataEnvelopeSchema({
            type: 'object',
            properties: { deleted: { type: 'boolean' }, closed: { type: 'boolean' } },
            required: ['deleted'],
          }),
          ...standardErrorResponses,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const deleted = await db.transaction().execute(async (trx) => {
        const current = await findJob(trx, id);
        if (!current) throw notFound(JOB_NOT_FOUND);
        // Applications keep pointing at their job, so it is closed and kept.
        if ((await countApplicationsForJob(trx, id)) > 0) {
          if (current.is_active === 1) await setJobActive(trx, id, false);
          await recordAudit(trx, {
            ...auditBy(request),
            action: 'job.close_instead_of_delete',
            entityId: id,
            details: { changes: { isActive: { from: current.is_active === 1, to: false } } },
          });
          return false;
        }
        await deleteJob(trx, id);
        await recordAudit(trx, {
          ...auditBy(request),
          action: 'job.delete',
          entityId: id,
          details: { before: fieldsOf(current) },
        });
        return true;
      });
      return deleted
        ? { success: true, message: 'Job deleted', data: { deleted: true } }
        : {
            success: true,
            message: CLOSED_INSTEAD_OF_DELETED,
            data: { deleted: false, closed: true },
          };
    },
  );
}
