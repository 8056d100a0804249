import { baseApi, type ApiEnvelope } from '@/shared/api';
import type { ReportJob } from '@vistaar/shared/contract';
import type { ReportFilters } from '@vistaar/shared/validation';
import type { ReportName } from '../model/report-views';

const FILE_NAME = /filename="([^"]+)"/;

interface ReportArg {
  view: ReportName;
  filters: ReportFilters;
}

function reportUrl({ view, filters }: ReportArg, suffix = '') {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const query = params.toString();
  return `/api/reports/${view}${suffix}${query ? `?${query}` : ''}`;
}

/** Hiring reports: counts over the pipeline's history, narrowed by the filters in the link. */
const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReportJobs: build.query<ReportJob[], void>({
      query: () => '/api/reports/jobs',
      transformResponse: (response: ApiEnvelope<ReportJob[]>) => response.data ?? [],
    }),
    getReport: build.query<unknown, ReportArg>({
      query: (arg) => reportUrl(arg),
      transformResponse: (response: ApiEnvelope<unknown>) => response.data,
    }),
    // A mutation, not a cached query: each download reads the numbers afresh.
    downloadReportCsv: build.mutation<{ url: string; fileName: string }, ReportArg>({
      query: (arg) => ({
        url: reportUrl(arg, '/csv'),
        // A refusal is the usual JSON envelope; only the file itself is read as a blob.
        responseHandler: async (response) =>
          response.ok
            ? {
                url: URL.createObjectURL(await response.blob()),
                fileName:
                  FILE_NAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
                  `report-${arg.view}.csv`,
              }
            : response.json(),
      }),
    }),
  }),
});

export const { useGetReportJobsQuery, useGetReportQuery, useDownloadReportCsvMutation } =
  reportsApi;
