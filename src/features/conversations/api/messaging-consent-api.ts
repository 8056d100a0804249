import type { MessagingConsent } from '@vistaar/shared/contract';
import type { ChannelConsentInput } from '@vistaar/shared/validation';
import { baseApi, type ApiEnvelope } from '@/shared/api';

const messagingConsentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A candidate's WhatsApp and SMS consent: each channel's state and the history. */
    getMessagingConsent: build.query<MessagingConsent, number>({
      query: (candidateId) => `/api/candidates/${candidateId}/messaging-consent`,
      transformResponse: (response: ApiEnvelope<MessagingConsent>) => response.data!,
    }),
    /** A recruiter's note of consent or an opt-out; the answer is the new state, cached at once. */
    recordMessagingConsent: build.mutation<
      ApiEnvelope<MessagingConsent>,
      ChannelConsentInput & { candidateId: number }
    >({
      query: ({ candidateId, ...body }) => ({
        url: `/api/candidates/${candidateId}/messaging-consent`,
        method: 'POST',
        body,
      }),
      async onQueryStarted({ candidateId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data?.data) return;
        dispatch(
          messagingConsentApi.util.upsertQueryData('getMessagingConsent', candidateId, data.data),
        );
      },
    }),
  }),
});

export const { useGetMessagingConsentQuery, useRecordMessagingConsentMutation } =
  messagingConsentApi;
