import { baseApi, type ApiEnvelope } from '@/shared/api';
import type { PoolCandidate, SavedListEntry, SavedListSummary } from '@vistaar/shared/contract';
import type { PoolAddToJobInput, SavedListInput } from '@vistaar/shared/validation';

export interface PoolFilters {
  skills?: string;
  minExperience?: number;
  maxExperience?: number;
  maxNoticeDays?: number;
  maxExpectedCtc?: number;
  location?: string;
  activeSince?: string;
  tags?: string;
  keptForOtherRoles?: boolean;
}

/** The talent pool's search, adding a candidate to a job, and the saved lists. */
const talentPoolApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchTalentPool: build.query<
      /** `notice`: the server's word that more matched than it ranked. */
      { items: PoolCandidate[]; total: number; notice?: string },
      PoolFilters & { page: number; limit: number; search: string }
    >({
      query: (args) => {
        const params = new URLSearchParams();
        for (const [name, value] of Object.entries(args)) {
          if (value !== undefined && value !== '') params.set(name, String(value));
        }
        return `/api/talent-pool?${params.toString()}`;
      },
      transformResponse: (response: ApiEnvelope<PoolCandidate[]>) => ({
        items: response.data ?? [],
        total: response.total ?? 0,
        notice: response.message,
      }),
      providesTags: (result) => [
        { type: 'TalentPool', id: 'LIST' },
        ...(result?.items ?? []).map((item) => ({ type: 'TalentPool' as const, id: item.id })),
      ],
    }),
    addPoolCandidateToJob: build.mutation<
      ApiEnvelope<{ id: number }>,
      { candidateId: number; values: PoolAddToJobInput }
    >({
      query: ({ candidateId, values }) => ({
        url: `/api/talent-pool/candidates/${candidateId}/applications`,
        method: 'POST',
        body: values,
      }),
      invalidatesTags: (_result, _error, { candidateId }) => [
        { type: 'TalentPool', id: candidateId },
        { type: 'Application', id: 'LIST' },
      ],
    }),
    untagPoolCandidate: build.mutation<ApiEnvelope<null>, { candidateId: number; tag: string }>({
      query: ({ candidateId, tag }) => ({
        url: `/api/talent-pool/candidates/${candidateId}/tags/${encodeURIComponent(tag)}`,
        method: 'DELETE',
      }),
      // A tag filter may no longer match: the whole search, not just the candidate's row.
      invalidatesTags: [{ type: 'TalentPool', id: 'LIST' }],
    }),
    getSavedLists: build.query<SavedListSummary[], void>({
      query: () => '/api/talent-pool/lists',
      transformResponse: (response: ApiEnvelope<SavedListSummary[]>) => response.data ?? [],
      providesTags: (result) => [
        { type: 'SavedList', id: 'LIST' },
        ...(result ?? []).map((list) => ({ type: 'SavedList' as const, id: list.id })),
      ],
    }),
    createSavedList: build.mutation<ApiEnvelope<{ id: number }>, SavedListInput>({
      query: (body) => ({ url: '/api/talent-pool/lists', method: 'POST', body }),
      invalidatesTags: [{ type: 'SavedList', id: 'LIST' }],
    }),
    renameSavedList: build.mutation<ApiEnvelope<null>, { id: number; values: SavedListInput }>({
      query: ({ id, values }) => ({
        url: `/api/talent-pool/lists/${id}`,
        method: 'PUT',
        body: values,
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'SavedList', id: 'LIST' },
        { type: 'SavedList', id },
      ],
    }),
    deleteSavedList: build.mutation<ApiEnvelope<null>, number>({
      query: (id) => ({ url: `/api/talent-pool/lists/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'SavedList', id: 'LIST' },
        { type: 'SavedList', id },
      ],
    }),
    getSavedListMembers: build.query<SavedListEntry[], number>({
      query: (id) => `/api/talent-pool/lists/${id}/members`,
      transformResponse: (response: ApiEnvelope<SavedListEntry[]>) => response.data ?? [],
      providesTags: (_result, _error, id) => [{ type: 'SavedList', id }],
    }),
    addToSavedList: build.mutation<ApiEnvelope<null>, { listId: number; candidateId: number }>({
      query: ({ listId, candidateId }) => ({
        url: `/api/talent-pool/lists/${listId}/members`,
        method: 'POST',
        body: { candidateId },
      }),
      invalidatesTags: (_result, _error, { listId }) => [
        { type: 'SavedList', id: 'LIST' },
        { type: 'SavedList', id: listId },
      ],
    }),
    removeFromSavedList: build.mutation<ApiEnvelope<null>, { listId: number; candidateId: number }>(
      {
        query: ({ listId, candidateId }) => ({
          url: `/api/talent-pool/lists/${listId}/members/${candidateId}`,
          method: 'DELETE',
        }),
        invalidatesTags: (_result, _error, { listId }) => [
          { type: 'SavedList', id: 'LIST' },
          { type: 'SavedList', id: listId },
        ],
      },
    ),
  }),
});

export const {
  useSearchTalentPoolQuery,
  useAddPoolCandidateToJobMutation,
  useGetSavedListsQuery,
  useCreateSavedListMutation,
  useRenameSavedListMutation,
  useDeleteSavedListMutation,
  useUntagPoolCandidateMutation,
  useGetSavedListMembersQuery,
  useAddToSavedListMutation,
  useRemoveFromSavedListMutation,
} = talentPoolApi;
