import { baseApi, type ApiEnvelope } from '@/shared/api';
import type {
  CtcStructure,
  OfferApprovalOptions,
  OfferApprovalRule,
  OfferRecord,
  OfferTemplate,
} from '@vistaar/shared/contract';
import type {
  CtcStructureInput,
  OfferApprovalRuleInput,
  OfferDraftInput,
  OfferTemplateInput,
} from '@vistaar/shared/validation/offer-schema';

const templates = { type: 'OfferTemplate' as const, id: 'LIST' };
const structures = { type: 'CtcStructure' as const, id: 'LIST' };
const rules = { type: 'OfferApprovalRule' as const, id: 'LIST' };
const awaiting = { type: 'Offer' as const, id: 'AWAITING' };
const data = <T>(response: ApiEnvelope<T>) => response.data as T;

/** What an offer's change touches: that offer, its application's list and the approvers' queue. */
const offerChanged = (result: ApiEnvelope<OfferRecord> | undefined) =>
  result?.data
    ? [
        { type: 'Offer' as const, id: result.data.id },
        { type: 'Offer' as const, id: `application-${result.data.applicationId}` },
        awaiting,
      ]
    : [awaiting];

/** Offer templates, CTC structures, approval chains, and the offers themselves. */
const offersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOfferTemplates: build.query<OfferTemplate[], void>({
      query: () => '/api/offer-templates',
      transformResponse: data<OfferTemplate[]>,
      providesTags: [templates],
    }),
    saveOfferTemplate: build.mutation<
      ApiEnvelope<OfferTemplate>,
      OfferTemplateInput & { id?: number }
    >({
      query: ({ id, ...body }) =>
        id
          ? { url: `/api/offer-templates/${id}`, method: 'PUT', body }
          : { url: '/api/offer-templates', method: 'POST', body },
      invalidatesTags: [templates],
    }),
    archiveOfferTemplate: build.mutation<ApiEnvelope<OfferTemplate>, number>({
      query: (id) => ({ url: `/api/offer-templates/${id}/archive`, method: 'POST' }),
      invalidatesTags: [templates],
    }),
    getCtcStructures: build.query<CtcStructure[], void>({
      query: () => '/api/ctc-structures',
      transformResponse: data<CtcStructure[]>,
      providesTags: [structures],
    }),
    saveCtcStructure: build.mutation<
      ApiEnvelope<CtcStructure>,
      CtcStructureInput & { id?: number }
    >({
      query: ({ id, ...body }) =>
        id
          ? { url: `/api/ctc-structures/${id}`, method: 'PUT', body }
          : { url: '/api/ctc-structures', method: 'POST', body },
      invalidatesTags: [structures],
    }),
    archiveCtcStructure: build.mutation<ApiEnvelope<CtcStructure>, number>({
      query: (id) => ({ url: `/api/ctc-structures/${id}/archive`, method: 'POST' }),
      invalidatesTags: [structures],
    }),
    getApprovalRules: build.query<OfferApprovalRule[], void>({
      query: () => '/api/offer-approval-rules',
      transformResponse: data<OfferApprovalRule[]>,
      providesTags: [rules],
    }),
    getApprovalOptions: build.query<OfferApprovalOptions, void>({
      query: () => '/api/offer-approval-rules/options',
      transformResponse: data<OfferApprovalOptions>,
    }),
    addApprovalRule: build.mutation<ApiEnvelope<OfferApprovalRule[]>, OfferApprovalRuleInput>({
      query: (body) => ({ url: '/api/offer-approval-rules', method: 'POST', body }),
      invalidatesTags: [rules],
    }),
    removeApprovalRule: build.mutation<ApiEnvelope<null>, number>({
      query: (id) => ({ url: `/api/offer-approval-rules/${id}`, method: 'DELETE' }),
      invalidatesTags: [rules],
    }),
    getApplicationOffers: build.query<OfferRecord[], number>({
      query: (applicationId) => `/api/career/applications/${applicationId}/offers`,
      transformResponse: data<OfferRecord[]>,
      providesTags: (result, _error, applicationId) => [
        { type: 'Offer', id: `application-${applicationId}` },
        ...(result ?? []).map(({ id }) => ({ type: 'Offer' as const, id })),
      ],
    }),
    getOffer: build.query<OfferRecord, number>({
      query: (id) => `/api/offers/${id}`,
      transformResponse: data<OfferRecord>,
      providesTags: (_result, _error, id) => [{ type: 'Offer', id }],
    }),
    getOffersAwaitingMe: build.query<OfferRecord[], void>({
      query: () => '/api/offers/awaiting-me',
      transformResponse: data<OfferRecord[]>,
      providesTags: [awaiting],
    }),
    draftOffer: build.mutation<
      ApiEnvelope<OfferRecord>,
      OfferDraftInput & { applicationId: number }
    >({
      query: ({ applicationId, ...body }) => ({
        url: `/api/career/applications/${applicationId}/offers`,
        method: 'POST',
        body,
      }),
      invalidatesTags: offerChanged,
    }),
    changeOffer: build.mutation<ApiEnvelope<OfferRecord>, OfferDraftInput & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/offers/${id}`, method: 'PUT', body }),
      invalidatesTags: offerChanged,
    }),
    offerAction: build.mutation<
      ApiEnvelope<OfferRecord>,
      { id: number; action: 'submit' | 'send' | 'approve' | 'reject'; comment?: string }
    >({
      query: ({ id, action, comment }) => ({
        url: `/api/offers/${id}/${action}`,
        method: 'POST',
        ...(action === 'approve' || action === 'reject'
          ? { body: { comment: comment ?? '' } }
          : {}),
      }),
      invalidatesTags: offerChanged,
    }),
    offerLetter: build.query<{ url: string }, { id: number; signed: boolean }>({
      query: ({ id, signed }) => ({
        url: `/api/offers/${id}/${signed ? 'signed' : 'letter'}.pdf`,
        // A refusal is the usual JSON envelope; only the file itself is read as a blob.
        responseHandler: async (response) =>
          response.ok ? { url: URL.createObjectURL(await response.blob()) } : response.json(),
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetOfferTemplatesQuery,
  useSaveOfferTemplateMutation,
  useArchiveOfferTemplateMutation,
  useGetCtcStructuresQuery,
  useSaveCtcStructureMutation,
  useArchiveCtcStructureMutation,
  useGetApprovalRulesQuery,
  useGetApprovalOptionsQuery,
  useAddApprovalRuleMutation,
  useRemoveApprovalRuleMutation,
  useGetApplicationOffersQuery,
  useGetOfferQuery,
  useGetOffersAwaitingMeQuery,
  useDraftOfferMutation,
  useChangeOfferMutation,
  useOfferActionMutation,
  useLazyOfferLetterQuery,
} = offersApi;
