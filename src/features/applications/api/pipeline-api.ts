import { baseApi, type ApiEnvelope } from '@/shared/api';
import type {
  ApplicationEvent,
  BulkStageMoveResult,
  PipelineStage,
  RejectionReason,
} from '@/shared/contract';
import type { BulkStageMoveInput, StageMoveInput } from '@/shared/validation';

export type StageMove = StageMoveInput & { applicationId: number };

const applicationTags = (ids: number[]) => [
  { type: 'Application' as const, id: 'LIST' },
  ...ids.map((id) => ({ type: 'Application' as const, id })),
];

/** The recruiting pipeline as the desk uses it: stages, reasons, moves and each history. */
export const pipelineApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The stages in use, in order (archived ones only name old history entries). */
    getPipelineStages: build.query<PipelineStage[], void>({
      query: () => '/api/pipeline/stages',
      transformResponse: (response: ApiEnvelope<PipelineStage[]>) =>
        (response.data ?? []).filter((stage) => !stage.archived),
    }),
    getRejectionReasons: build.query<RejectionReason[], void>({
      query: () => '/api/pipeline/rejection-reasons',
      transformResponse: (response: ApiEnvelope<RejectionReason[]>) => response.data ?? [],
    }),
    getApplicationTimeline: build.query<ApplicationEvent[], number>({
      query: (id) => `/api/career/applications/${id}/timeline`,
      transformResponse: (response: ApiEnvelope<ApplicationEvent[]>) => response.data ?? [],
      providesTags: (_result, _error, id) => [{ type: 'Application', id }],
    }),
    moveApplication: build.mutation<ApiEnvelope<ApplicationEvent>, StageMove>({
      query: ({ applicationId, ...body }) => ({
        url: `/api/career/applications/${applicationId}/stage`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { applicationId }) => applicationTags([applicationId]),
    }),
    moveApplications: build.mutation<ApiEnvelope<BulkStageMoveResult>, BulkStageMoveInput>({
      query: (body) => ({ url: '/api/career/applications/stage', method: 'POST', body }),
      invalidatesTags: (_result, _error, { ids }) => applicationTags(ids),
    }),
  }),
});

export const {
  useGetPipelineStagesQuery,
  useGetRejectionReasonsQuery,
  useGetApplicationTimelineQuery,
  useMoveApplicationMutation,
  useMoveApplicationsMutation,
} = pipelineApi;
