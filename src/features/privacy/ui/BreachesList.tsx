import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { breachReference, privacyBreachPath } from '@vistaar/shared/config';
import type { BreachListItem } from '@vistaar/shared/contract';
import { useGridUrlState, useLastPageCorrection } from '@/shared/lib/grid-url-state';
import { ServerPagedGrid } from '@/shared/ui/server-paged-grid';
import { formatIndiaDateTime } from '@vistaar/shared/lib/india-time';
import { useResponsiveColumns } from '@/shared/lib/responsive-columns';
import { useGetBreachesQuery } from '../api/breaches-api';
import { boardDeadline, useMinuteClock } from '../model/board-deadline';

const PAGE_SIZES = [25, 50, 100];

/** Recorded breaches, newest first, each with where its notices and Board report stand. */
export function BreachesList() {
  const grid = useGridUrlState({ pageSizes: PAGE_SIZES });
  const { data, error, isFetching } = useGetBreachesQuery({
    page: grid.query.page,
    limit: grid.query.pageSize,
  });
  const pastEnd = useLastPageCorrection(grid, { total: data?.total, isFetching });
  const now = useMinuteClock();
  const visibility = useResponsiveColumns({ discoveredAt: 'md', noticesSentAt: 'sm' });

  const columns: GridColDef<BreachListItem>[] = [
    {
      field: 'id',
      headerName: 'Breach',
      minWidth: 200,
      flex: 1.4,
      sortable: false,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={privacyBreachPath(row.id)}>
          {`${breachReference(row.id)}: ${row.summary}`}
        </Link>
      ),
    },
    {
      field: 'discoveredAt',
      headerName: 'Discovered',
      minWidth: 190,
      valueFormatter: (value: string) => formatIndiaDateTime(value),
    },
    {
      field: 'noticesSentAt',
      headerName: 'Notices',
      minWidth: 150,
      valueGetter: (_value, row) =>
        row.noticesSentAt ? `${row.noticesSent ?? 0} sent` : 'Not sent yet',
    },
    {
      field: 'boardReportDueAt',
      headerName: 'Board report',
      minWidth: 220,
      flex: 1,
      valueGetter: (_value, row) => {
        if (row.boardReportedAt) return `Reported ${formatIndiaDateTime(row.boardReportedAt)}`;
        const overdue = boardDeadline(row.boardReportDueAt, null, now).severity === 'error';
        return `${overdue ? 'Overdue since' : 'Due by'} ${formatIndiaDateTime(row.boardReportDueAt)}`;
      },
    },
  ];

  return (
    <>
      {error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {apiErrorMessage(error as ApiError, 'The breaches could not be loaded.')}
        </Alert>
      ) : null}
      <ServerPagedGrid
        page={data}
        fetching={isFetching}
        pastEnd={pastEnd}
        grid={grid}
        pageSizes={PAGE_SIZES}
        aria-label="Recorded breaches"
        columns={columns}
        {...visibility}
        localeText={{ noRowsLabel: 'No breach has been recorded.' }}
      />
    </>
  );
}
