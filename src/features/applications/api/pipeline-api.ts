import { baseApi, type ApiEnvelope } from '@/shared/api';
import type {
  ApplicationEvent,
  BulkStageMoveResult,
  Holiday,
  Mention,
  PipelineStage,
  RejectionReason,
  TeamMate,
} from '@vistaar/shared/contract';
import type {
  ApplicationNoteInput,
  BulkStageMoveInput,
  HolidayInput,
  RejectionReasonInput,
  StageCreateInput,
  StageMoveInput,
} from '@vistaar/shared/validation';
import { applicationsApi, type ApplicationsQuery } from './applications-api';

type StageMove = StageMoveInput & { applicationId: number };
type ApplicationNote = ApplicationNoteInput & { applicationId: number };

/** The signed-in member's 'For you' list: notes naming them, newest first. */
interface MentionsList {
  items: Mention[];
  unread: number;
}

const stagesTag = { type: 'PipelineStage' as const, id: 'LIST' };
const reasonsTag = { type: 'RejectionReason' as const, id: 'LIST' };
const holidaysTag = { type: 'Holiday' as const, id: 'LIST' };
/** Limits and holidays decide which applications the desk and the board mark overdue. */
const overdueChanged = [stagesTag, { type: 'Application' as const, id: 'LIST' }];
/** A stage's name shows on every application and history entry naming it. */
const stageRenamed = [stagesTag, 'Application' as const];

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
      providesTags: [stagesTag],
    }),
    /** Every stage, archived ones after those in use, for the stage settings. */
    getAllPipelineStages: build.query<PipelineStage[], void>({
      query: () => '/api/pipeline/stages',
      transformResponse: (response: ApiEnvelope<PipelineStage[]>) => response.data ?? [],
      providesTags: [stagesTag],
    }),
    addPipelineStage: build.mutation<ApiEnvelope<PipelineStage>, StageCreateInput>({
      query: (body) => ({ url: '/api/pipeline/stages', method: 'POST', body }),
      invalidatesTags: [stagesTag],
    }),
    renamePipelineStage: build.mutation<ApiEnvelope<PipelineStage>, { id: number; name: string }>({
      query: ({ id, name }) => ({
        url: `/api/pipeline/stages/${id}`,
        method: 'PUT',
        body: { name },
      }),
      invalidatesTags: stageRenamed,
    }),
    setStageLimit: build.mutation<
      ApiEnvelope<PipelineStage>,
      { id: number; slaDays: number | null }
    >({
      query: ({ id, slaDays }) => ({
        url: `/api/pipeline/stages/${id}`,
        method: 'PUT',
        body: { slaDays },
      }),
      invalidatesTags: overdueChanged,
    }),
    getHolidays: build.query<Holiday[], void>({
      query: () => '/api/pipeline/holidays',
      transformResponse: (response: ApiEnvelope<Holiday[]>) => response.data ?? [],
      providesTags: [holidaysTag],
    }),
    addHoliday: build.mutation<ApiEnvelope<Holiday[]>, HolidayInput>({
      query: (body) => ({ url: '/api/pipeline/holidays', method: 'POST', body }),
      invalidatesTags: [holidaysTag, ...overdueChanged],
    }),
    removeHoliday: build.mutation<ApiEnvelope<Holiday[]>, string>({
      query: (day) => ({ url: `/api/pipeline/holidays/${day}`, method: 'DELETE' }),
      invalidatesTags: [holidaysTag, ...overdueChanged],
    }),
    reorderPipelineStages: build.mutation<ApiEnvelope<PipelineStage[]>, number[]>({
      query: (ids) => ({ url: '/api/pipeline/stages/order', method: 'PUT', body: { ids } }),
      invalidatesTags: [stagesTag],
    }),
    archivePipelineStage: build.mutation<ApiEnvelope<PipelineStage>, number>({
      query: (id) => ({ url: `/api/pipeline/stages/${id}/archive`, method: 'POST' }),
      invalidatesTags: [stagesTag],
    }),
    getRejectionReasons: build.query<RejectionReason[], void>({
      query: () => '/api/pipeline/rejection-reasons',
      transformResponse: (response: ApiEnvelope<RejectionReason[]>) => response.data ?? [],
      providesTags: [reasonsTag],
    }),
    addRejectionReason: build.mutation<ApiEnvelope<RejectionReason>, RejectionReasonInput>({
      query: (body) => ({ url: '/api/pipeline/rejection-reasons', method: 'POST', body }),
      invalidatesTags: [reasonsTag],
    }),
    renameRejectionReason: build.mutation<
      ApiEnvelope<RejectionReason>,
      RejectionReasonInput & { id: number }
    >({
      query: ({ id, label }) => ({
        url: `/api/pipeline/rejection-reasons/${id}`,
        method: 'PUT',
        body: { label },
      }),
      // Past rejections in the histories show the new words.
      invalidatesTags: [reasonsTag, 'Application'],
    }),
    archiveRejectionReason: build.mutation<ApiEnvelope<RejectionReason>, number>({
      query: (id) => ({ url: `/api/pipeline/rejection-reasons/${id}/archive`, method: 'POST' }),
      invalidatesTags: [reasonsTag],
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
      /**
       * The application moves at once in every list that shows it (a card on the board goes
       * to its new column), and goes back where it was if the server refuses the move.
       */
      async onQueryStarted({ applicationId, stageId }, { dispatch, getState, queryFulfilled }) {
        const stages = pipelineApi.endpoints.getPipelineStages.select()(getState()).data ?? [];
        const stage = stages.find((candidate) => candidate.id === stageId);
        if (!stage) return;
        const lists = applicationsApi.util
          .selectInvalidatedBy(getState(), [{ type: 'Application', id: applicationId }])
          .filter(({ endpointName }) => endpointName === 'getJobApplications');
        const patches = lists.map(({ originalArgs }) =>
          dispatch(
            applicationsApi.util.updateQueryData(
              'getJobApplications',
              originalArgs as ApplicationsQuery,
              (draft) => {
                const item = draft.items.find((candidate) => candidate.id === applicationId);
                if (!item) return;
                item.stage = { id: stage.id, name: stage.name, kind: stage.kind };
                item.daysInStage = 0;
              },
            ),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
    moveApplications: build.mutation<ApiEnvelope<BulkStageMoveResult>, BulkStageMoveInput>({
      query: (body) => ({ url: '/api/career/applications/stage', method: 'POST', body }),
      invalidatesTags: (_result, _error, { ids }) => applicationTags(ids),
    }),
    /** Colleagues a note on this application may name: those who may open it. */
    getTeamMates: build.query<TeamMate[], number>({
      query: (applicationId) => `/api/pipeline/team-mates?applicationId=${applicationId}`,
      transformResponse: (response: ApiEnvelope<TeamMate[]>) => response.data ?? [],
      // A newly scheduled panel may be named too: the application's changes refresh it.
      providesTags: (_result, _error, applicationId) => [
        { type: 'Application', id: applicationId },
      ],
    }),
    addApplicationNote: build.mutation<ApiEnvelope<ApplicationEvent>, ApplicationNote>({
      query: ({ applicationId, ...body }) => ({
        url: `/api/career/applications/${applicationId}/notes`,
        method: 'POST',
        body,
      }),
      // A note naming the writer shows in their own list too.
      invalidatesTags: (_result, _error, { applicationId }) => [
        { type: 'Application', id: applicationId },
        { type: 'Mention', id: 'LIST' },
      ],
    }),
    getMentions: build.query<MentionsList, void>({
      query: () => '/api/pipeline/mentions',
      transformResponse: (response: ApiEnvelope<MentionsList>) =>
        response.data ?? { items: [], unread: 0 },
      providesTags: [{ type: 'Mention', id: 'LIST' }],
    }),
    markMentionRead: build.mutation<ApiEnvelope<never>, number>({
      query: (id) => ({ url: `/api/pipeline/mentions/${id}/read`, method: 'POST' }),
      invalidatesTags: [{ type: 'Mention', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetTeamMatesQuery,
  useAddApplicationNoteMutation,
  useGetMentionsQuery,
  useMarkMentionReadMutation,
  useGetPipelineStagesQuery,
  useGetAllPipelineStagesQuery,
  useAddPipelineStageMutation,
  useRenamePipelineStageMutation,
  useSetStageLimitMutation,
  useGetHolidaysQuery,
  useAddHolidayMutation,
  useRemoveHolidayMutation,
  useReorderPipelineStagesMutation,
  useArchivePipelineStageMutation,
  useGetRejectionReasonsQuery,
  useAddRejectionReasonMutation,
  useRenameRejectionReasonMutation,
  useArchiveRejectionReasonMutation,
  useGetApplicationTimelineQuery,
  useMoveApplicationMutation,
  useMoveApplicationsMutation,
} = pipelineApi;
