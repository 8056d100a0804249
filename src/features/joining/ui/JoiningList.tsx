import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { applicationRecordPath, paths } from '@vistaar/shared/config';
import {
  DROPOUT_REASONS,
  JOINING_RISKS,
  JOINING_STATE_LABELS,
  JOINING_STATES,
} from '@vistaar/shared/config/joining';
import type { JoiningRow } from '@vistaar/shared/contract';
import { dropoutSchema, type DropoutInput } from '@vistaar/shared/validation/joining-schema';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { formatApplicationDate } from '@/entities/application';
import { ConfirmDialog, FormDialog } from '@/shared/ui/dialogs';
import { FilterBar, FilterSelect } from '@/shared/ui/filter-bar';
import { FormSelect, FormTextField } from '@/shared/ui/form';
import { ServerPagedGrid, useServerPagedQuery } from '@/shared/ui/server-paged-grid';
import { useResponsiveColumns } from '@/shared/lib/responsive-columns';
import {
  useGetJoiningsQuery,
  useMarkDroppedOutMutation,
  useMarkJoinedMutation,
} from '../api/joining-api';
import { useJoiningFilters } from '../model/use-joining-filters';

const PAGE_SIZES = [25, 50, 100];

const reasonLabel = (value: string | null) =>
  DROPOUT_REASONS.find((reason) => reason.value === value)?.label ?? '';
const riskLabel = (value: string) => JOINING_RISKS.find((risk) => risk.value === value)?.label;

function daysToGoText(days: number) {
  if (days === 0) return 'Today';
  if (days > 0) return days === 1 ? '1 day' : `${days} days`;
  return days === -1 ? '1 day ago' : `${-days} days ago`;
}

/**
 * Accepted offers until the candidate joins or drops out: soonest joining first, filters by
 * state and the weekly 'at risk' list; marking joined makes the employee record.
 */
export function JoiningList() {
  const { filters, change } = useJoiningFilters();
  const { grid, answer, gridProps } = useServerPagedQuery(useGetJoiningsQuery, filters, {
    pageSizes: PAGE_SIZES,
    searchable: true,
  });
  const [markJoined, joining] = useMarkJoinedMutation();
  const [markDroppedOut] = useMarkDroppedOutMutation();
  const [joinRow, setJoinRow] = useState<JoiningRow | null>(null);
  const [dropRow, setDropRow] = useState<JoiningRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const visibility = useResponsiveColumns({ designation: 'md', jobTitle: 'sm', risks: 'sm' });

  async function confirmJoined(row: JoiningRow) {
    const result = await markJoined(row.offerId).unwrap();
    setNotice(result.message ?? 'Marked as joined.');
    setJoinRow(null);
  }

  const columns: GridColDef<JoiningRow>[] = [
    {
      field: 'candidateName',
      headerName: 'Candidate',
      minWidth: 170,
      flex: 1,
      sortable: false,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={applicationRecordPath(row.applicationId)}>
          {row.candidateName}
        </Link>
      ),
    },
    { field: 'jobTitle', headerName: 'Job', minWidth: 150, flex: 1, sortable: false },
    { field: 'designation', headerName: 'Designation', minWidth: 150, flex: 1, sortable: false },
    {
      field: 'joiningDate',
      headerName: 'Joining date',
      minWidth: 120,
      sortable: false,
      valueFormatter: (value: string) => formatApplicationDate(value),
    },
    {
      field: 'daysToGo',
      headerName: 'Days to go',
      minWidth: 110,
      sortable: false,
      valueFormatter: (value: number) => daysToGoText(value),
    },
    {
      field: 'state',
      headerName: 'State',
      minWidth: 170,
      flex: 1,
      sortable: false,
      valueGetter: (_value, row) =>
        row.state === 'dropped-out'
          ? `${JOINING_STATE_LABELS[row.state]}: ${reasonLabel(row.dropoutReason)}`
          : JOINING_STATE_LABELS[row.state],
    },
    {
      field: 'risks',
      headerName: 'At risk',
      minWidth: 170,
      flex: 1,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
          {row.risks.map((risk) => (
            <Chip key={risk} size="small" color="warning" label={riskLabel(risk)} />
          ))}
        </Stack>
      ),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      minWidth: 260,
      sortable: false,
      renderCell: ({ row }) =>
        row.state === 'awaiting' ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <Button
              size="small"
              variant="outlined"
              aria-label={`Mark ${row.candidateName} joined`}
              onClick={() => setJoinRow(row)}
            >
              Mark joined
            </Button>
            <Button
              size="small"
              color="warning"
              aria-label={`Mark ${row.candidateName} dropped out`}
              onClick={() => setDropRow(row)}
            >
              Mark dropped out
            </Button>
          </Stack>
        ) : row.employeeId ? (
          <Link component={RouterLink} to={paths.employeeList}>
            In the employee register
          </Link>
        ) : null,
    },
  ];

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <FilterBar columns={{ xs: '1fr', sm: '1fr 1fr', lg: '2fr 1fr 1fr' }}>
        <TextField
          type="search"
          size="small"
          label="Search by candidate, job or designation"
          value={grid.search}
          onChange={(event) => grid.setSearch(event.target.value)}
        />
        <FilterSelect
          label="State"
          allLabel="Every state"
          value={filters.state}
          options={JOINING_STATES.map((state) => ({
            value: state,
            label: JOINING_STATE_LABELS[state],
          }))}
          onChange={(state) => change({ state: state as JoiningRow['state'] | undefined })}
        />
        <FilterSelect
          label="At risk"
          allLabel="Every offer"
          value={filters.atRisk ? 'true' : undefined}
          options={[{ value: 'true', label: "The 'at risk' list" }]}
          onChange={(value) => change({ atRisk: value === 'true' ? true : undefined })}
        />
      </FilterBar>
      {notice ? (
        <Alert severity="success" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      {answer.error ? (
        <Alert severity="error" role="alert">
          {apiErrorMessage(answer.error as ApiError, 'The joinings could not be loaded.')}
        </Alert>
      ) : null}
      <ServerPagedGrid
        {...gridProps}
        aria-label="Joinings"
        getRowId={(row) => row.offerId}
        columns={columns}
        {...visibility}
        localeText={{ noRowsLabel: 'No accepted offer matches these filters.' }}
      />
      <ConfirmDialog
        open={joinRow !== null}
        title="Mark as joined"
        confirmLabel="Mark joined"
        busy={joining.isLoading}
        error={
          joining.error
            ? apiErrorMessage(joining.error as ApiError, 'The candidate could not be marked.')
            : null
        }
        onConfirm={() => void (joinRow && confirmJoined(joinRow).catch(() => undefined))}
        onClose={() => {
          setJoinRow(null);
          joining.reset();
        }}
      >
        {joinRow
          ? `${joinRow.candidateName} joins as ${joinRow.designation} on ${formatApplicationDate(joinRow.joiningDate)}. Their employee record is made from the application and the offer, with the next employee code; complete it in the employee register.`
          : ''}
      </ConfirmDialog>
      <FormDialog<{ reason: string; note: string }, DropoutInput>
        open={dropRow !== null}
        title="Mark as dropped out"
        subtitle={dropRow?.candidateName}
        schema={dropoutSchema}
        defaultValues={{ reason: '', note: '' }}
        fields={['reason', 'note']}
        failureMessage="The candidate could not be marked. Please try again."
        submitLabel="Mark dropped out"
        submitColor="error"
        onClose={() => setDropRow(null)}
        onSubmit={async (values) => {
          if (!dropRow) return;
          await markDroppedOut({ offerId: dropRow.offerId, ...values }).unwrap();
          setNotice(`${dropRow.candidateName} is marked as dropped out.`);
          setDropRow(null);
        }}
      >
        {({ control }, busy) => (
          <Stack spacing={2} sx={{ mt: 1 }}>
            <FormSelect
              control={control}
              name="reason"
              label="Reason"
              options={DROPOUT_REASONS}
              disabled={busy}
              fullWidth
            />
            <FormTextField
              control={control}
              name="note"
              label="Note (optional)"
              multiline
              minRows={2}
              disabled={busy}
              fullWidth
            />
          </Stack>
        )}
      </FormDialog>
    </Stack>
  );
}
