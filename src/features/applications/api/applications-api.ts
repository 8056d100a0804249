import { baseApi, type ApiEnvelope } from '@/shared/api';
import type { ApplicationReceipt, MatchingApplication, ResumeLink } from '@vistaar/shared/contract';
import type {
  ApplicationFilters,
  ApplicationSourceInput,
  ApplicationsQuery as SharedApplicationsQuery,
  ManualCandidateInput,
} from '@vistaar/shared/validation';
import type { ApplicationDetail, ApplicationListItem } from '@/entities/application';

/** The desk's list query: a page, and the filters the shared schema checks on the server. */
export type ApplicationsQuery = Pick<SharedApplicationsQuery, 'page' | 'limit'> &
  Partial<ApplicationFilters>;

/** The desk's search and filters without its paging. */
export type ApplicationsFilter = Omit<ApplicationsQuery, 'page' | 'limit'>;

export interface ApplicationsPage {
  items: ApplicationListItem[];
  total: number;
}

/** Only non-empty filter values go into the query string. */
function filterParams(query: ApplicationsFilter, params = new URLSearchParams()): URLSearchParams {
  for (const key of ['search', 'department', 'location', 'appliedFrom', 'appliedTo'] as const) {
    const value = query[key]?.trim();
    if (value) params.set(key, value);
  }
  if (query.stage !== undefined) params.set('stage', String(query.stage));
  if (query.jobId !== undefined) params.set('jobId', String(query.jobId));
  if (query.minRating !== undefined) params.set('minRating', String(query.minRating));
  if (query.hasInterview !== undefined) params.set('hasInterview', String(query.hasInterview));
  if (query.overdue !== undefined) params.set('overdue', String(query.overdue));
  for (const key of ['maxNoticeDays', 'minExpectedCtc', 'maxExpectedCtc'] as const) {
    if (query[key] !== undefined) params.set(key, String(query[key]));
  }
  if (query.source) params.set('source', query.source);
  return params;
}

function applicationsQueryString({ page, limit, ...filter }: ApplicationsQuery): string {
  return filterParams(
    filter,
    new URLSearchParams({ page: String(page), limit: String(limit) }),
  ).toString();
}

export const applicationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getJobApplications: build.query<ApplicationsPage, ApplicationsQuery>({
      query: (query) => `/api/career/get-job-applications?${applicationsQueryString(query)}`,
      transformResponse: (response: ApiEnvelope<ApplicationListItem[]>) => ({
        items: response.data ?? [],
        total: response.total ?? response.data?.length ?? 0,
      }),
      providesTags: (result) => [
        { type: 'Application', id: 'LIST' },
        ...(result?.items ?? []).map((item) => ({ type: 'Application' as const, id: item.id })),
      ],
    }),
    /**
     * Every application the search and filters match, for a bulk move of them all: ids and
     * names only, at most one bulk move's worth (the server refuses more with its message).
     */
    getMatchingApplications: build.query<MatchingApplication[], ApplicationsFilter>({
      query: (filter) => `/api/career/applications/matching?${filterParams(filter).toString()}`,
      transformResponse: (response: ApiEnvelope<MatchingApplication[]>) => response.data ?? [],
      keepUnusedDataFor: 0,
    }),
    getApplication: build.query<ApplicationDetail, number>({
      query: (id) => `/api/career/applications/${id}`,
      transformResponse: (response: ApiEnvelope<ApplicationDetail>) =>
        response.data as ApplicationDetail,
      providesTags: (_result, _error, id) => [{ type: 'Application', id }],
    }),
    /** A candidate added to a job by hand: the fields as `formData`, the resume as a file. */
    addCandidate: build.mutation<
      ApiEnvelope<ApplicationReceipt>,
      { jobId: number; candidate: ManualCandidateInput; resume: File }
    >({
      query: ({ jobId, candidate, resume }) => {
        const body = new FormData();
        body.append('formData', JSON.stringify(candidate));
        body.append('formResume', resume);
        return { url: `/api/career/jobs/${jobId}/candidates`, method: 'POST', body };
      },
      invalidatesTags: [{ type: 'Application', id: 'LIST' }],
    }),
    correctApplicationSource: build.mutation<
      ApiEnvelope<unknown>,
      { id: number } & ApplicationSourceInput
    >({
      query: ({ id, ...body }) => ({
        url: `/api/career/applications/${id}/source`,
        method: 'PUT',
        body,
      }),
      // The list filters and shows the source too.
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Application', id },
        { type: 'Application', id: 'LIST' },
      ],
    }),
    /** A fresh signed link each time: never served from the cache. */
    getResumeLink: build.query<ResumeLink, number>({
      query: (id) => `/api/career/applications/${id}/resume-link`,
      transformResponse: (response: ApiEnvelope<ResumeLink>) => response.data as ResumeLink,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useAddCandidateMutation,
  useCorrectApplicationSourceMutation,
  useGetJobApplicationsQuery,
  useGetApplicationQuery,
  useLazyGetMatchingApplicationsQuery,
  useLazyGetResumeLinkQuery,
} = applicationsApi;
