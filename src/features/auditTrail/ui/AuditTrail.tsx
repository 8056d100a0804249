import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import dayjs from 'dayjs';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { FilterBar, FilterDate, FilterSelect } from '@/shared/ui/filter-bar';
import { ServerPagedGrid, useServerPagedQuery } from '@/shared/ui/server-paged-grid';
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
  const { answer, gridProps } = useServerPagedQuery(useGetAuditEntriesQuery, filters, {
    pageSizes: PAGE_SIZES,
  });
  const { error } = answer;
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
      <FilterBar columns={{ xs: '1fr', sm: '1fr 1fr', lg: '2fr 2fr 1fr 1fr auto' }}>
        <FilterSelect
          label="Staff member"
          allLabel="Everyone"
          value={filters.staffId}
          options={staff.map((member) => ({ value: member.id, label: member.name }))}
          onChange={(value) => change({ staffId: value === undefined ? undefined : Number(value) })}
        />
        <FilterSelect
          label="Kind of change"
          allLabel="All kinds"
          value={filters.action}
          options={actions.map((action) => ({ value: action, label: actionLabel(action) }))}
          onChange={(action) => change({ action })}
        />
        <FilterDate label="From" value={filters.from} onChange={(from) => change({ from })} />
        <FilterDate label="To" value={filters.to} onChange={(to) => change({ to })} />
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined aria-hidden />}
          disabled={exporting.isLoading}
          onClick={() => void download().catch(() => undefined)}
        >
          Export CSV
        </Button>
      </FilterBar>
      {error || exporting.isError ? (
        <Alert severity="error" role="alert">
          {apiErrorMessage(
            (error ?? exporting.error) as ApiError,
            'The audit trail could not be loaded.',
          )}
        </Alert>
      ) : null}
      <ServerPagedGrid
        {...gridProps}
        aria-label="Audit entries"
        columns={columns}
        {...visibility}
        localeText={{ noRowsLabel: 'No entries match these filters.' }}
      />
    </Stack>
  );
}
