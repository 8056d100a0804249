import { baseApi, type ApiEnvelope } from '@/shared/api';
import type {
  FeedbackSummary,
  Interview,
  InterviewKit,
  InterviewerOption,
  JobScorecard,
  MyInterviews,
  SchedulingLink,
  Scorecard,
  StaffCalendarSettings,
} from '@vistaar/shared/contract';
import type {
  FeedbackInput,
  InterviewCancelInput,
  InterviewRescheduleInput,
  InterviewScheduleInput,
  SchedulingLinkOfferInput,
  StaffCalendarInput,
} from '@vistaar/shared/validation';

const data = <T>(response: ApiEnvelope<T>) => response.data as T;
const applicationTag = (applicationId: number) => ({
  type: 'Interview' as const,
  id: `application-${applicationId}`,
});
const mine = { type: 'Interview' as const, id: 'MINE' };
const linksTag = (applicationId: number) => ({
  type: 'Interview' as const,
  id: `links-${applicationId}`,
});
const calendarTag = { type: 'Interview' as const, id: 'MY-CALENDAR' };
const interviewTag = (id: number) => ({ type: 'Interview' as const, id });
/** The application's history, which every change of its interviews adds to. */
const historyTag = (applicationId: number | undefined) =>
  applicationId === undefined ? [] : [{ type: 'Application' as const, id: applicationId }];

/** Interviews: scheduling them for an application, the panel's scorecards, a member's own. */
const interviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInterviewers: build.query<InterviewerOption[], void>({
      query: () => '/api/interviews/interviewers',
      transformResponse: data<InterviewerOption[]>,
    }),
    getApplicationInterviews: build.query<Interview[], number>({
      query: (applicationId) => `/api/career/applications/${applicationId}/interviews`,
      transformResponse: data<Interview[]>,
      providesTags: (result, _error, applicationId) => [
        applicationTag(applicationId),
        ...(result ?? []).map((interview) => interviewTag(interview.id)),
      ],
    }),
    scheduleInterview: build.mutation<
      ApiEnvelope<Interview>,
      { applicationId: number; body: InterviewScheduleInput }
    >({
      query: ({ applicationId, body }) => ({
        url: `/api/career/applications/${applicationId}/interviews`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { applicationId }) => [
        applicationTag(applicationId),
        mine,
        ...historyTag(applicationId),
      ],
    }),
    rescheduleInterview: build.mutation<
      ApiEnvelope<Interview>,
      { id: number; body: InterviewRescheduleInput }
    >({
      query: ({ id, body }) => ({ url: `/api/interviews/${id}/reschedule`, method: 'POST', body }),
      invalidatesTags: (result, _error, { id }) => [
        interviewTag(id),
        mine,
        ...historyTag(result?.data?.applicationId),
      ],
    }),
    cancelInterview: build.mutation<
      ApiEnvelope<Interview>,
      { id: number; body: InterviewCancelInput }
    >({
      query: ({ id, body }) => ({ url: `/api/interviews/${id}/cancel`, method: 'POST', body }),
      invalidatesTags: (result, _error, { id }) => [
        interviewTag(id),
        mine,
        { type: 'Interview', id: 'SUMMARY' },
        ...historyTag(result?.data?.applicationId),
      ],
    }),
    getMyInterviews: build.query<MyInterviews, void>({
      query: () => '/api/interviews/mine',
      transformResponse: data<MyInterviews>,
      providesTags: [mine],
    }),
    getInterviewKit: build.query<InterviewKit, number>({
      query: (id) => `/api/interviews/${id}/kit`,
      transformResponse: data<InterviewKit>,
      providesTags: (_result, _error, id) => [interviewTag(id)],
    }),
    getScorecard: build.query<Scorecard, number>({
      query: (id) => `/api/interviews/${id}/scorecard`,
      transformResponse: data<Scorecard>,
      providesTags: (_result, _error, id) => [interviewTag(id)],
    }),
    submitFeedback: build.mutation<
      ApiEnvelope<Scorecard>,
      { id: number; body: FeedbackInput; correction: boolean }
    >({
      query: ({ id, body, correction }) => ({
        url: `/api/interviews/${id}/feedback`,
        method: correction ? 'PUT' : 'POST',
        body,
      }),
      invalidatesTags: (result, _error, { id }) => [
        interviewTag(id),
        mine,
        { type: 'Interview', id: 'SUMMARY' },
        ...historyTag(result?.data?.interview.applicationId),
      ],
    }),
    getJobScorecard: build.query<JobScorecard, number>({
      query: (jobId) => `/api/career/manage/jobs/${jobId}/scorecard`,
      transformResponse: data<JobScorecard>,
      providesTags: (_result, _error, jobId) => [{ type: 'Job', id: `scorecard-${jobId}` }],
    }),
    setJobScorecard: build.mutation<
      ApiEnvelope<JobScorecard>,
      { jobId: number; criteria: string[] }
    >({
      query: ({ jobId, criteria }) => ({
        url: `/api/career/manage/jobs/${jobId}/scorecard`,
        method: 'PUT',
        body: { criteria },
      }),
      invalidatesTags: (_result, _error, { jobId }) => [{ type: 'Job', id: `scorecard-${jobId}` }],
    }),
    getSchedulingLinks: build.query<SchedulingLink[], number>({
      query: (applicationId) => `/api/career/applications/${applicationId}/scheduling-links`,
      transformResponse: data<SchedulingLink[]>,
      providesTags: (_result, _error, applicationId) => [linksTag(applicationId)],
    }),
    sendSchedulingLink: build.mutation<
      ApiEnvelope<SchedulingLink[]>,
      { applicationId: number; body: SchedulingLinkOfferInput }
    >({
      query: ({ applicationId, body }) => ({
        url: `/api/career/applications/${applicationId}/scheduling-links`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { applicationId }) => [
        linksTag(applicationId),
        ...historyTag(applicationId),
      ],
    }),
    getMyCalendar: build.query<StaffCalendarSettings, void>({
      query: () => '/api/account/calendar',
      transformResponse: data<StaffCalendarSettings>,
      providesTags: [calendarTag],
    }),
    saveMyCalendar: build.mutation<ApiEnvelope<StaffCalendarSettings>, StaffCalendarInput>({
      query: (body) => ({ url: '/api/account/calendar', method: 'PUT', body }),
      invalidatesTags: [calendarTag],
    }),
    renewInterviewFeed: build.mutation<ApiEnvelope<{ url: string }>, void>({
      query: () => ({ url: '/api/account/interview-feed', method: 'POST' }),
      invalidatesTags: [calendarTag],
    }),
    stopInterviewFeed: build.mutation<ApiEnvelope<null>, void>({
      query: () => ({ url: '/api/account/interview-feed', method: 'DELETE' }),
      invalidatesTags: [calendarTag],
    }),
    getFeedbackSummary: build.query<FeedbackSummary, number>({
      query: (applicationId) => `/api/career/applications/${applicationId}/feedback-summary`,
      transformResponse: data<FeedbackSummary>,
      providesTags: [{ type: 'Interview', id: 'SUMMARY' }],
    }),
  }),
});

export const {
  useCancelInterviewMutation,
  useGetApplicationInterviewsQuery,
  useGetFeedbackSummaryQuery,
  useGetInterviewKitQuery,
  useGetInterviewersQuery,
  useGetJobScorecardQuery,
  useGetMyCalendarQuery,
  useGetMyInterviewsQuery,
  useGetSchedulingLinksQuery,
  useGetScorecardQuery,
  useRenewInterviewFeedMutation,
  useRescheduleInterviewMutation,
  useSaveMyCalendarMutation,
  useScheduleInterviewMutation,
  useSendSchedulingLinkMutation,
  useStopInterviewFeedMutation,
  useSetJobScorecardMutation,
  useSubmitFeedbackMutation,
} = interviewsApi;
