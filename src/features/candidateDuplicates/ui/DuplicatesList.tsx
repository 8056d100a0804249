import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import dayjs from 'dayjs';
import { candidateMergePath, DUPLICATE_REASON_LABELS } from '@vistaar/shared/config';
import type { DuplicatePair } from '@vistaar/shared/contract';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { useResponsiveColumns } from '@/shared/lib/responsive-columns';
import { ServerPagedGrid, useServerPagedQuery } from '@/shared/ui/server-paged-grid';
import { useGetDuplicatePairsQuery } from '../api/duplicates-api';

const PAGE_SIZES = [25, 50, 100];
const NO_FILTERS = {};

const nameOf = (candidate: DuplicatePair['candidates'][number]) =>
  `${candidate.firstName} ${candidate.lastName}`;

const columns: GridColDef<DuplicatePair>[] = [
  {
    field: 'candidates',
    headerName: 'Candidates',
    minWidth: 240,
    flex: 1.4,
    sortable: false,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={candidateMergePath(row.id)}>
        {row.candidates.map(nameOf).join(' and ')}
      </Link>
    ),
  },
  {
    field: 'reasons',
    headerName: 'Why',
    minWidth: 200,
    flex: 1,
    sortable: false,
    valueGetter: (_value, row) =>
      row.reasons.map((reason) => DUPLICATE_REASON_LABELS[reason]).join(', '),
  },
  {
    field: 'createdAt',
    headerName: 'Found',
    minWidth: 150,
    sortable: false,
    valueFormatter: (value: string) => dayjs(value).format('D MMM YYYY HH:mm'),
  },
];

/** The open pairs of likely duplicates, newest first; each opens its merge screen. */
export function DuplicatesList() {
  const { answer, gridProps } = useServerPagedQuery(useGetDuplicatePairsQuery, NO_FILTERS, {
    pageSizes: PAGE_SIZES,
  });
  const visibility = useResponsiveColumns({ createdAt: 'md' });
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {answer.error ? (
        <Alert severity="error" role="alert">
          {apiErrorMessage(
            answer.error as ApiError,
            'The possible duplicates could not be loaded.',
          )}
        </Alert>
      ) : null}
      <ServerPagedGrid
        {...gridProps}
        aria-label="Possible duplicates"
        columns={columns}
        {...visibility}
        localeText={{ noRowsLabel: 'No possible duplicates.' }}
      />
    </Stack>
  );
}
