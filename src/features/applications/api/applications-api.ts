import { baseApi, type ApiEnvelope } from '@/shared/api';
import type { ResumeLink } from '@vistaar/shared/contract';
import type {
  ApplicationFilters,
  ApplicationsQuery as SharedApplicationsQuery,
} from '@vistaar/shared/validation';
import type { ApplicationDetail, ApplicationListItem } from '@/entities/application';

/** The desk's list query: a page, and the filters the shared schema checks on the server. */
export type ApplicationsQuery = Pick<SharedApplicationsQuery, 'page' | 'limit'> &
  Partial<ApplicationFilters>;

export interface ApplicationsPage {
  items: ApplicationListItem[];
  total: number;
}

/** Only non-empty filter values go into the query string. */
function applicationsQueryString(query: ApplicationsQuery): string {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  for (const key of ['search', 'department', 'location', 'appliedFrom', 'appliedTo'] as const) {
    const value = query[key]?.trim();
    if (value) params.set(key, value);
  }
  if (query.stage !== undefined) params.set('stage', String(query.stage));
  if (query.jobId !== undefined) params.set('jobId', String(query.jobId));
  if (query.minRating !== undefined) params.set('minRating', String(query.minRating));
  if (query.hasInterview !== undefined) params.set('hasInterview', String(query.hasInterview));
  return params.toString();
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
    getApplication: build.query<ApplicationDetail, number>({
      query: (id) => `/api/career/applications/${id}`,
      transformResponse: (response: ApiEnvelope<ApplicationDetail>) =>
        response.data as ApplicationDetail,
      providesTags: (_result, _error, id) => [{ type: 'Application', id }],
    }),
    /** A fresh signed link each time: never served from the cache. */
    getResumeLink: build.query<ResumeLink, number>({
      query: (id) => `/api/career/applications/${id}/resume-link`,
      transformResponse: (response: ApiEnvelope<ResumeLink>) => response.data as ResumeLink,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetJobApplicationsQuery, useGetApplicationQuery, useLazyGetResumeLinkQuery } =
  applicationsApi;
