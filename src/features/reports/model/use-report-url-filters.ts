import { APPLICATION_SOURCES, type ApplicationSource } from '@vistaar/shared/config';
import type { ReportFilters } from '@vistaar/shared/validation';
import { useUrlFilters } from '@/shared/lib/grid-url-state';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters a link carries; anything malformed is left out rather than sent on. */
function reportFiltersFrom(params: URLSearchParams): ReportFilters {
  const jobId = Number(params.get('jobId'));
  const recruiterId = Number(params.get('recruiterId'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const department = (params.get('department') ?? '').slice(0, 100);
  const location = (params.get('location') ?? '').slice(0, 100);
  const source = params.get('source') ?? '';
  return {
    ...(DAY.test(from) ? { from } : {}),
    ...(DAY.test(to) ? { to } : {}),
    ...(Number.isInteger(jobId) && jobId > 0 ? { jobId } : {}),
    ...(Number.isInteger(recruiterId) && recruiterId > 0 ? { recruiterId } : {}),
    department,
    location,
    ...(APPLICATION_SOURCES.includes(source as ApplicationSource)
      ? { source: source as ApplicationSource }
      : {}),
  };
}

/**
 * The reports' filters, kept in the URL (`?from=2026-01-01&to=2026-03-31&jobId=4`) so a
 * reload, the back button or a link sent to a colleague shows the same numbers.
 */
export function useReportUrlFilters() {
  return useUrlFilters(reportFiltersFrom);
}
