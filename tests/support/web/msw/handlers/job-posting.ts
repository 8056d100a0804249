import { http } from 'msw';
import type { StaffJob } from '@/entities/job';
import { defaultClosingDate } from '@vistaar/shared/lib/job-dates';
import { jobPostingSchema, parseSkills } from '@vistaar/shared/validation';
import {
  hiringManagerMessages,
  jobHiringManagersSchema,
} from '@vistaar/shared/validation/job-schema';
import { db, nextId } from '../db';
import {
  api,
  badRequest,
  notFound,
  ok,
  listPage,
  matchesSearch,
  staffAnswer,
  searchOf,
  validateWith,
} from '../answers';

const JOB_NOT_FOUND = 'Job not found.';
export const CLOSED_INSTEAD_OF_DELETED =
  'This job has applications, so it was closed instead of deleted.';

function findJob(id: string | readonly string[] | undefined) {
  const job = db.jobs.find((item) => item.id === Number(id));
  if (!job) throw notFound(JOB_NOT_FOUND);
  return job;
}

async function jobFields(request: Request, current?: StaffJob) {
  const input = await validateWith(jobPostingSchema, await request.json());
  const isActive = input.isActive ?? true;
  // Like the server: a question keeps its id or gets one; left out, the job keeps its own.
  const screeningQuestions = input.screeningQuestions
    ? input.screeningQuestions.map((question, index) => ({
        ...question,
        id: question.id || `q-${Date.now().toString(36)}-${index}`,
        options: question.type === 'choice' ? question.options : [],
        knockoutBelow: question.type === 'number' ? question.knockoutBelow : null,
      }))
    : (current?.screeningQuestions ?? []);
  return {
    ...input,
    screeningQuestions,
    knockoutStageId:
      input.knockoutStageId === undefined
        ? (current?.knockoutStageId ?? null)
        : input.knockoutStageId,
    isActive,
    skills: parseSkills(input.skills),
    // Without a date the job closes 60 days from today, as on the server.
    closesOn: input.closesOn ?? defaultClosingDate(),
    closedReason: isActive ? null : ('staff' as const),
  };
}

function hiringManagersOf(jobId: number) {
  return {
    jobId,
    managers: db.hiringManagers.get(jobId) ?? [],
    options: db.hiringManagerOptions,
    recruiter: db.jobRecruiters.get(jobId) ?? null,
    recruiterOptions: db.recruiterOptions,
  };
}

/** `features/jobPosting`: posting a job and the staff jobs list. */
export const jobPostingHandlers = [
  http.post(
    api('/api/career/post-jobs'),
    staffAnswer(async ({ request }) => {
      const now = new Date().toISOString();
      const job: StaffJob = {
        id: nextId(db.jobs),
        ...(await jobFields(request)),
        postedAt: now,
        updatedAt: now,
        applicationCount: 0,
      };
      db.jobs.push(job);
      return ok({ message: 'Job posted successfully', data: job }, { status: 201 });
    }),
  ),
  http.get(
    api('/api/career/manage/jobs'),
    staffAnswer(({ request }) => {
      const url = new URL(request.url);
      const search = searchOf(url);
      const found = db.jobs.filter((job) =>
        matchesSearch(search, [job.title, job.department, job.location]),
      );
      return listPage(
        url,
        found.sort((a, b) => b.postedAt.localeCompare(a.postedAt) || b.id - a.id),
      );
    }),
  ),
  http.get(
    api('/api/career/manage/jobs/:id'),
    staffAnswer(({ params }) => {
      return ok({ data: findJob(params.id) });
    }),
  ),
  http.put(
    api('/api/career/manage/jobs/:id'),
    staffAnswer(async ({ request, params }) => {
      const job = findJob(params.id);
      Object.assign(job, await jobFields(request, job), { updatedAt: new Date().toISOString() });
      return ok({ message: 'Job updated successfully', data: job });
    }),
  ),
  http.patch(
    api('/api/career/manage/jobs/:id/status'),
    staffAnswer(async ({ request, params }) => {
      const job = findJob(params.id);
      const { isActive } = (await request.json()) as { isActive?: unknown };
      if (typeof isActive !== 'boolean') {
        throw badRequest('Some of the information sent is not valid.', {
          isActive: 'Invalid value.',
        });
      }
      job.isActive = isActive;
      job.closedReason = isActive ? null : 'staff';
      return ok({ message: isActive ? 'Job opened' : 'Job closed', data: job });
    }),
  ),
  http.delete(
    api('/api/career/manage/jobs/:id'),
    staffAnswer(({ params }) => {
      const job = findJob(params.id);
      // A job with applications is closed instead, so the applications stay on record.
      if (job.applicationCount > 0) {
        job.isActive = false;
        job.closedReason = 'staff';
        return ok({ message: CLOSED_INSTEAD_OF_DELETED, data: { deleted: false, closed: true } });
      }
      db.jobs = db.jobs.filter((item) => item !== job);
      return ok({ message: 'Job deleted', data: { deleted: true } });
    }),
  ),
  http.get(
    api('/api/career/manage/jobs/:id/hiring-managers'),
    staffAnswer(({ params }) => ok({ data: hiringManagersOf(findJob(params.id).id) })),
  ),
  http.put(
    api('/api/career/manage/jobs/:id/hiring-managers'),
    staffAnswer(async ({ params, request }) => {
      const job = findJob(params.id);
      const { staffIds, recruiterId } = await validateWith(
        jobHiringManagersSchema,
        await request.json(),
      );
      const recruiter =
        recruiterId === undefined || recruiterId === null
          ? recruiterId
          : db.recruiterOptions.find((option) => option.id === recruiterId);
      if (recruiter === undefined && recruiterId !== undefined) {
        throw badRequest(hiringManagerMessages.recruiterUnknown, {
          recruiterId: hiringManagerMessages.recruiterUnknown,
        });
      }
      const chosen = [...new Set(staffIds)].map((id) =>
        db.hiringManagerOptions.find((option) => option.id === id),
      );
      if (chosen.some((option) => !option)) {
        throw badRequest(hiringManagerMessages.unknown, {
          staffIds: hiringManagerMessages.unknown,
        });
      }
      db.hiringManagers.set(
        job.id,
        chosen.map((option) => option!),
      );
      if (recruiter === null) db.jobRecruiters.delete(job.id);
      else if (recruiter) db.jobRecruiters.set(job.id, recruiter);
      return ok({ message: 'Hiring team saved', data: hiringManagersOf(job.id) });
    }),
  ),
];
