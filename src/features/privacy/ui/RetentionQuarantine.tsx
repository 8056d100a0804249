import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import dayjs from 'dayjs';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { RETENTION } from '@vistaar/shared/config';
import type { RetentionItem } from '@vistaar/shared/contract';
import { ServerPagedGrid, useServerPagedQuery } from '@/shared/ui/server-paged-grid';
import { useResponsiveColumns } from '@/shared/lib/responsive-columns';
import { useGetRetentionQuarantineQuery, useReleaseHoldMutation } from '../api/retention-api';
import { HoldDialog } from './HoldDialog';

const PAGE_SIZES = [25, 50, 100];

const KIND_LABELS: Record<RetentionItem['kind'], string> = {
  application: 'Application',
  contact_message: 'Contact message',
  verification_share: 'Verification share',
};

const day = (value: string) => dayjs(value).format('D MMM YYYY');

/**
 * Records past their retention date, waiting to be erased: what each is (without the
 * person), when it will be erased, and its legal hold, placed and released from here.
 */
export function RetentionQuarantine() {
  const { answer, gridProps } = useServerPagedQuery(
    useGetRetentionQuarantineQuery,
    {},
    {
      pageSizes: PAGE_SIZES,
    },
  );
  const { error } = answer;
  const [holding, setHolding] = useState<RetentionItem | null>(null);
  const [releaseHold, releasing] = useReleaseHoldMutation();
  const [releaseError, setReleaseError] = useState<string | null>(null);
  // On phones: the record and its actions; the kind and the dates as the screen widens.
  const visibility = useResponsiveColumns({ kind: 'md', dueOn: 'lg', eraseOn: 'sm' });

  async function release(item: RetentionItem) {
    setReleaseError(null);
    try {
      await releaseHold(item.id).unwrap();
    } catch (failure) {
      setReleaseError(apiErrorMessage(failure as ApiError, 'The hold could not be released.'));
    }
  }

  const columns: GridColDef<RetentionItem>[] = [
    {
      field: 'description',
      headerName: 'Record',
      minWidth: 220,
      flex: 2,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ whiteSpace: 'normal', lineHeight: 1.4 }}>
          <Typography variant="body2">{row.description}</Typography>
          {row.hold ? (
            <Typography variant="body2" sx={{ color: 'warning.dark', mt: 0.5 }}>
              Legal hold: {row.hold.reason}
              {row.hold.staffName ? ` (${row.hold.staffName}, ${day(row.hold.at)})` : ''}
            </Typography>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary', display: { sm: 'none' } }}>
              Erased on {day(row.eraseOn)}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      field: 'kind',
      headerName: 'Kind',
      minWidth: 150,
      sortable: false,
      valueFormatter: (value: RetentionItem['kind']) => KIND_LABELS[value],
    },
    {
      field: 'dueOn',
      headerName: 'Retention ended',
      minWidth: 140,
      sortable: false,
      valueFormatter: (value: string) => day(value),
    },
    {
      field: 'eraseOn',
      headerName: 'Erasure',
      minWidth: 150,
      sortable: false,
      renderCell: ({ row }) =>
        row.hold ? (
          <Tooltip title={`Due ${day(row.eraseOn)}; kept while the hold lasts`}>
            <Chip size="small" color="warning" label="On hold" />
          </Tooltip>
        ) : (
          day(row.eraseOn)
        ),
    },
    {
      field: 'actions',
      headerName: 'Legal hold',
      minWidth: 110,
      flex: 0.8,
      sortable: false,
      renderCell: ({ row }) =>
        row.hold ? (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 0.5, sm: 1 }}
            sx={{ alignItems: 'flex-start' }}
          >
            <Button size="small" onClick={() => setHolding(row)}>
              Reason
            </Button>
            <Button
              size="small"
              color="warning"
              disabled={releasing.isLoading}
              onClick={() => void release(row)}
            >
              Release
            </Button>
          </Stack>
        ) : (
          <Button size="small" variant="outlined" onClick={() => setHolding(row)}>
            Hold
          </Button>
        ),
    },
  ];

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {error && (
        <Alert severity="error">
          {apiErrorMessage(error as ApiError, 'The quarantine could not be loaded.')}
        </Alert>
      )}
      {releaseError && <Alert severity="error">{releaseError}</Alert>}
      <ServerPagedGrid
        {...gridProps}
        disableColumnSorting={false}
        disableColumnFilter={false}
        aria-label="Quarantined records"
        columns={columns}
        {...visibility}
        getRowHeight={() => 'auto'}
        localeText={{
          noRowsLabel: `Nothing is waiting for erasure. Records past their retention date stay here ${RETENTION.quarantineDays} days first.`,
        }}
        sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
      />
      {holding && <HoldDialog item={holding} onClose={() => setHolding(null)} />}
    </Stack>
  );
}
