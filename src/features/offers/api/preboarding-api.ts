import { baseApi, type ApiEnvelope } from '@/shared/api';
import type { Preboarding } from '@vistaar/shared/contract';

const preboardingTag = (offerId: number) => ({
  type: 'Offer' as const,
  id: `preboarding-${offerId}`,
});

/** An accepted offer's pre-boarding, as HR, admins and the job's recruiter review it. */
const preboardingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPreboarding: build.query<Preboarding, number>({
      query: (offerId) => `/api/offers/${offerId}/preboarding`,
      transformResponse: (response: ApiEnvelope<Preboarding>) => response.data as Preboarding,
      providesTags: (_result, _error, offerId) => [preboardingTag(offerId)],
    }),
    reviewPreboardingDocument: build.mutation<
      ApiEnvelope<Preboarding>,
      { offerId: number; documentId: number } & (
        { decision: 'accept'; maskedChecked?: boolean } | { decision: 'ask-again'; reason: string }
      )
    >({
      query: ({ offerId, documentId, decision, ...body }) => ({
        url: `/api/offers/${offerId}/preboarding/documents/${documentId}/${decision}`,
        method: 'POST',
        body,
      }),
      // The offer's history gains the step.
      invalidatesTags: (_result, _error, { offerId }) => [
        preboardingTag(offerId),
        { type: 'Offer', id: offerId },
      ],
    }),
    decideJoiningRequest: build.mutation<
      ApiEnvelope<Preboarding>,
      { offerId: number; requestId: number } & (
        { decision: 'approve' } | { decision: 'decline'; reason: string }
      )
    >({
      query: ({ offerId, requestId, decision, ...body }) => ({
        url: `/api/offers/${offerId}/preboarding/joining-requests/${requestId}/${decision}`,
        method: 'POST',
        ...(decision === 'decline' ? { body } : {}),
      }),
      // Approving moves the offer's joining date.
      invalidatesTags: (_result, _error, { offerId }) => [
        preboardingTag(offerId),
        { type: 'Offer', id: offerId },
      ],
    }),
  }),
});

export const {
  useGetPreboardingQuery,
  useReviewPreboardingDocumentMutation,
  useDecideJoiningRequestMutation,
} = preboardingApi;
