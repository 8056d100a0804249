import { baseApi, type ApiEnvelope } from '@/shared/api';
import type { AuditEntry } from '@vistaar/shared/contract';

export interface AuditFilters {
  staffId?: number;
  action?: string;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
}

interface AuditQuery extends AuditFilters {
  /** 1-based. */
  page: number;
  limit: number;
}

function filterParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params;
}

/** The audit trail, read-only (admins only). */
const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAuditEntries: build.query<{ items: AuditEntry[]; total: number }, AuditQuery>({
      query: ({ page, limit, ...filters }) => {
        const params = filterParams(filters);
        params.set('page', String(page));
        params.set('limit', String(limit));
        return `/api/audit?${params.toString()}`;
      },
      transformResponse: (response: ApiEnvelope<AuditEntry[]>) => ({
        items: response.data ?? [],
        total: response.total ?? 0,
      }),
      providesTags: [{ type: 'Audit', id: 'LIST' }],
    }),
    getAuditActions: build.query<string[], void>({
      query: () => '/api/audit/actions',
      transformResponse: (response: ApiEnvelope<string[]>) => response.data ?? [],
    }),
    // A mutation, not a cached query: each export is a fresh read, and is itself audited.
    exportAuditCsv: build.mutation<string, AuditFilters>({
      query: (filters) => ({
        url: `/api/audit/export?${filterParams(filters).toString()}`,
        responseHandler: (response) => response.text(),
      }),
      invalidatesTags: [{ type: 'Audit', id: 'LIST' }],
    }),
  }),
});

export const { useGetAuditEntriesQuery, useGetAuditActionsQuery, useExportAuditCsvMutation } =
  auditApi;
