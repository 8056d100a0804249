import { baseApi, fileDownloadHandler, type ApiEnvelope, type DownloadedFile } from '@/shared/api';
import type { ReportJob } from '@vistaar/shared/contract';
import type { ReportFilters } from '@vistaar/shared/validation';
import type { ReportName } from '../model/report-views';

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
    downloadReportCsv: build.mutation<DownloadedFile, ReportArg>({
      query: (arg) => ({
        url: reportUrl(arg, '/csv'),
        responseHandler: fileDownloadHandler(`report-${arg.view}.csv`),
      }),
    }),
  }),
});

export const { useGetReportJobsQuery, useGetReportQuery, useDownloadReportCsvMutation } =
  reportsApi;
