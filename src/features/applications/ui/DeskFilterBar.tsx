import { useId, useState } from 'react';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { JOB_DEPARTMENTS, SCORECARD_SCORES, SCORECARD_SCORE_LABELS } from '@vistaar/shared/config';
import type { PipelineStage } from '@vistaar/shared/contract';
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
] as const;

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
  const number = (value: string) => (value === '' ? undefined : Number(value));
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
    <Box
      id={barId}
      role="group"
      aria-label="Filters"
      sx={{
        display: 'grid',
        gap: 2,
        // Eight controls: two rows of four on a laptop, one row on a wide screen.
        gridTemplateColumns: {
          xs: '1fr 1fr',
          md: 'repeat(4, minmax(0, 1fr))',
          xl: '1.8fr 1.3fr 1.1fr 1fr 1fr 1.2fr 1.1fr auto',
        },
        // On narrow screens the job takes a row of its own; the rest go two by two.
        '& > :first-of-type': { gridColumn: { xs: 'span 2', md: 'auto' } },
        alignItems: 'center',
      }}
    >
      <TextField
        select
        size="small"
        slotProps={showAll}
        label="Job"
        value={
          filters.jobId === GENERAL_APPLICATION || jobs.some((job) => job.id === filters.jobId)
            ? filters.jobId
            : ''
        }
        onChange={(event) => onChange({ jobId: number(event.target.value) })}
      >
        <MenuItem value="">All jobs</MenuItem>
        <MenuItem value={GENERAL_APPLICATION}>General application</MenuItem>
        {jobs.map((job) => (
          <MenuItem key={job.id} value={job.id}>
            {job.title}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        slotProps={showAll}
        label="Department"
        value={filters.department ?? ''}
        onChange={(event) => onChange({ department: event.target.value || undefined })}
      >
        <MenuItem value="">All departments</MenuItem>
        {JOB_DEPARTMENTS.map((department) => (
          <MenuItem key={department} value={department}>
            {department}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        slotProps={showAll}
        label="Stage"
        value={stages.some((stage) => stage.id === filters.stage) ? filters.stage : ''}
        onChange={(event) => onChange({ stage: number(event.target.value) })}
      >
        <MenuItem value="">All stages</MenuItem>
        {stages.map((stage) => (
          <MenuItem key={stage.id} value={stage.id}>
            {stage.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="date"
        label="Applied from"
        value={filters.appliedFrom ?? ''}
        onChange={(event) => onChange({ appliedFrom: event.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.appliedTo } }}
      />
      <TextField
        size="small"
        type="date"
        label="Applied to"
        value={filters.appliedTo ?? ''}
        onChange={(event) => onChange({ appliedTo: event.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.appliedFrom } }}
      />
      <TextField
        select
        size="small"
        slotProps={showAll}
        label="Rating"
        value={filters.minRating ?? ''}
        onChange={(event) => onChange({ minRating: number(event.target.value) })}
      >
        <MenuItem value="">Any rating</MenuItem>
        {SCORECARD_SCORES.map((score) => (
          <MenuItem key={score} value={score}>
            {`At least ${score} / ${TOP_SCORE} (${SCORECARD_SCORE_LABELS[score]})`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        slotProps={showAll}
        label="Interview"
        value={filters.hasInterview === undefined ? '' : String(filters.hasInterview)}
        onChange={(event) =>
          onChange({
            hasInterview: event.target.value === '' ? undefined : event.target.value === 'true',
          })
        }
      >
        <MenuItem value="">Any</MenuItem>
        {INTERVIEW_CHOICES.map((choice) => (
          <MenuItem key={choice.value} value={choice.value}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
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
    </Box>
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
