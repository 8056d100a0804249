import { useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { apiErrorMessage, apiStatus, type ApiError } from '@/shared/api';
import type { VerificationShare } from '@vistaar/shared/contract';
import { FormTextField, useSchemaForm } from '@/shared/ui/form';
import { errorReportSchema, type ErrorReport } from '@vistaar/shared/validation';
import {
  useGetMyVerificationsQuery,
  useReportRecordErrorMutation,
  useRevokeShareMutation,
} from '../api/verification-sharing-api';
import { SharingHistory } from './SharingHistory';

function ReportError() {
  const [report, { isLoading }] = useReportRecordErrorMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useSchemaForm<ErrorReport>(errorReportSchema, { description: '' });
  const submit = form.handleSubmit(async (input) => {
    try {
      const answer = await report(input).unwrap();
      setOutcome({ ok: true, text: answer.message ?? '' });
      form.reset();
    } catch (failure) {
      setOutcome({
        ok: false,
        text: apiErrorMessage(failure as ApiError, 'The report could not be sent.'),
      });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="report-heading">
      <Stack spacing={1.5}>
        <Typography id="report-heading" variant="h6" component="h2">
          Report an error in my record
        </Typography>
        <FormTextField
          control={form.control}
          name="description"
          label="What is wrong?"
          multiline
          minRows={3}
          fullWidth
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={isLoading}
          sx={{ alignSelf: 'flex-start' }}
        >
          Send to HR
        </Button>
        {outcome && (
          <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
            {outcome.text}
          </Alert>
        )}
      </Stack>
    </form>
  );
}

export interface MyVerificationsProps {
  /** Shown when the employee has not verified in this browser yet (how to do it). */
  whenNotVerified: ReactNode;
}

/** 'My verifications': shares, views, revocation and error reports of the verified employee. */
export function MyVerifications({ whenNotVerified }: MyVerificationsProps) {
  const { data, error, isLoading } = useGetMyVerificationsQuery();
  const [revoke, revoking] = useRevokeShareMutation();
  const [confirming, setConfirming] = useState<VerificationShare | null>(null);
  const [revokeError, setRevokeError] = useState<string | null>(null);

  if (isLoading) return <CircularProgress aria-label="Loading your verifications" />;
  if (error) {
    return apiStatus(error) === 403 ? (
      <>{whenNotVerified}</>
    ) : (
      <Alert severity="error">
        {apiErrorMessage(error, 'Your verifications could not be loaded.')}
      </Alert>
    );
  }
  if (!data) return null;

  async function confirmRevoke() {
    if (!confirming) return;
    setRevokeError(null);
    try {
      await revoke(confirming.id).unwrap();
      setConfirming(null);
    } catch (failure) {
      setRevokeError(apiErrorMessage(failure as ApiError, 'The link could not be revoked.'));
    }
  }

  return (
    <Stack spacing={4}>
      <Typography variant="body1">
        Signed in as <strong>{data.employeeName}</strong> for this visit.
      </Typography>
      {data.sharingSuspended && (
        <Alert severity="warning">
          HR has suspended sharing for your record for now. Open links answer that the verification
          is temporarily unavailable.
        </Alert>
      )}
      <SharingHistory overview={data} onRevoke={setConfirming} revoking={revoking.isLoading} />
      <ReportError />
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)}>
        <DialogTitle>Revoke this link?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {confirming?.verifierOrganisation} will no longer be able to open it or check its letter
            as valid. This takes effect at once.
          </DialogContentText>
          {revokeError && <Alert severity="error">{revokeError}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>Keep it</Button>
          <Button color="error" variant="contained" onClick={confirmRevoke}>
            Revoke
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
