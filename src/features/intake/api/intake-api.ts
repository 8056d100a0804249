import { baseApi, type ApiEnvelope } from '@/shared/api';
import type { IntakeStatus } from '@vistaar/shared/config';
import type {
  DuplicateMatch,
  IntakeAcceptResult,
  IntakeItem,
  IntakeItemDetail,
  IntakeUploadResult,
} from '@vistaar/shared/contract';
import type { DuplicateCheckInput, IntakeAcceptInput } from '@vistaar/shared/validation';

export interface IntakeFilters {
  status?: IntakeStatus;
}

/** The intake queue, uploads to it, and the review of each item. */
const intakeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getIntakeItems: build.query<
      { items: IntakeItem[]; total: number },
      IntakeFilters & { page: number; limit: number }
    >({
      query: ({ page, limit, status }) => {
        const params = new URLSearchParams({ page: String(page), limit: String(limit) });
        if (status) params.set('status', status);
        return `/api/intake/items?${params.toString()}`;
      },
      transformResponse: (response: ApiEnvelope<IntakeItem[]>) => ({
        items: response.data ?? [],
        total: response.total ?? 0,
      }),
      providesTags: (result) => [
        { type: 'Intake', id: 'LIST' },
        ...(result?.items ?? []).map((item) => ({ type: 'Intake' as const, id: item.id })),
      ],
    }),
    getIntakeItem: build.query<IntakeItemDetail, number>({
      query: (id) => `/api/intake/items/${id}`,
      transformResponse: (response: ApiEnvelope<IntakeItemDetail>) =>
        response.data as IntakeItemDetail,
      providesTags: (_result, _error, id) => [{ type: 'Intake', id }],
    }),
    uploadToIntake: build.mutation<IntakeUploadResult, { jobId: number; files: File[] }>({
      query: ({ jobId, files }) => {
        const body = new FormData();
        body.append('jobId', String(jobId));
        for (const file of files) body.append('files', file);
        return { url: '/api/intake/items', method: 'POST', body };
      },
      transformResponse: (response: ApiEnvelope<IntakeUploadResult>) =>
        response.data as IntakeUploadResult,
      invalidatesTags: [{ type: 'Intake', id: 'LIST' }],
    }),
    acceptIntakeItem: build.mutation<IntakeAcceptResult, { id: number; values: IntakeAcceptInput }>(
      {
        query: ({ id, values }) => ({
          url: `/api/intake/items/${id}/accept`,
          method: 'POST',
          body: values,
        }),
        transformResponse: (response: ApiEnvelope<IntakeAcceptResult>) =>
          response.data as IntakeAcceptResult,
        invalidatesTags: (_result, _error, { id }) => [
          { type: 'Intake', id },
          { type: 'Intake', id: 'LIST' },
          { type: 'Application', id: 'LIST' },
        ],
      },
    ),
    discardIntakeItem: build.mutation<{ nextId: number | null }, { id: number; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/api/intake/items/${id}/discard`,
        method: 'POST',
        body: { reason },
      }),
      transformResponse: (response: ApiEnvelope<{ nextId: number | null }>) =>
        response.data as { nextId: number | null },
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Intake', id },
        { type: 'Intake', id: 'LIST' },
      ],
    }),
    /** The candidates on file the details under review likely belong to. */
    getLikelyDuplicates: build.query<DuplicateMatch[], DuplicateCheckInput>({
      query: (body) => ({ url: '/api/candidates/duplicate-check', method: 'POST', body }),
      transformResponse: (response: ApiEnvelope<DuplicateMatch[]>) => response.data ?? [],
    }),
  }),
});

export const {
  useGetLikelyDuplicatesQuery,
  useGetIntakeItemsQuery,
  useGetIntakeItemQuery,
  useUploadToIntakeMutation,
  useAcceptIntakeItemMutation,
  useDiscardIntakeItemMutation,
} = intakeApi;
