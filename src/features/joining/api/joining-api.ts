import { baseApi, type ApiEnvelope } from '@/shared/api';
import type { JoiningState } from '@vistaar/shared/config/joining';
import type { JoinedResult, JoiningRow } from '@vistaar/shared/contract';
import type { DropoutInput } from '@vistaar/shared/validation/joining-schema';

export interface JoiningFilters {
  state?: JoiningState;
  atRisk?: boolean;
}

const joiningList = { type: 'Offer' as const, id: 'JOINING' };

/** Accepted offers on their way to joining: the list, mark joined, mark dropped out. */
const joiningApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getJoinings: build.query<
      { items: JoiningRow[]; total: number },
      JoiningFilters & { page: number; limit: number; search: string }
    >({
      query: ({ page, limit, search, state, atRisk }) => ({
        url: '/api/joinings',
        params: {
          page,
          limit,
          ...(search ? { search } : {}),
          ...(state ? { state } : {}),
          ...(atRisk ? { atRisk: true } : {}),
        },
      }),
      transformResponse: (response: ApiEnvelope<JoiningRow[]>) => ({
        items: response.data ?? [],
        total: response.total ?? 0,
      }),
      providesTags: [joiningList],
    }),
    markJoined: build.mutation<ApiEnvelope<JoinedResult>, number>({
      query: (offerId) => ({ url: `/api/offers/${offerId}/joined`, method: 'POST' }),
      invalidatesTags: [
        joiningList,
        { type: 'Employee', id: 'LIST' },
        { type: 'Application', id: 'LIST' },
      ],
    }),
    markDroppedOut: build.mutation<ApiEnvelope<JoiningRow>, DropoutInput & { offerId: number }>({
      query: ({ offerId, ...body }) => ({
        url: `/api/offers/${offerId}/dropped-out`,
        method: 'POST',
        body,
      }),
      invalidatesTags: [joiningList],
    }),
  }),
});

export const { useGetJoiningsQuery, useMarkJoinedMutation, useMarkDroppedOutMutation } = joiningApi;
