import { baseApi, type ApiEnvelope } from '@/shared/api';
import type {
  CandidateDuplicates,
  CandidateMergeResult,
  DuplicatePair,
} from '@vistaar/shared/contract';
import type { CandidateMergeInput } from '@vistaar/shared/validation';

/** Likely duplicate candidates: the list, one pair, its merge or dismissal, and undo. */
const duplicatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDuplicatePairs: build.query<
      { items: DuplicatePair[]; total: number },
      { page: number; limit: number }
    >({
      query: ({ page, limit }) => `/api/candidates/duplicates?page=${page}&limit=${limit}`,
      transformResponse: (response: ApiEnvelope<DuplicatePair[]>) => ({
        items: response.data ?? [],
        total: response.total ?? 0,
      }),
      providesTags: (result) => [
        { type: 'CandidateDuplicate', id: 'LIST' },
        ...(result?.items ?? []).map((pair) => ({
          type: 'CandidateDuplicate' as const,
          id: pair.id,
        })),
      ],
    }),
    getDuplicatePair: build.query<DuplicatePair, number>({
      query: (id) => `/api/candidates/duplicates/${id}`,
      transformResponse: (response: ApiEnvelope<DuplicatePair>) => response.data as DuplicatePair,
      providesTags: (_result, _error, id) => [{ type: 'CandidateDuplicate', id }],
    }),
    getCandidateDuplicates: build.query<CandidateDuplicates, number>({
      query: (id) => `/api/candidates/${id}/duplicates`,
      transformResponse: (response: ApiEnvelope<CandidateDuplicates>) =>
        response.data as CandidateDuplicates,
      providesTags: [{ type: 'CandidateDuplicate', id: 'LIST' }],
    }),
    mergeCandidates: build.mutation<
      CandidateMergeResult,
      { pairId: number; values: CandidateMergeInput }
    >({
      query: ({ pairId, values }) => ({
        url: `/api/candidates/duplicates/${pairId}/merge`,
        method: 'POST',
        body: values,
      }),
      transformResponse: (response: ApiEnvelope<CandidateMergeResult>) =>
        response.data as CandidateMergeResult,
      // The merged candidate's applications now belong to another person.
      invalidatesTags: [
        { type: 'CandidateDuplicate', id: 'LIST' },
        { type: 'Application', id: 'LIST' },
      ],
    }),
    dismissDuplicate: build.mutation<ApiEnvelope<unknown>, number>({
      query: (pairId) => ({ url: `/api/candidates/duplicates/${pairId}/dismiss`, method: 'POST' }),
      invalidatesTags: [{ type: 'CandidateDuplicate', id: 'LIST' }],
    }),
    undoMerge: build.mutation<ApiEnvelope<unknown>, number>({
      query: (mergeId) => ({ url: `/api/candidates/merges/${mergeId}/undo`, method: 'POST' }),
      invalidatesTags: [
        { type: 'CandidateDuplicate', id: 'LIST' },
        { type: 'Application', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useGetDuplicatePairsQuery,
  useGetDuplicatePairQuery,
  useGetCandidateDuplicatesQuery,
  useMergeCandidatesMutation,
  useDismissDuplicateMutation,
  useUndoMergeMutation,
} = duplicatesApi;
