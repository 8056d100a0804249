import { baseApi, fileDownloadHandler, type ApiEnvelope, type DownloadedFile } from '@/shared/api';
import type {
  BreachAffectedPerson,
  BreachJobOption,
  BreachListItem,
  BreachRecord,
} from '@vistaar/shared/contract';
import type { BreachInput } from '@vistaar/shared/validation';

const breachTag = (id: number) => [
  { type: 'Breach' as const, id },
  { type: 'Breach' as const, id: 'LIST' },
];

/** Personal data breaches: record, review, notify, report (admins and HR). */
const breachesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBreaches: build.query<
      { items: BreachListItem[]; total: number },
      { page: number; limit: number }
    >({
      query: ({ page, limit }) => `/api/privacy/breaches?page=${page}&limit=${limit}`,
      transformResponse: (response: ApiEnvelope<BreachListItem[]>) => ({
        items: response.data ?? [],
        total: response.total ?? 0,
      }),
      providesTags: (result) => [
        { type: 'Breach', id: 'LIST' },
        ...(result?.items ?? []).map((item) => ({ type: 'Breach' as const, id: item.id })),
      ],
    }),
    getBreach: build.query<BreachRecord, number>({
      query: (id) => `/api/privacy/breaches/${id}`,
      transformResponse: (response: ApiEnvelope<BreachRecord>) => response.data!,
      providesTags: (_result, _error, id) => [{ type: 'Breach', id }],
    }),
    getBreachJobs: build.query<BreachJobOption[], void>({
      query: () => '/api/privacy/breaches/jobs',
      transformResponse: (response: ApiEnvelope<BreachJobOption[]>) => response.data ?? [],
    }),
    getBreachAffected: build.query<
      { items: BreachAffectedPerson[]; total: number },
      { id: number; page: number; limit: number }
    >({
      query: ({ id, page, limit }) =>
        `/api/privacy/breaches/${id}/affected?page=${page}&limit=${limit}`,
      transformResponse: (response: ApiEnvelope<BreachAffectedPerson[]>) => ({
        items: response.data ?? [],
        total: response.total ?? 0,
      }),
      providesTags: (_result, _error, { id }) => [{ type: 'Breach', id }],
    }),
    recordBreach: build.mutation<ApiEnvelope<BreachRecord>, BreachInput>({
      query: (body) => ({ url: '/api/privacy/breaches', method: 'POST', body }),
      invalidatesTags: [{ type: 'Breach', id: 'LIST' }],
    }),
    updateBreach: build.mutation<ApiEnvelope<BreachRecord>, BreachInput & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/privacy/breaches/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => breachTag(id),
    }),
    sendBreachNotices: build.mutation<
      ApiEnvelope<BreachRecord>,
      { id: number; affectedCount: number }
    >({
      query: ({ id, affectedCount }) => ({
        url: `/api/privacy/breaches/${id}/notices`,
        method: 'POST',
        body: { confirm: true, affectedCount },
      }),
      invalidatesTags: (_result, _error, { id }) => breachTag(id),
    }),
    addBreachUpdate: build.mutation<ApiEnvelope<BreachRecord>, { id: number; text: string }>({
      query: ({ id, text }) => ({
        url: `/api/privacy/breaches/${id}/updates`,
        method: 'POST',
        body: { text },
      }),
      invalidatesTags: (_result, _error, { id }) => breachTag(id),
    }),
    markBreachBoardReported: build.mutation<ApiEnvelope<BreachRecord>, number>({
      query: (id) => ({ url: `/api/privacy/breaches/${id}/board-reported`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => breachTag(id),
    }),
    // A mutation, not a cached query: each download is made fresh, and is itself audited.
    downloadBoardReport: build.mutation<DownloadedFile, number>({
      query: (id) => ({
        url: `/api/privacy/breaches/${id}/board-report.pdf`,
        responseHandler: fileDownloadHandler('board-report.pdf'),
      }),
    }),
  }),
});

export const {
  useGetBreachesQuery,
  useGetBreachQuery,
  useGetBreachJobsQuery,
  useGetBreachAffectedQuery,
  useRecordBreachMutation,
  useUpdateBreachMutation,
  useSendBreachNoticesMutation,
  useAddBreachUpdateMutation,
  useMarkBreachBoardReportedMutation,
  useDownloadBoardReportMutation,
} = breachesApi;
