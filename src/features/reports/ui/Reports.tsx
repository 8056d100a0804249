import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import {
  APPLICATION_SOURCE_LABELS,
  APPLICATION_SOURCES,
  type ApplicationSource,
} from '@vistaar/shared/config';
import { FilterBar, FilterDate, FilterSelect } from '@/shared/ui/filter-bar';
import { useGetReportJobsQuery } from '../api/reports-api';
import { REPORT_VIEWS } from '../model/report-views';
import { useReportUrlFilters } from '../model/use-report-url-filters';
import { ReportSection } from './ReportSection';

const distinct = (values: string[]) =>
  [...new Set(values.filter(Boolean))].sort((a, b) => a.localeCompare(b));

/** The hiring reports under one set of filters, kept in the link. */
export function Reports() {
  const { filters, change } = useReportUrlFilters();
  const { data: jobs = [] } = useGetReportJobsQuery();
  const option = (value: string) => ({ value, label: value });
  // The members who own a job, each once: the filter narrows to their jobs.
  const recruiters = [
    ...new Map(
      jobs.flatMap((job) =>
        job.recruiterId === null ? [] : [[job.recruiterId, job.recruiterName ?? '']],
      ),
    ),
  ]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));

  return (
    <Stack spacing={4} divider={<Divider flexItem />} sx={{ minWidth: 0 }}>
      <FilterBar
        label="Filters"
        columns={{ xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' }}
      >
        <FilterDate label="From" value={filters.from} onChange={(from) => change({ from })} />
        <FilterDate label="To" value={filters.to} onChange={(to) => change({ to })} />
        <FilterSelect
          label="Job"
          allLabel="All jobs"
          value={filters.jobId}
          options={jobs.map((job) => ({ value: job.id, label: job.title }))}
          onChange={(value) => change({ jobId: value === undefined ? undefined : Number(value) })}
        />
        <FilterSelect
          label="Department"
          allLabel="All departments"
          value={filters.department}
          options={distinct(jobs.map((job) => job.department)).map(option)}
          onChange={(department) => change({ department })}
        />
        <FilterSelect
          label="Location"
          allLabel="All locations"
          value={filters.location}
          options={distinct(jobs.map((job) => job.location)).map(option)}
          onChange={(location) => change({ location })}
        />
        <FilterSelect
          label="Recruiter"
          allLabel="All recruiters"
          value={filters.recruiterId}
          options={recruiters}
          onChange={(value) =>
            change({ recruiterId: value === undefined ? undefined : Number(value) })
          }
        />
        <FilterSelect
          label="Source"
          allLabel="All sources"
          value={filters.source}
          options={APPLICATION_SOURCES.map((source) => ({
            value: source,
            label: APPLICATION_SOURCE_LABELS[source],
          }))}
          onChange={(source) => change({ source: source as ApplicationSource | undefined })}
        />
      </FilterBar>
      {REPORT_VIEWS.map((view) => (
        <ReportSection key={view.name} view={view} filters={filters} />
      ))}
    </Stack>
  );
}
