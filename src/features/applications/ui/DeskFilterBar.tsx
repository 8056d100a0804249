import { useId, useState } from 'react';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { JOB_DEPARTMENTS, SCORECARD_SCORES, SCORECARD_SCORE_LABELS } from '@vistaar/shared/config';
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

const DEPARTMENT_OPTIONS = JOB_DEPARTMENTS.map((department) => ({
  value: department,
  label: department,
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
        xl: '1.8fr 1.3fr 1.1fr 1fr 1fr 1.2fr 1.1fr auto',
      }}
      // Eight controls: two rows of four on a laptop, one row on a wide screen. On narrow
      // screens the job takes a row of its own; the rest go two by two.
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
