import { baseApi, type ApiEnvelope } from '@/shared/api';
import type { Preboarding, PreboardingDocumentList, ReportJob } from '@vistaar/shared/contract';
import type { PreboardingDocumentListInput } from '@vistaar/shared/validation/preboarding-schema';

const preboardingTag = (offerId: number) => ({
  type: 'Offer' as const,
  id: `preboarding-${offerId}`,
});

const jobDocumentsTag = (jobId: number) => ({ type: 'Job' as const, id: `preboarding-${jobId}` });

/** An accepted offer's pre-boarding, as HR, admins and the job's recruiter review it. */
const preboardingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPreboarding: build.query<Preboarding, number>({
      query: (offerId) => `/api/offers/${offerId}/preboarding`,
      transformResponse: (response: ApiEnvelope<Preboarding>) => response.data as Preboarding,
      providesTags: (_result, _error, offerId) => [preboardingTag(offerId)],
    }),
    reviewPreboardingDocument: build.mutation<
      ApiEnvelope<Preboarding>,
      { offerId: number; documentId: number } & (
        { decision: 'accept'; maskedChecked?: boolean } | { decision: 'ask-again'; reason: string }
      )
    >({
      query: ({ offerId, documentId, decision, ...body }) => ({
        url: `/api/offers/${offerId}/preboarding/documents/${documentId}/${decision}`,
        method: 'POST',
        body,
      }),
      // The offer's history gains the step.
      invalidatesTags: (_result, _error, { offerId }) => [
        preboardingTag(offerId),
        { type: 'Offer', id: offerId },
      ],
    }),
    decideJoiningRequest: build.mutation<
      ApiEnvelope<Preboarding>,
      { offerId: number; requestId: number } & (
        { decision: 'approve' } | { decision: 'decline'; reason: string }
      )
    >({
      query: ({ offerId, requestId, decision, ...body }) => ({
        url: `/api/offers/${offerId}/preboarding/joining-requests/${requestId}/${decision}`,
        method: 'POST',
        ...(decision === 'decline' ? { body } : {}),
      }),
      // Approving moves the offer's joining date.
      invalidatesTags: (_result, _error, { offerId }) => [
        preboardingTag(offerId),
        { type: 'Offer', id: offerId },
      ],
    }),
    // Every job, by title: the reports' job list is the one HR and admins may read.
    getPreboardingJobs: build.query<ReportJob[], void>({
      query: () => '/api/reports/jobs',
      transformResponse: (response: ApiEnvelope<ReportJob[]>) => response.data ?? [],
    }),
    getJobPreboardingDocuments: build.query<PreboardingDocumentList, number>({
      query: (jobId) => `/api/career/manage/jobs/${jobId}/preboarding-documents`,
      transformResponse: (response: ApiEnvelope<PreboardingDocumentList>) =>
        response.data as PreboardingDocumentList,
      providesTags: (_result, _error, jobId) => [jobDocumentsTag(jobId)],
    }),
    setJobPreboardingDocuments: build.mutation<
      ApiEnvelope<PreboardingDocumentList>,
      PreboardingDocumentListInput & { jobId: number }
    >({
      query: ({ jobId, ...body }) => ({
        url: `/api/career/manage/jobs/${jobId}/preboarding-documents`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, _error, { jobId }) => [jobDocumentsTag(jobId)],
    }),
  }),
});

export const {
  useGetPreboardingQuery,
  useReviewPreboardingDocumentMutation,
  useDecideJoiningRequestMutation,
  useGetPreboardingJobsQuery,
  useGetJobPreboardingDocumentsQuery,
  useSetJobPreboardingDocumentsMutation,
} = preboardingApi;
