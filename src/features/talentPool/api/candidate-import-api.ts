import { baseApi, type ApiEnvelope } from '@/shared/api';
import type { CandidateImport, CandidateImportOutcome } from '@vistaar/shared/contract';
import type { CandidateImportMappingInput } from '@vistaar/shared/validation';

/** A candidate import's steps: the file, its mapping, the dry run, the apply (or discard). */
const candidateImportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadCandidateImport: build.mutation<CandidateImport, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/api/candidate-imports', method: 'POST', body };
      },
      transformResponse: (response: ApiEnvelope<CandidateImport>) =>
        response.data as CandidateImport,
    }),
    saveCandidateImportMapping: build.mutation<
      CandidateImport,
      { id: number; values: CandidateImportMappingInput }
    >({
      query: ({ id, values }) => ({
        url: `/api/candidate-imports/${id}/mapping`,
        method: 'PUT',
        body: values,
      }),
      transformResponse: (response: ApiEnvelope<CandidateImport>) =>
        response.data as CandidateImport,
    }),
    dryRunCandidateImport: build.mutation<CandidateImportOutcome, number>({
      query: (id) => ({ url: `/api/candidate-imports/${id}/dry-run`, method: 'POST' }),
      transformResponse: (response: ApiEnvelope<CandidateImportOutcome>) =>
        response.data as CandidateImportOutcome,
    }),
    applyCandidateImport: build.mutation<CandidateImportOutcome, number>({
      query: (id) => ({ url: `/api/candidate-imports/${id}/apply`, method: 'POST' }),
      transformResponse: (response: ApiEnvelope<CandidateImportOutcome>) =>
        response.data as CandidateImportOutcome,
      // New and merged people show in the pool, with their tags.
      invalidatesTags: [{ type: 'TalentPool', id: 'LIST' }],
    }),
    discardCandidateImport: build.mutation<CandidateImport, number>({
      query: (id) => ({ url: `/api/candidate-imports/${id}/discard`, method: 'POST' }),
    }),
  }),
});

export const {
  useUploadCandidateImportMutation,
  useSaveCandidateImportMappingMutation,
  useDryRunCandidateImportMutation,
  useApplyCandidateImportMutation,
  useDiscardCandidateImportMutation,
} = candidateImportApi;
