import type { AppPluginAsync } from '../../lib/request-schemas/type-provider';
import {
  jobDeletionSchema,
  jobHiringManagersSchema,
  staffJobSchema,
} from '@vistaar/shared/contract';
import {
  jobHiringManagersSchema as hiringManagersBodySchema,
  jobPostingSchema,
} from '@vistaar/shared/validation/job-schema';
import { dataEnvelopeSchema, pageEnvelopeSchema, standardErrorResponses } from '../../lib/envelope';
import { found } from '../../lib/http-error';
import { auditActor, HIRING_TEAM, RECRUITING, signedInStaff } from '../auth';
import { jobHiringManagers, setJobHiringManagers } from './hiring-managers-service';
import { idParamsSchema, jobStatusBodySchema, staffJobsQuerySchema } from './job-schemas';
import { toStaffJob } from './job-views';
import { JOB_NOT_FOUND, deleteOrCloseJob, editJob, postJob, setJobOpen } from './job-service';
import { findStaffJob, listStaffJobs } from './jobs-repository';

const CLOSED_INSTEAD_OF_DELETED = 'This job has applications, so it was closed instead of deleted.';

const tags = ['Careers'];
const staffJobAnswer = dataEnvelopeSchema(staffJobSchema);

/** Posting and managing jobs: staff only, every change audited in its own transaction. */
export const manageJobRoutes: AppPluginAsync = async (app) => {
  const db = app.database.db;

  async function loadStaffJob(id: number) {
    const row = found(await findStaffJob(db, id), JOB_NOT_FOUND);
    return toStaffJob(row);
  }

  app.post(
    '/api/career/post-jobs',
    {
      config: { roles: RECRUITING },
      schema: {
        tags,
        summary: 'Post a job; skills as comma-separated text or a list',
        body: jobPostingSchema,
        response: { 201: staffJobAnswer, ...standardErrorResponses },
      },
    },
    async (request, reply) => {
      const id = await postJob(db, auditActor(request), request.body);
      request.log.info({ event: 'careers.job.created', jobId: id }, 'job posted');
      return reply
        .status(201)
        .send({ success: true, message: 'Job posted successfully', data: await loadStaffJob(id) });
    },
  );

  app.get(
    '/api/career/manage/jobs',
    {
      config: { roles: HIRING_TEAM },
      schema: {
        tags,
        summary:
          "All jobs with application counts, newest first (a hiring manager's own jobs only)",
        querystring: staffJobsQuerySchema,
        response: { 200: pageEnvelopeSchema(staffJobSchema), ...standardErrorResponses },
      },
    },
    async (request) => {
      const staff = signedInStaff(request);
      const managedBy = staff.role === 'hiring-manager' ? staff.id : undefined;
      const { rows, total } = await listStaffJobs(db, request.query, managedBy);
      return { success: true, data: rows.map(toStaffJob), total };
    },
  );

  app.get(
    '/api/career/manage/jobs/:id',
    {
      config: { roles: RECRUITING },
      schema: {
        tags,
        summary: 'One job, open or closed',
        params: idParamsSchema,
        response: { 200: staffJobAnswer, ...standardErrorResponses },
      },
    },
    async (request) => ({ success: true, data: await loadStaffJob(request.params.id) }),
  );

  app.put(
    '/api/career/manage/jobs/:id',
    {
      config: { roles: RECRUITING },
      schema: {
        tags,
        summary: 'Edit a job',
        params: idParamsSchema,
        body: jobPostingSchema,
        response: { 200: staffJobAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await editJob(db, auditActor(request), id, request.body);
      return { success: true, message: 'Job updated successfully', data: await loadStaffJob(id) };
    },
  );

  app.patch(
    '/api/career/manage/jobs/:id/status',
    {
      config: { roles: RECRUITING },
      schema: {
        tags,
        summary: 'Open or close a job',
        params: idParamsSchema,
        body: jobStatusBodySchema,
        response: { 200: staffJobAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { isActive } = request.body;
      await setJobOpen(db, auditActor(request), id, isActive);
      return {
        success: true,
        message: isActive ? 'Job opened' : 'Job closed',
        data: await loadStaffJob(id),
      };
    },
  );

  app.delete(
    '/api/career/manage/jobs/:id',
    {
      config: { roles: RECRUITING },
      schema: {
        tags,
        summary: 'Delete a job; a job with applications is closed instead',
        params: idParamsSchema,
        response: {
          200: dataEnvelopeSchema(jobDeletionSchema),
          ...standardErrorResponses,
        },
      },
    },
    async (request) => {
      const deleted = await deleteOrCloseJob(db, auditActor(request), request.params.id);
      return deleted
        ? { success: true, message: 'Job deleted', data: { deleted: true } }
        : {
            success: true,
            message: CLOSED_INSTEAD_OF_DELETED,
            data: { deleted: false, closed: true },
          };
    },
  );

  const hiringManagersAnswer = dataEnvelopeSchema(jobHiringManagersSchema);

  app.get(
    '/api/career/manage/jobs/:id/hiring-managers',
    {
      config: { roles: RECRUITING },
      schema: {
        tags,
        summary: "A job's hiring managers, and the members who may be made one",
        params: idParamsSchema,
        response: { 200: hiringManagersAnswer, ...standardErrorResponses },
      },
    },
    async (request) => ({ success: true, data: await jobHiringManagers(db, request.params.id) }),
  );

  app.put(
    '/api/career/manage/jobs/:id/hiring-managers',
    {
      config: { roles: RECRUITING },
      schema: {
        tags,
        summary: "Set a job's hiring managers: they see its applications and board",
        params: idParamsSchema,
        body: hiringManagersBodySchema,
        response: { 200: hiringManagersAnswer, ...standardErrorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await setJobHiringManagers(db, auditActor(request), id, request.body);
      return {
        success: true,
        message: 'Hiring team saved',
        data: await jobHiringManagers(db, id),
      };
    },
  );
};
