import { baseApi, type ApiEnvelope, type AppDispatch } from '@/shared/api';
import type { JobDeletion, JobHiringManagers } from '@vistaar/shared/contract';
import type { JobPostingInput } from '@vistaar/shared/validation';
import type { JobHiringManagersInput } from '@vistaar/shared/validation/job-schema';
import type { StaffJob } from '@/entities/job';

/** The post-job body: the form's fields with skills as a list. */
export type JobPostingBody = Omit<JobPostingInput, 'skills'> & { skills: string[] };

interface StaffJobsQuery {
  /** 1-based. */
  page: number;
  limit: number;
  search?: string;
}

interface StaffJobsPage {
  items: StaffJob[];
  total: number;
}

const jobTags = (id: number) => [
  { type: 'Job' as const, id },
  { type: 'Job' as const, id: 'LIST' },
];

const jobPostingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    postJob: build.mutation<ApiEnvelope<StaffJob>, JobPostingBody>({
      query: (body) => ({ url: '/api/career/post-jobs', method: 'POST', body }),
      invalidatesTags: [{ type: 'Job', id: 'LIST' }],
    }),
    getStaffJobs: build.query<StaffJobsPage, StaffJobsQuery>({
      query: ({ page, limit, search }) => {
        const params = new URLSearchParams({ page: String(page), limit: String(limit) });
        if (search?.trim()) params.set('search', search.trim());
        return `/api/career/manage/jobs?${params.toString()}`;
      },
      transformResponse: (response: ApiEnvelope<StaffJob[]>) => ({
        items: response.data ?? [],
        total: response.total ?? response.data?.length ?? 0,
      }),
      providesTags: (result) => [
        { type: 'Job', id: 'LIST' },
        ...(result?.items ?? []).map((job) => ({ type: 'Job' as const, id: job.id })),
      ],
    }),
    getStaffJob: build.query<StaffJob, number>({
      query: (id) => `/api/career/manage/jobs/${id}`,
      transformResponse: (response: ApiEnvelope<StaffJob>) => response.data as StaffJob,
      providesTags: (_job, _error, id) => [{ type: 'Job', id }],
    }),
    updateJob: build.mutation<ApiEnvelope<StaffJob>, { id: number; body: JobPostingBody }>({
      query: ({ id, body }) => ({ url: `/api/career/manage/jobs/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => jobTags(id),
    }),
    setJobStatus: build.mutation<ApiEnvelope<StaffJob>, { id: number; isActive: boolean }>({
      query: ({ id, isActive }) => ({
        url: `/api/career/manage/jobs/${id}/status`,
        method: 'PATCH',
        body: { isActive },
      }),
      invalidatesTags: (_result, _error, { id }) => jobTags(id),
    }),
    deleteJob: build.mutation<ApiEnvelope<JobDeletion>, number>({
      query: (id) => ({ url: `/api/career/manage/jobs/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => jobTags(id),
    }),
    getJobHiringManagers: build.query<JobHiringManagers, number>({
      query: (id) => `/api/career/manage/jobs/${id}/hiring-managers`,
      transformResponse: (response: ApiEnvelope<JobHiringManagers>) =>
        response.data as JobHiringManagers,
      providesTags: (_result, _error, id) => [{ type: 'Job', id: `managers-${id}` }],
    }),
    setJobHiringManagers: build.mutation<
      ApiEnvelope<JobHiringManagers>,
      { jobId: number } & JobHiringManagersInput
    >({
      query: ({ jobId, ...body }) => ({
        url: `/api/career/manage/jobs/${jobId}/hiring-managers`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, _error, { jobId }) => [{ type: 'Job', id: `managers-${jobId}` }],
    }),
  }),
});

export const {
  usePostJobMutation,
  useGetStaffJobsQuery,
  useGetStaffJobQuery,
  useUpdateJobMutation,
  useSetJobStatusMutation,
  useDeleteJobMutation,
  useGetJobHiringManagersQuery,
  useSetJobHiringManagersMutation,
} = jobPostingApi;

/** Every posted job, open or closed, as the applications desk lists them (100 at most). */
export const DESK_JOBS: StaffJobsQuery = { page: 1, limit: 100 };

/** Sends the desk's jobs request before its screen renders; the screen's hook joins it. */
export function startDeskJobsRequest(dispatch: AppDispatch): void {
  dispatch(jobPostingApi.endpoints.getStaffJobs.initiate(DESK_JOBS, { subscribe: false }));
}
