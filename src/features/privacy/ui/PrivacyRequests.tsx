import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
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
import { FilterBar, FilterSelect } from '@/shared/ui/filter-bar';
import { ServerPagedGrid, useServerPagedQuery, actionsColumn } from '@/shared/ui/server-paged-grid';
import { useResponsiveColumns } from '@/shared/lib/responsive-columns';
import { useGetPrivacyRequestsQuery } from '../api/privacy-requests-api';
import { formatDay } from '../model/applicant-labels';
import { usePrivacyRequestFilters } from '../model/use-privacy-request-filters';
import { NewPrivacyRequestDialog } from './NewPrivacyRequestDialog';
import { PrivacyRequestDialog } from './PrivacyRequestDialog';

const PAGE_SIZES = [25, 50, 100];
const KIND_OPTIONS = PRIVACY_REQUEST_KINDS.map((kind) => ({
  value: kind,
  label: PRIVACY_REQUEST_KIND_LABELS[kind],
}));
const STATUS_OPTIONS = PRIVACY_REQUEST_STATUSES.map((status) => ({
  value: status,
  label: PRIVACY_REQUEST_STATUS_LABELS[status],
}));

const columnsOpening = (open: (id: number) => void): GridColDef<PrivacyRequest>[] => [
  {
    field: 'dueOn',
    headerName: 'Due',
    // '12 Dec 2026 (overdue)' on a wide screen; on a phone the date, Kind and Open fit 375 px.
    minWidth: 150,
    flex: 0.8,
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
  actionsColumn(
    ({ row }) => [
      <GridActionsCellItem
        key="open"
        icon={<OpenInNewOutlined />}
        label={`Open request ${row.id}`}
        onClick={() => open(row.id)}
      />,
    ],
    { width: 70 },
    'Open',
  ),
];

/** Privacy requests: open first, soonest due on top, overdue ones in red; answer from a dialog. */
export function PrivacyRequests() {
  const { filters, change } = usePrivacyRequestFilters();
  const { answer, gridProps } = useServerPagedQuery(
    useGetPrivacyRequestsQuery,
    { kind: filters.kind, status: filters.status, overdue: filters.overdue === 'yes' },
    {
      pageSizes: PAGE_SIZES,
    },
  );
  const { error } = answer;
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
      <FilterBar columns={{ xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr auto' }}>
        <FilterSelect
          label="Kind"
          allLabel="All kinds"
          value={filters.kind}
          options={KIND_OPTIONS}
          onChange={(kind) => change({ kind: kind as PrivacyRequestKind | undefined })}
        />
        <FilterSelect
          label="Status"
          allLabel="Any status"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(status) => change({ status: status as PrivacyRequestStatus | undefined })}
        />
        <FilterSelect
          label="Due"
          allLabel="Any due date"
          value={filters.overdue}
          options={[{ value: 'yes', label: 'Overdue only' }]}
          onChange={(overdue) => change({ overdue: overdue === 'yes' ? 'yes' : undefined })}
        />
        <Button
          variant="contained"
          startIcon={<AddOutlined aria-hidden />}
          onClick={() => setAdding(true)}
        >
          Record a request
        </Button>
      </FilterBar>
      {error ? (
        <Alert severity="error" role="alert">
          {apiErrorMessage(error as ApiError, 'The privacy requests could not be loaded.')}
        </Alert>
      ) : null}
      <ServerPagedGrid
        {...gridProps}
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
