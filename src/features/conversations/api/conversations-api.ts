import type {
  ConversationMessage,
  QuarantinedMail,
  WhatsappCosts,
  WhatsappReplyState,
} from '@vistaar/shared/contract';
import type { ConversationReplyInput, QuarantineAttachInput } from '@vistaar/shared/validation';
import { baseApi, type ApiEnvelope } from '@/shared/api';

const conversationsApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    /** A member's message on one channel; the server answers with the thread, which replaces the cached one. */
    const sendOnThread = (channel: 'conversation' | 'whatsapp') =>
      build.mutation<
        ApiEnvelope<ConversationMessage[]>,
        ConversationReplyInput & { applicationId: number }
      >({
        query: ({ applicationId, ...body }) => ({
          url: `/api/career/applications/${applicationId}/${channel}`,
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
      });
    return {
      /** An application's messages with the candidate, oldest first (opening it marks replies read). */
      getConversation: build.query<ConversationMessage[], number>({
        query: (applicationId) => `/api/career/applications/${applicationId}/conversation`,
        transformResponse: (response: ApiEnvelope<ConversationMessage[]>) => response.data ?? [],
        providesTags: (_result, _error, applicationId) => [
          { type: 'Conversation', id: applicationId },
        ],
        async onQueryStarted(_applicationId, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          // Opening the thread read its new replies: the desk's marker goes with them.
          if (data?.some((message) => message.unread)) {
            dispatch(baseApi.util.invalidateTags([{ type: 'Application', id: 'LIST' }]));
          }
        },
      }),
      /** A member's answer by e-mail. */
      replyToCandidate: sendOnThread('conversation'),
      /** Whether free text may go on WhatsApp now (set up, opted in, the 24-hour window open), and why not. */
      getWhatsappReplyState: build.query<WhatsappReplyState, number>({
        query: (applicationId) => `/api/career/applications/${applicationId}/whatsapp`,
        transformResponse: (response: ApiEnvelope<WhatsappReplyState>) => response.data!,
        providesTags: (_result, _error, applicationId) => [
          { type: 'Conversation', id: applicationId },
        ],
      }),
      /** A member's WhatsApp message. */
      sendWhatsapp: sendOnThread('whatsapp'),
      /** A month's (YYYY-MM) WhatsApp messages and cost per category: admins only. */
      getWhatsappCosts: build.query<WhatsappCosts, string>({
        query: (month) => `/api/whatsapp/costs?month=${encodeURIComponent(month)}`,
        transformResponse: (response: ApiEnvelope<WhatsappCosts>) => response.data!,
      }),
      getMailQuarantine: build.query<QuarantinedMail[], void>({
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
    };
  },
});

export const {
  useGetConversationQuery,
  useReplyToCandidateMutation,
  useGetWhatsappReplyStateQuery,
  useSendWhatsappMutation,
  useGetWhatsappCostsQuery,
  useGetMailQuarantineQuery,
  useAttachQuarantinedMutation,
  useDeleteQuarantinedMutation,
} = conversationsApi;
