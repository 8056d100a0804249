import type { ConversationMessage, QuarantinedMail } from '@vistaar/shared/contract';
import type { ConversationReplyInput, QuarantineAttachInput } from '@vistaar/shared/validation';
import { baseApi, type ApiEnvelope } from '@/shared/api';

const conversationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** An application's e-mails with the candidate, oldest first (opening it marks replies read). */
    getConversation: build.query<ConversationMessage[], number>({
      query: (applicationId) => `/api/career/applications/${applicationId}/conversation`,
      transformResponse: (response: ApiEnvelope<ConversationMessage[]>) => response.data ?? [],
      providesTags: (_result, _error, applicationId) => [
        { type: 'Conversation', id: applicationId },
      ],
    }),
    /** A member's answer; the server answers with the thread, which replaces the cached one. */
    replyToCandidate: build.mutation<
      ApiEnvelope<ConversationMessage[]>,
      ConversationReplyInput & { applicationId: number }
    >({
      query: ({ applicationId, ...body }) => ({
        url: `/api/career/applications/${applicationId}/conversation`,
        method: 'POST',
        body,
      }),
      async onQueryStarted({ applicationId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data?.data) return;
        dispatch(
          conversationsApi.util.upsertQueryData('getConversation', applicationId, data.data),
        );
      },
    }),
    getQuarantine: build.query<QuarantinedMail[], void>({
      query: () => '/api/mail-quarantine',
      transformResponse: (response: ApiEnvelope<QuarantinedMail[]>) => response.data ?? [],
      providesTags: [{ type: 'Conversation', id: 'QUARANTINE' }],
    }),
    attachQuarantined: build.mutation<ApiEnvelope<null>, QuarantineAttachInput & { id: number }>({
      query: ({ id, ...body }) => ({
        url: `/api/mail-quarantine/${id}/attach`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { applicationId }) => [
        { type: 'Conversation', id: 'QUARANTINE' },
        { type: 'Conversation', id: applicationId },
      ],
    }),
    deleteQuarantined: build.mutation<ApiEnvelope<null>, number>({
      query: (id) => ({ url: `/api/mail-quarantine/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Conversation', id: 'QUARANTINE' }],
    }),
  }),
});

export const {
  useGetConversationQuery,
  useReplyToCandidateMutation,
  useGetQuarantineQuery,
  useAttachQuarantinedMutation,
  useDeleteQuarantinedMutation,
} = conversationsApi;
