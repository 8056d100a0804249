import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import type { ErrorReportRecord } from '@vistaar/shared/contract';
import { FormTextField, useSchemaForm } from '@/shared/ui/form';
import { errorResolutionSchema, type ErrorResolution } from '@vistaar/shared/validation';
import {
  useGetEmployeeSharingQuery,
  useResolveErrorReportMutation,
  useSetSharingSuspendedMutation,
} from '../api/verification-sharing-api';
import { dateTime } from '../model/ledger-labels';
import { SharingHistory } from './SharingHistory';

function OpenReport({ employeeId, report }: { employeeId: number; report: ErrorReportRecord }) {
  const [resolve, { isLoading }] = useResolveErrorReportMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm<ErrorResolution>(errorResolutionSchema, { note: '' });
  const submit = form.handleSubmit(async ({ note }) => {
    setError(null);
    try {
      await resolve({ employeeId, reportId: report.id, note }).unwrap();
    } catch (failure) {
      setError(apiErrorMessage(failure as ApiError, 'The report could not be resolved.'));
    }
  });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          Reported {dateTime(report.createdAt)}
        </Typography>
        <Typography sx={{ my: 1 }}>{report.description}</Typography>
        <form onSubmit={submit} noValidate>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <FormTextField
              control={form.control}
              name="note"
              label="Note for the employee"
              fullWidth
              size="small"
            />
            <Button type="submit" variant="contained" disabled={isLoading}>
              Resolve
            </Button>
          </Stack>
        </form>
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

/** On an employee record in the staff area: shares, views, error reports and suspension. */
export function StaffSharingPanel({ employeeId }: { employeeId: number }) {
  const { data, error, isLoading } = useGetEmployeeSharingQuery(employeeId);
  const [setSuspended, suspending] = useSetSharingSuspendedMutation();
  const [note, setNote] = useState('');
  const [actionError, setActionError] = useState<string | null>(null);

  if (isLoading) return <CircularProgress aria-label="Loading verification sharing" />;
  if (error || !data) {
    return <Alert severity="error">{apiErrorMessage(error, 'Sharing could not be loaded.')}</Alert>;
  }
  const open = data.errorReports.filter((report) => !report.resolvedAt);

  async function toggle() {
    setActionError(null);
    try {
      await setSuspended({ employeeId, suspend: !data!.sharingSuspended, note }).unwrap();
      setNote('');
    } catch (failure) {
      setActionError(apiErrorMessage(failure as ApiError, 'The change could not be saved.'));
    }
  }

  return (
    <Stack spacing={3}>
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          Open error reports ({open.length})
        </Typography>
        {open.map((report) => (
          <OpenReport key={report.id} employeeId={employeeId} report={report} />
        ))}
      </Stack>
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          Sharing {data.sharingSuspended ? 'suspended' : 'open'}
        </Typography>
        {!data.sharingSuspended && (
          <TextField
            label="Reason (kept in the ledger)"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            size="small"
          />
        )}
        <Button
          variant="outlined"
          color={data.sharingSuspended ? 'primary' : 'warning'}
          onClick={toggle}
          disabled={suspending.isLoading}
          sx={{ alignSelf: 'flex-start' }}
        >
          {data.sharingSuspended ? 'Resume sharing' : 'Suspend sharing'}
        </Button>
        {actionError && <Alert severity="error">{actionError}</Alert>}
      </Stack>
      <SharingHistory overview={data} />
    </Stack>
  );
}
