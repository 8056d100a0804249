import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import dayjs from 'dayjs';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { useGridUrlState, useLastPageCorrection } from '@/shared/lib/grid-url-state';
import { ServerPagedGrid } from '@/shared/ui/server-paged-grid';
import { useResponsiveColumns } from '@/shared/lib/responsive-columns';
import type { AuditEntry } from '@vistaar/shared/contract';
import {
  useExportAuditCsvMutation,
  useGetAuditActionsQuery,
  useGetAuditEntriesQuery,
} from '../api/audit-api';
import { actionLabel, detailsText } from '../model/audit-labels';
import { useAuditUrlFilters } from '../model/use-audit-url-filters';

const PAGE_SIZES = [25, 50, 100];

const columns: GridColDef<AuditEntry>[] = [
  {
    field: 'at',
    headerName: 'When',
    minWidth: 180,
    valueFormatter: (value: string) => dayjs(value).format('D MMM YYYY HH:mm:ss'),
  },
  {
    field: 'staffName',
    headerName: 'Who',
    minWidth: 150,
    flex: 0.8,
    valueFormatter: (value: string | null) => value ?? '—',
  },
  {
    field: 'action',
    headerName: 'What',
    minWidth: 170,
    flex: 1,
    valueFormatter: (value: string) => actionLabel(value),
  },
  {
    field: 'entity',
    headerName: 'Record',
    minWidth: 150,
    valueGetter: (_value, row) => (row.entityId ? `${row.entity} #${row.entityId}` : row.entity),
  },
  {
    field: 'address',
    headerName: 'From',
    minWidth: 130,
    valueFormatter: (value: string | null) => value ?? '—',
  },
  {
    field: 'details',
    headerName: 'Details',
    minWidth: 220,
    flex: 1.2,
    valueFormatter: (value: string | null) => detailsText(value),
  },
];

/** Who did what to which record, when and from where; filters and a CSV export. */
export function AuditTrail({ staff }: { staff: { id: number; name: string }[] }) {
  const { filters, change } = useAuditUrlFilters();
  const grid = useGridUrlState({ pageSizes: PAGE_SIZES });
  const { data, error, isFetching } = useGetAuditEntriesQuery({
    ...filters,
    page: grid.query.page,
    limit: grid.query.pageSize,
  });
  const pastEnd = useLastPageCorrection(grid, { total: data?.total, isFetching });
  const { data: actions = [] } = useGetAuditActionsQuery();
  const [exportCsv, exporting] = useExportAuditCsvMutation();
  // On phones: when and what; who, the record and the rest as the screen widens.
  const visibility = useResponsiveColumns({
    staffName: 'sm',
    entity: 'md',
    address: 'lg',
    details: 'lg',
  });

  async function download() {
    const csv = await exportCsv(filters).unwrap();
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'audit-trail.csv';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 2fr 1fr 1fr auto' },
          alignItems: 'center',
        }}
      >
        <TextField
          select
          size="small"
          label="Staff member"
          value={filters.staffId ?? ''}
          onChange={(event) =>
            change({ staffId: event.target.value === '' ? undefined : Number(event.target.value) })
          }
        >
          <MenuItem value="">Everyone</MenuItem>
          {staff.map((member) => (
            <MenuItem key={member.id} value={member.id}>
              {member.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Kind of change"
          value={filters.action ?? ''}
          onChange={(event) => change({ action: event.target.value || undefined })}
        >
          <MenuItem value="">All kinds</MenuItem>
          {actions.map((action) => (
            <MenuItem key={action} value={action}>
              {actionLabel(action)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label="From"
          value={filters.from ?? ''}
          onChange={(event) => change({ from: event.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label="To"
          value={filters.to ?? ''}
          onChange={(event) => change({ to: event.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined aria-hidden />}
          disabled={exporting.isLoading}
          onClick={() => void download().catch(() => undefined)}
        >
          Export CSV
        </Button>
      </Box>
      {error || exporting.isError ? (
        <Alert severity="error" role="alert">
          {apiErrorMessage(
            (error ?? exporting.error) as ApiError,
            'The audit trail could not be loaded.',
          )}
        </Alert>
      ) : null}
      <ServerPagedGrid
        page={data}
        fetching={isFetching}
        pastEnd={pastEnd}
        grid={grid}
        pageSizes={PAGE_SIZES}
        aria-label="Audit entries"
        columns={columns}
        {...visibility}
        localeText={{ noRowsLabel: 'No entries match these filters.' }}
      />
    </Stack>
  );
}
