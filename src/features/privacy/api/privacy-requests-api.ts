import { baseApi, type ApiEnvelope } from '@/shared/api';
import type { PrivacyRequestKind, PrivacyRequestStatus } from '@vistaar/shared/config';
import type { PrivacyRequest } from '@vistaar/shared/contract';
import type { PrivacyResponseInput, StaffPrivacyRequestInput } from '@vistaar/shared/validation';

interface PrivacyRequestFilters {
  kind?: PrivacyRequestKind;
  status?: PrivacyRequestStatus;
  overdue?: boolean;
}

interface PrivacyRequestQuery extends PrivacyRequestFilters {
  /** 1-based. */
  page: number;
  limit: number;
}

const LIST = { type: 'PrivacyRequest', id: 'LIST' } as const;

/** The staff 'Privacy requests' screen (admins and HR). */
const privacyRequestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPrivacyRequests: build.query<
      { items: PrivacyRequest[]; total: number },
      PrivacyRequestQuery
    >({
      query: (query) => {
        const params = new URLSearchParams();
        for (const [name, value] of Object.entries(query)) {
          if (value !== undefined && value !== '' && value !== false) {
            params.set(name, String(value));
          }
        }
        return `/api/privacy/requests?${params.toString()}`;
      },
      transformResponse: (response: ApiEnvelope<PrivacyRequest[]>) => ({
        items: response.data ?? [],
        total: response.total ?? 0,
      }),
      providesTags: (result) => [
        LIST,
        ...(result?.items ?? []).map((item) => ({ type: 'PrivacyRequest' as const, id: item.id })),
      ],
    }),
    getPrivacyRequest: build.query<PrivacyRequest, number>({
      query: (id) => `/api/privacy/requests/${id}`,
      transformResponse: (response: ApiEnvelope<PrivacyRequest>) => response.data as PrivacyRequest,
      providesTags: (_result, _error, id) => [{ type: 'PrivacyRequest', id }],
    }),
    createPrivacyRequest: build.mutation<PrivacyRequest, StaffPrivacyRequestInput>({
      query: (body) => ({ url: '/api/privacy/requests', method: 'POST', body }),
      transformResponse: (response: ApiEnvelope<PrivacyRequest>) => response.data as PrivacyRequest,
      invalidatesTags: [LIST],
    }),
    respondToPrivacyRequest: build.mutation<
      PrivacyRequest,
      { id: number; body: PrivacyResponseInput }
    >({
      query: ({ id, body }) => ({
        url: `/api/privacy/requests/${id}/respond`,
        method: 'POST',
        body,
      }),
      transformResponse: (response: ApiEnvelope<PrivacyRequest>) => response.data as PrivacyRequest,
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'PrivacyRequest', id }],
    }),
  }),
});

export const {
  useGetPrivacyRequestsQuery,
  useGetPrivacyRequestQuery,
  useCreatePrivacyRequestMutation,
  useRespondToPrivacyRequestMutation,
} = privacyRequestsApi;
