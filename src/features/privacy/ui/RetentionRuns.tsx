import Alert from '@mui/material/Alert';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import dayjs from 'dayjs';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import type { RetentionRun } from '@vistaar/shared/contract';
import { useResponsiveColumns } from '@/shared/lib/responsive-columns';
import { useGetRetentionRunsQuery } from '../api/retention-api';

const columns: GridColDef<RetentionRun>[] = [
  {
    field: 'startedAt',
    headerName: 'Ran',
    minWidth: 120,
    flex: 1,
    valueFormatter: (value: string) => dayjs(value).format('D MMM YYYY HH:mm'),
  },
  {
    field: 'trigger',
    headerName: 'By',
    minWidth: 120,
    valueGetter: (_value, row) =>
      row.trigger === 'daily'
        ? 'Daily run'
        : `Command, as of ${dayjs(row.asOf).format('D MMM YYYY')}`,
    flex: 1,
  },
  { field: 'quarantined', headerName: 'Quarantined', type: 'number', minWidth: 125 },
  { field: 'erased', headerName: 'Erased', type: 'number', minWidth: 85 },
  { field: 'held', headerName: 'On hold', type: 'number', minWidth: 90 },
  {
    field: 'finishedAt',
    headerName: 'Finished',
    minWidth: 120,
    valueFormatter: (value: string | null) =>
      value ? dayjs(value).format('HH:mm:ss') : 'Not finished',
  },
];

/** The last retention runs: when, how, and how many records each moved (counts only). */
export function RetentionRuns() {
  const { data = [], error, isFetching } = useGetRetentionRunsQuery();
  const visibility = useResponsiveColumns({ trigger: 'sm', held: 'md', finishedAt: 'lg' });
  if (error) {
    return (
      <Alert severity="error">
        {apiErrorMessage(error as ApiError, 'The runs could not be loaded.')}
      </Alert>
    );
  }
  return (
    <DataGrid
      aria-label="Last retention runs"
      rows={data}
      columns={columns}
      {...visibility}
      loading={isFetching}
      hideFooter
      disableRowSelectionOnClick
      disableColumnMenu
      localeText={{ noRowsLabel: 'No run yet. The job runs once a day.' }}
      autoHeight
    />
  );
}
