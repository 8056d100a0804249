import { useId, useState } from 'react';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  APPLICATION_SOURCES,
  APPLICATION_SOURCE_LABELS,
  JOB_DEPARTMENTS,
  SCORECARD_SCORES,
  SCORECARD_SCORE_LABELS,
  type ApplicationSource,
} from '@vistaar/shared/config';
import { formatLpa } from '@vistaar/shared/lib/ctc';
import type { PipelineStage } from '@vistaar/shared/contract';
import { FilterBar, FilterDate, FilterSelect } from '@/shared/ui/filter-bar';
import type { DeskFilters } from '../model/use-desk-filters';
import type { DeskJob } from '../model/desk-job';

export interface DeskFilterBarProps {
  filters: DeskFilters;
  jobs: readonly DeskJob[];
  stages: readonly PipelineStage[];
  onChange: (next: Partial<DeskFilters>) => void;
}

const GENERAL_APPLICATION = 0;

/** A select with nothing chosen shows its 'All ...' choice rather than an empty box. */
const showAll = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

const TOP_SCORE = SCORECARD_SCORES[SCORECARD_SCORES.length - 1];

const INTERVIEW_CHOICES = [
  { value: 'true', label: 'Has an interview' },
  { value: 'false', label: 'No interview' },
];

const OVERDUE_CHOICES = [
  { value: 'true', label: 'Overdue' },
  { value: 'false', label: 'Within the limit' },
];

const DEPARTMENT_OPTIONS = JOB_DEPARTMENTS.map((department) => ({
  value: department,
  label: department,
}));

const NOTICE_OPTIONS = [
  { value: 0, label: 'Immediate' },
  ...[15, 30, 60, 90].map((days) => ({ value: days, label: `${days} days or less` })),
];

const LAKH = 100_000;

/** Steps of the expected CTC range, in lakhs a year. */
const CTC_OPTIONS = [3, 5, 8, 10, 15, 20, 25, 30, 40, 50].map((lakhs) => ({
  value: lakhs * LAKH,
  label: formatLpa(lakhs * LAKH),
}));

const SOURCE_OPTIONS = APPLICATION_SOURCES.map((value) => ({
  value,
  label: APPLICATION_SOURCE_LABELS[value],
}));

const RATING_OPTIONS = SCORECARD_SCORES.map((score) => ({
  value: score,
  label: `At least ${score} / ${TOP_SCORE} (${SCORECARD_SCORE_LABELS[score]})`,
}));

/**
 * Job, department, stage, the days applied between, the rating from scorecards and whether
 * an interview is scheduled; each kept in the URL.
 */
export function DeskFilterBar({ filters, jobs, stages, onChange }: DeskFilterBarProps) {
  const theme = useTheme();
  // On a phone seven filters would fill the first screen and push the first application's
  // actions out of it, so they fold behind one button there.
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const [open, setOpen] = useState(false);
  const barId = useId();
  const active = [
    filters.jobId !== undefined,
    Boolean(filters.department),
    filters.stage !== undefined,
    Boolean(filters.appliedFrom),
    Boolean(filters.appliedTo),
    filters.minRating !== undefined,
    filters.hasInterview !== undefined,
    filters.overdue !== undefined,
    filters.maxNoticeDays !== undefined,
    filters.minExpectedCtc !== undefined,
    filters.maxExpectedCtc !== undefined,
    filters.source !== undefined,
  ].filter(Boolean).length;
  const any = active > 0;
  const number = (value: string | undefined) => (value === undefined ? undefined : Number(value));
  const jobOptions = [
    { value: GENERAL_APPLICATION, label: 'General application' },
    ...jobs.map((job) => ({ value: job.id, label: job.title })),
  ];
  const toggle = narrow ? (
    <Button
      variant="outlined"
      startIcon={<FilterListIcon aria-hidden />}
      aria-expanded={open}
      aria-controls={barId}
      onClick={() => setOpen((shown) => !shown)}
      sx={{ alignSelf: 'flex-start' }}
    >
      {open ? 'Hide filters' : any ? `Filters (${active})` : 'Filters'}
    </Button>
  ) : null;
  if (narrow && !open) return toggle;
  const bar = (
    <FilterBar
      id={barId}
      label="Filters"
      columns={{
        xs: '1fr 1fr',
        md: 'repeat(4, minmax(0, 1fr))',
        xl: 'repeat(6, minmax(0, 1fr))',
      }}
      // Thirteen controls: four rows of four on a laptop, three of six on a wide screen. On
      // narrow screens the job takes a row of its own; the rest go two by two.
      sx={{ '& > :first-of-type': { gridColumn: { xs: 'span 2', md: 'auto' } } }}
    >
      <FilterSelect
        slotProps={showAll}
        label="Job"
        allLabel="All jobs"
        value={filters.jobId}
        options={jobOptions}
        onChange={(value) => onChange({ jobId: number(value) })}
      />
      <FilterSelect
        slotProps={showAll}
        label="Department"
        allLabel="All departments"
        value={filters.department}
        options={DEPARTMENT_OPTIONS}
        onChange={(department) => onChange({ department })}
      />
      <FilterSelect
        slotProps={showAll}
        label="Stage"
        allLabel="All stages"
        value={filters.stage}
        options={stages.map((stage) => ({ value: stage.id, label: stage.name }))}
        onChange={(value) => onChange({ stage: number(value) })}
      />
      <FilterDate
        label="Applied from"
        value={filters.appliedFrom}
        max={filters.appliedTo}
        onChange={(appliedFrom) => onChange({ appliedFrom })}
      />
      <FilterDate
        label="Applied to"
        value={filters.appliedTo}
        min={filters.appliedFrom}
        onChange={(appliedTo) => onChange({ appliedTo })}
      />
      <FilterSelect
        slotProps={showAll}
        label="Rating"
        allLabel="Any rating"
        value={filters.minRating}
        options={RATING_OPTIONS}
        onChange={(value) => onChange({ minRating: number(value) })}
      />
      <FilterSelect
        slotProps={showAll}
        label="Interview"
        allLabel="Any"
        value={filters.hasInterview === undefined ? undefined : String(filters.hasInterview)}
        options={INTERVIEW_CHOICES}
        onChange={(value) =>
          onChange({ hasInterview: value === undefined ? undefined : value === 'true' })
        }
      />
      <FilterSelect
        slotProps={showAll}
        label="Time limit"
        allLabel="Any"
        value={filters.overdue === undefined ? undefined : String(filters.overdue)}
        options={OVERDUE_CHOICES}
        onChange={(value) =>
          onChange({ overdue: value === undefined ? undefined : value === 'true' })
        }
      />
      <FilterSelect
        slotProps={showAll}
        label="Notice period"
        allLabel="Any"
        value={filters.maxNoticeDays}
        options={NOTICE_OPTIONS}
        onChange={(value) => onChange({ maxNoticeDays: number(value) })}
      />
      <FilterSelect
        slotProps={showAll}
        label="Expected CTC from"
        allLabel="Any"
        value={filters.minExpectedCtc}
        options={CTC_OPTIONS.filter(
          (option) =>
            filters.maxExpectedCtc === undefined || option.value <= filters.maxExpectedCtc,
        )}
        onChange={(value) => onChange({ minExpectedCtc: number(value) })}
      />
      <FilterSelect
        slotProps={showAll}
        label="Expected CTC up to"
        allLabel="Any"
        value={filters.maxExpectedCtc}
        options={CTC_OPTIONS.filter(
          (option) =>
            filters.minExpectedCtc === undefined || option.value >= filters.minExpectedCtc,
        )}
        onChange={(value) => onChange({ maxExpectedCtc: number(value) })}
      />
      <FilterSelect
        slotProps={showAll}
        label="Source"
        allLabel="All sources"
        value={filters.source}
        options={SOURCE_OPTIONS}
        onChange={(value) => onChange({ source: value as ApplicationSource | undefined })}
      />
      <Button
        disabled={!any}
        onClick={() =>
          onChange({
            jobId: undefined,
            department: undefined,
            stage: undefined,
            appliedFrom: undefined,
            appliedTo: undefined,
            minRating: undefined,
            hasInterview: undefined,
            overdue: undefined,
            maxNoticeDays: undefined,
            minExpectedCtc: undefined,
            maxExpectedCtc: undefined,
            source: undefined,
          })
        }
      >
        Clear filters
      </Button>
    </FilterBar>
  );
  return narrow ? (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {toggle}
      {bar}
    </Box>
  ) : (
    bar
  );
}
