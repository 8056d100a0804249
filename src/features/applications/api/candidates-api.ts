import { baseApi, type ApiEnvelope } from '@/shared/api';
import type { CandidateDetail, CandidateErasure } from '@vistaar/shared/contract';

const candidatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A person with those of their applications the reader may open. */
    getCandidate: build.query<CandidateDetail, number>({
      query: (id) => `/api/candidates/${id}`,
      transformResponse: (response: ApiEnvelope<CandidateDetail>) =>
        response.data as CandidateDetail,
      // The page shows each application's stage and history: a move or a note refreshes it.
      providesTags: (result) =>
        (result?.applications ?? []).map((application) => ({
          type: 'Application' as const,
          id: application.id,
        })),
    }),
    eraseCandidate: build.mutation<ApiEnvelope<CandidateErasure>, number>({
      query: (id) => ({ url: `/api/candidates/${id}/erase`, method: 'POST' }),
      invalidatesTags: [{ type: 'Application', id: 'LIST' }],
    }),
  }),
});

export const { useGetCandidateQuery, useEraseCandidateMutation } = candidatesApi;
