import { baseApi, type ApiEnvelope } from '@/shared/api';
import type { RetentionItem, RetentionRun } from '@vistaar/shared/contract';
import type { RetentionHoldInput } from '@vistaar/shared/validation';

/** The retention quarantine, its legal holds and the last runs (admins and HR). */
const retentionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRetentionQuarantine: build.query<
      { items: RetentionItem[]; total: number },
      { page: number; limit: number }
    >({
      query: ({ page, limit }) => `/api/privacy/retention/quarantine?page=${page}&limit=${limit}`,
      transformResponse: (response: ApiEnvelope<RetentionItem[]>) => ({
        items: response.data ?? [],
        total: response.total ?? 0,
      }),
      providesTags: (result) => [
        { type: 'Retention', id: 'LIST' },
        ...(result?.items ?? []).map((item) => ({ type: 'Retention' as const, id: item.id })),
      ],
    }),
    getRetentionRuns: build.query<RetentionRun[], void>({
      query: () => '/api/privacy/retention/runs?limit=10',
      transformResponse: (response: ApiEnvelope<RetentionRun[]>) => response.data ?? [],
      providesTags: [{ type: 'Retention', id: 'RUNS' }],
    }),
    placeHold: build.mutation<RetentionItem, { id: number } & RetentionHoldInput>({
      query: ({ id, reason }) => ({
        url: `/api/privacy/retention/quarantine/${id}/hold`,
        method: 'PUT',
        body: { reason },
      }),
      transformResponse: (response: ApiEnvelope<RetentionItem>) => response.data as RetentionItem,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Retention', id }],
    }),
    // Releasing takes the record out of quarantine: the list changes, not just the item.
    releaseHold: build.mutation<void, number>({
      query: (id) => ({ url: `/api/privacy/retention/quarantine/${id}/hold`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Retention', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetRetentionQuarantineQuery,
  useGetRetentionRunsQuery,
  usePlaceHoldMutation,
  useReleaseHoldMutation,
} = retentionApi;
