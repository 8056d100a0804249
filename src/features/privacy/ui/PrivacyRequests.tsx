import { useMemo, useState } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { alpha } from '@mui/material/styles';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import {
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_KIND_LABELS,
  PRIVACY_REQUEST_SOURCE_LABELS,
  PRIVACY_REQUEST_STATUSES,
  PRIVACY_REQUEST_STATUS_LABELS,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
} from '@vistaar/shared/config';
import type { PrivacyRequest } from '@vistaar/shared/contract';
import { useGridUrlState, useLastPageCorrection } from '@/shared/lib/grid-url-state';
import { ServerPagedGrid } from '@/shared/ui/server-paged-grid';
import { useResponsiveColumns } from '@/shared/lib/responsive-columns';
import { useGetPrivacyRequestsQuery } from '../api/privacy-requests-api';
import { formatDay } from '../model/applicant-labels';
import { usePrivacyRequestFilters } from '../model/use-privacy-request-filters';
import { NewPrivacyRequestDialog } from './NewPrivacyRequestDialog';
import { PrivacyRequestDialog } from './PrivacyRequestDialog';

const PAGE_SIZES = [25, 50, 100];

const columnsOpening = (open: (id: number) => void): GridColDef<PrivacyRequest>[] => [
  {
    field: 'dueOn',
    headerName: 'Due',
    minWidth: 185,
    renderCell: ({ row }) =>
      row.overdue ? (
        <Box component="span" sx={{ color: 'error.main', fontWeight: 700 }}>
          {formatDay(row.dueOn)} (overdue)
        </Box>
      ) : (
        formatDay(row.dueOn)
      ),
  },
  {
    field: 'kind',
    headerName: 'Kind',
    minWidth: 110,
    valueFormatter: (value: PrivacyRequestKind) => PRIVACY_REQUEST_KIND_LABELS[value],
  },
  {
    field: 'status',
    headerName: 'Status',
    minWidth: 110,
    valueFormatter: (value: PrivacyRequestStatus) => PRIVACY_REQUEST_STATUS_LABELS[value],
  },
  { field: 'requesterName', headerName: 'From', minWidth: 150, flex: 1 },
  {
    field: 'receivedAt',
    headerName: 'Received',
    minWidth: 120,
    valueFormatter: (value: string) => formatDay(value),
  },
  {
    field: 'source',
    headerName: 'Came from',
    minWidth: 140,
    valueFormatter: (value: PrivacyRequest['source']) => PRIVACY_REQUEST_SOURCE_LABELS[value],
  },
  { field: 'details', headerName: 'Details', minWidth: 200, flex: 1.5 },
  {
    field: 'actions',
    type: 'actions',
    headerName: 'Open',
    width: 70,
    getActions: ({ row }) => [
      <GridActionsCellItem
        key="open"
        icon={<OpenInNewOutlined />}
        label={`Open request ${row.id}`}
        onClick={() => open(row.id)}
      />,
    ],
  },
];

/** Privacy requests: open first, soonest due on top, overdue ones in red; answer from a dialog. */
export function PrivacyRequests() {
  const { filters, change } = usePrivacyRequestFilters();
  const grid = useGridUrlState({ pageSizes: PAGE_SIZES });
  const { data, error, isFetching } = useGetPrivacyRequestsQuery({
    kind: filters.kind,
    status: filters.status,
    overdue: filters.overdue === 'yes',
    page: grid.query.page,
    limit: grid.query.pageSize,
  });
  const pastEnd = useLastPageCorrection(grid, { total: data?.total, isFetching });
  const [openId, setOpenId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const columns = useMemo(() => columnsOpening(setOpenId), []);
  const visibility = useResponsiveColumns({
    status: 'sm',
    requesterName: 'sm',
    receivedAt: 'md',
    source: 'lg',
    details: 'lg',
  });

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr auto' },
          alignItems: 'center',
        }}
      >
        <TextField
          select
          size="small"
          label="Kind"
          value={filters.kind ?? ''}
          onChange={(event) =>
            change({ kind: (event.target.value || undefined) as PrivacyRequestKind | undefined })
          }
        >
          <MenuItem value="">All kinds</MenuItem>
          {PRIVACY_REQUEST_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {PRIVACY_REQUEST_KIND_LABELS[kind]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Status"
          value={filters.status ?? ''}
          onChange={(event) =>
            change({
              status: (event.target.value || undefined) as PrivacyRequestStatus | undefined,
            })
          }
        >
          <MenuItem value="">Any status</MenuItem>
          {PRIVACY_REQUEST_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {PRIVACY_REQUEST_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Due"
          value={filters.overdue ?? ''}
          onChange={(event) =>
            change({ overdue: event.target.value === 'yes' ? 'yes' : undefined })
          }
        >
          <MenuItem value="">Any due date</MenuItem>
          <MenuItem value="yes">Overdue only</MenuItem>
        </TextField>
        <Button
          variant="contained"
          startIcon={<AddOutlined aria-hidden />}
          onClick={() => setAdding(true)}
        >
          Record a request
        </Button>
      </Box>
      {error ? (
        <Alert severity="error" role="alert">
          {apiErrorMessage(error as ApiError, 'The privacy requests could not be loaded.')}
        </Alert>
      ) : null}
      <ServerPagedGrid
        page={data}
        fetching={isFetching}
        pastEnd={pastEnd}
        grid={grid}
        pageSizes={PAGE_SIZES}
        aria-label="Privacy requests"
        columns={columns}
        {...visibility}
        onRowClick={({ row }) => setOpenId(row.id)}
        getRowClassName={({ row }) => (row.overdue ? 'privacy-request--overdue' : '')}
        sx={{
          '& .MuiDataGrid-row': { cursor: 'pointer' },
          '& .privacy-request--overdue': {
            bgcolor: (theme) => alpha(theme.palette.error.main, 0.08),
          },
        }}
        localeText={{ noRowsLabel: 'No privacy requests match these filters.' }}
      />
      {openId !== null ? (
        <PrivacyRequestDialog id={openId} onClose={() => setOpenId(null)} />
      ) : null}
      {adding ? <NewPrivacyRequestDialog onClose={() => setAdding(false)} /> : null}
    </Stack>
  );
}
