import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import dayjs from 'dayjs';
import { candidateRecordPath } from '@vistaar/shared/config';
import type { PoolCandidate } from '@vistaar/shared/contract';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { useResponsiveColumns } from '@/shared/lib/responsive-columns';
import { ConfirmDialog } from '@/shared/ui/dialogs';
import { FilterBar, FilterDate, FilterSelect } from '@/shared/ui/filter-bar';
import {
  ServerPagedGrid,
  useServerPagedQuery,
  GridSearchField,
} from '@/shared/ui/server-paged-grid';
import { useSearchTalentPoolQuery, useUntagPoolCandidateMutation } from '../api/talent-pool-api';
import { snippetParts } from '../model/snippet-parts';
import { usePoolFilters } from '../model/use-pool-filters';
import { AddToJobDialog, type PoolJobOption } from './AddToJobDialog';
import { AddToListDialog } from './AddToListDialog';

const PAGE_SIZES = [20, 50, 100];

const NOTICE_OPTIONS = [0, 15, 30, 60, 90].map((days) => ({
  value: days,
  label: days === 0 ? 'Immediate' : `${days} days or less`,
}));

const rupees = new Intl.NumberFormat('en-IN');

function Passage({ html }: { html: string }) {
  return (
    <Typography variant="body2" component="p" sx={{ whiteSpace: 'normal' }}>
      {snippetParts(html).map((part, index) =>
        part.matched ? (
          <Box component="mark" key={index} sx={{ bgcolor: 'warning.light', px: 0.25 }}>
            {part.text}
          </Box>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Typography>
  );
}

interface CandidateTag {
  candidate: PoolCandidate;
  tag: string;
}

function WhyMatched({
  row,
  onRemoveTag,
}: {
  row: PoolCandidate;
  onRemoveTag: (tag: CandidateTag) => void;
}) {
  return (
    <Stack spacing={0.5} sx={{ py: 1 }}>
      {row.snippets.map((html, index) => (
        <Passage key={index} html={html} />
      ))}
      {row.skills.length + row.tags.length > 0 ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {row.skills.map((skill) => (
            <Chip key={`s-${skill}`} size="small" label={skill} />
          ))}
          {row.tags.map((tag) => (
            <Chip
              key={`t-${tag}`}
              size="small"
              color="primary"
              variant="outlined"
              label={tag}
              aria-label={`Tag ${tag}: remove from ${row.name}`}
              // Enter on the chip, or its cross: both ask first.
              onClick={() => onRemoveTag({ candidate: row, tag })}
              onDelete={() => onRemoveTag({ candidate: row, tag })}
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** A filter typed as text: the URL changes as it is typed. */
function TextFilter(props: {
  label: string;
  value: string | number | undefined;
  onChange: (value: string) => void;
  type?: 'number';
}) {
  return (
    <TextField
      size="small"
      label={props.label}
      type={props.type}
      value={props.value ?? ''}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

const numberOrUndefined = (value: string) => (value.trim() === '' ? undefined : Number(value));

export interface TalentPoolSearchProps {
  jobs: readonly PoolJobOption[];
}

/** Asks before a tag leaves a candidate; the removal is the server's to audit. */
function RemoveTagDialog({
  chosen,
  onClose,
}: {
  chosen: CandidateTag | null;
  onClose: () => void;
}) {
  const [untag, removal] = useUntagPoolCandidateMutation();
  return (
    <ConfirmDialog
      open={chosen !== null}
      title="Remove tag?"
      confirmLabel="Remove tag"
      busy={removal.isLoading}
      error={
        removal.error
          ? apiErrorMessage(removal.error as ApiError, 'The tag could not be removed.')
          : null
      }
      focusCancel
      onConfirm={() => {
        if (!chosen) return;
        void untag({ candidateId: chosen.candidate.id, tag: chosen.tag })
          .unwrap()
          .then(onClose, () => undefined);
      }}
      onClose={onClose}
      onExited={removal.reset}
    >
      {chosen ? `The tag "${chosen.tag}" will be removed from ${chosen.candidate.name}.` : null}
    </ConfirmDialog>
  );
}

/** The search over every candidate, with filters in the URL and why each one matched. */
export function TalentPoolSearch({ jobs }: TalentPoolSearchProps) {
  const { filters, change } = usePoolFilters();
  const { answer, grid, gridProps } = useServerPagedQuery(useSearchTalentPoolQuery, filters, {
    pageSizes: PAGE_SIZES,
    searchable: true,
  });
  const [adding, setAdding] = useState<PoolCandidate | null>(null);
  const [listing, setListing] = useState<PoolCandidate | null>(null);
  const [untagging, setUntagging] = useState<CandidateTag | null>(null);
  const theme = useTheme();
  // On a phone the passages that matched go under the name, with the notice and the CTC: as
  // columns of their own they ran past the screen's edge.
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const responsiveColumns = useResponsiveColumns({
    snippets: 'sm',
    noticeDays: 'sm',
    expectedCtc: 'sm',
    lastActivityAt: 'md',
  });

  const columns: GridColDef<PoolCandidate>[] = [
    {
      field: 'name',
      headerName: 'Candidate',
      minWidth: 150,
      flex: 0.8,
      renderCell: ({ row }) => (
        <Stack sx={{ py: 1 }}>
          <Link component={RouterLink} to={candidateRecordPath(row.id)}>
            {row.name}
          </Link>
          <Typography variant="caption" color="text.secondary">
            {[
              row.location,
              row.experienceYears !== null ? `${row.experienceYears} yrs` : null,
              ...(phone
                ? [
                    row.noticeDays !== null ? `${row.noticeDays} days notice` : null,
                    row.expectedCtc !== null ? `₹${rupees.format(row.expectedCtc)}` : null,
                  ]
                : []),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {row.retentionEndsOn ? (
            <Chip
              size="small"
              color="warning"
              sx={{ mt: 0.5, alignSelf: 'flex-start' }}
              label={`Retention ends ${dayjs(row.retentionEndsOn).format('D MMM YYYY')}`}
            />
          ) : null}
          {phone ? (
            <Box sx={{ mt: 1 }}>
              <WhyMatched row={row} onRemoveTag={setUntagging} />
            </Box>
          ) : null}
        </Stack>
      ),
    },
    {
      field: 'snippets',
      headerName: 'Why they match',
      minWidth: 210,
      flex: 2,
      renderCell: ({ row }) => <WhyMatched row={row} onRemoveTag={setUntagging} />,
    },
    {
      field: 'noticeDays',
      headerName: 'Notice',
      minWidth: 80,
      valueFormatter: (value: number | null) => (value === null ? '—' : `${value} days`),
    },
    {
      field: 'expectedCtc',
      headerName: 'Expected CTC',
      minWidth: 120,
      valueFormatter: (value: number | null) => (value === null ? '—' : `₹${rupees.format(value)}`),
    },
    {
      field: 'lastActivityAt',
      headerName: 'Last activity',
      minWidth: 110,
      valueFormatter: (value: string) => dayjs(value).format('D MMM YYYY'),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      // Together the columns fit beside the saved lists at 1440 px, the buttons in full.
      minWidth: 130,
      renderCell: ({ row }) => (
        <Stack spacing={0.5} sx={{ py: 1 }}>
          <Button
            size="small"
            variant="outlined"
            onClick={() => setAdding(row)}
            aria-label={`Add ${row.name} to a job`}
          >
            Add to job
          </Button>
          <Button
            size="small"
            onClick={() => setListing(row)}
            aria-label={`Add ${row.name} to a saved list`}
          >
            Add to list
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <GridSearchField grid={grid} label="Search names, skills, resumes and notes" />
      {/* As many columns as fit whole labels ('Expected CTC at most (₹)'): four cut them at 1280 px. */}
      <FilterBar
        columns={{ xs: '1fr', sm: 'repeat(auto-fill, minmax(14rem, 1fr))' }}
        label="Filters"
      >
        <TextFilter
          label="Skills (all of)"
          value={filters.skills}
          onChange={(skills) => change({ skills })}
        />
        <TextFilter
          label="Experience from (years)"
          type="number"
          value={filters.minExperience}
          onChange={(value) => change({ minExperience: numberOrUndefined(value) })}
        />
        <TextFilter
          label="Experience to (years)"
          type="number"
          value={filters.maxExperience}
          onChange={(value) => change({ maxExperience: numberOrUndefined(value) })}
        />
        <FilterSelect
          label="Notice period"
          allLabel="Any notice"
          value={filters.maxNoticeDays}
          options={NOTICE_OPTIONS}
          onChange={(value) =>
            change({ maxNoticeDays: value === undefined ? undefined : Number(value) })
          }
        />
        <TextFilter
          label="Expected CTC at most (₹)"
          type="number"
          value={filters.maxExpectedCtc}
          onChange={(value) => change({ maxExpectedCtc: numberOrUndefined(value) })}
        />
        <TextFilter
          label="Location"
          value={filters.location}
          onChange={(location) => change({ location })}
        />
        <FilterDate
          label="Active since"
          value={filters.activeSince}
          onChange={(activeSince) => change({ activeSince })}
        />
        <TextFilter
          label="Tags (all of)"
          value={filters.tags}
          onChange={(tags) => change({ tags })}
        />
        <FilterSelect
          label="Other roles"
          allLabel="Everyone"
          value={filters.keptForOtherRoles ? 'true' : undefined}
          options={[{ value: 'true', label: 'Agreed to be kept for other roles' }]}
          onChange={(value) => change({ keptForOtherRoles: value === 'true' ? true : undefined })}
        />
      </FilterBar>
      {answer.error ? (
        <Alert severity="error" role="alert">
          {apiErrorMessage(answer.error as ApiError, 'The talent pool could not be searched.')}
        </Alert>
      ) : null}
      {answer.data?.notice ? (
        <Alert severity="info" role="status">
          {answer.data.notice}
        </Alert>
      ) : null}
      <ServerPagedGrid
        {...gridProps}
        {...responsiveColumns}
        aria-label="Talent pool"
        columns={columns}
        getRowHeight={() => 'auto'}
        localeText={{ noRowsLabel: 'No candidates match.' }}
      />
      <AddToJobDialog candidate={adding} jobs={jobs} onClose={() => setAdding(null)} />
      <AddToListDialog candidate={listing} onClose={() => setListing(null)} />
      <RemoveTagDialog chosen={untagging} onClose={() => setUntagging(null)} />
    </Stack>
  );
}
