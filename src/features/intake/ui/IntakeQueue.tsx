import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import dayjs from 'dayjs';
import {
  INTAKE_ORIGIN_LABELS,
  INTAKE_REVIEWABLE,
  INTAKE_STATUSES,
  INTAKE_STATUS_LABELS,
  intakeReviewPath,
} from '@vistaar/shared/config';
import type { IntakeItem } from '@vistaar/shared/contract';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { useResponsiveColumns } from '@/shared/lib/responsive-columns';
import { FilterBar, FilterSelect } from '@/shared/ui/filter-bar';
import { ServerPagedGrid, useServerPagedQuery } from '@/shared/ui/server-paged-grid';
import { useGetIntakeItemsQuery } from '../api/intake-api';
import { useIntakeFilters } from '../model/use-intake-filters';

const PAGE_SIZES = [25, 50, 100];

const columns: GridColDef<IntakeItem>[] = [
  {
    field: 'fileName',
    headerName: 'Resume',
    minWidth: 200,
    flex: 1.2,
    renderCell: ({ row }) =>
      INTAKE_REVIEWABLE.includes(row.status) ? (
        <Link component={RouterLink} to={intakeReviewPath(row.id)}>
          {row.fileName}
        </Link>
      ) : (
        row.fileName
      ),
  },
  {
    field: 'status',
    headerName: 'Status',
    minWidth: 150,
    flex: 1,
    valueGetter: (_value, row) =>
      row.refusal
        ? `${INTAKE_STATUS_LABELS[row.status]}: ${row.refusal}`
        : INTAKE_STATUS_LABELS[row.status],
  },
  {
    field: 'origin',
    headerName: 'From',
    minWidth: 150,
    flex: 0.8,
    valueGetter: (_value, row) =>
      row.sender
        ? `${INTAKE_ORIGIN_LABELS[row.origin]}: ${row.sender}`
        : INTAKE_ORIGIN_LABELS[row.origin],
  },
  {
    field: 'jobTitle',
    headerName: 'For',
    minWidth: 150,
    flex: 0.8,
    valueFormatter: (value: string | null) => value ?? 'The pool',
  },
  {
    field: 'receivedAt',
    headerName: 'Received',
    minWidth: 150,
    valueFormatter: (value: string) => dayjs(value).format('D MMM YYYY HH:mm'),
  },
];

const STATUS_OPTIONS = INTAKE_STATUSES.map((value) => ({
  value,
  label: INTAKE_STATUS_LABELS[value],
}));

/** Every resume that came in, newest first, with its status; filtered by status. */
export function IntakeQueue() {
  const { filters, change } = useIntakeFilters();
  const { answer, gridProps } = useServerPagedQuery(useGetIntakeItemsQuery, filters, {
    pageSizes: PAGE_SIZES,
  });
  const visibility = useResponsiveColumns({ origin: 'sm', jobTitle: 'md', receivedAt: 'md' });
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <FilterBar columns={{ xs: '1fr', sm: '1fr 2fr' }}>
        <FilterSelect
          label="Status"
          allLabel="Every status"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(status) => change({ status: status as IntakeItem['status'] | undefined })}
        />
      </FilterBar>
      {answer.error ? (
        <Alert severity="error" role="alert">
          {apiErrorMessage(answer.error as ApiError, 'The intake queue could not be loaded.')}
        </Alert>
      ) : null}
      <ServerPagedGrid
        {...gridProps}
        aria-label="Intake queue"
        columns={columns}
        {...visibility}
        localeText={{ noRowsLabel: 'No resumes here.' }}
      />
    </Stack>
  );
}
