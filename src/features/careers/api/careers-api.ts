import { baseApi, type ApiEnvelope } from '@/shared/api';
import type { ApplicationReceipt } from '@vistaar/shared/contract';
import type { JobApplicationInput } from '@vistaar/shared/validation';
import type { Job } from '@/entities/job';

/** What the application form sends: the fields, the honeypot and the resume file. */
export interface ApplyForJobRequest {
  /** Without screening answers when the job asks no questions. */
  application: Omit<JobApplicationInput, 'screeningAnswers'> &
    Partial<Pick<JobApplicationInput, 'screeningAnswers'>>;
  /** Honeypot: people leave it empty, form-filling robots do not. */
  website: string;
  resume: File;
}

export const careersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getJobs: build.query<Job[], void>({
      query: () => '/api/career/get-jobs',
      transformResponse: (response: ApiEnvelope<Job[]>) => response.data ?? [],
      providesTags: (jobs = []) => [
        { type: 'Job', id: 'LIST' },
        ...jobs.map((job) => ({ type: 'Job' as const, id: job.id })),
      ],
    }),
    applyForJob: build.mutation<ApiEnvelope<ApplicationReceipt>, ApplyForJobRequest>({
      query: ({ application, website, resume }) => {
        const body = new FormData();
        body.append('formData', JSON.stringify({ ...application, website }));
        body.append('formResume', resume, resume.name);
        return { url: '/api/career/apply-jobs', method: 'POST', body };
      },
      invalidatesTags: [{ type: 'Application', id: 'LIST' }],
    }),
  }),
});

export const { useGetJobsQuery, useApplyForJobMutation } = careersApi;
