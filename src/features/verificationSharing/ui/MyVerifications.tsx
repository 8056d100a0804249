import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, apiStatus, type ApiError } from '@/shared/api';
import type { VerificationOverview, VerificationShare } from '@vistaar/shared/contract';
import { FormTextField, useSchemaForm } from '@/shared/ui/form';
import { errorReportSchema, type ErrorReport } from '@vistaar/shared/validation';
import { ConfirmDialog } from '@/shared/ui/dialogs';
import { NomineeSection } from '@/entities/nomination';
import {
  useGetMyVerificationsQuery,
  useNameNomineeMutation,
  useRemoveNomineeMutation,
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

/** The employee's nominee (DPDP Act 2023 s.14), kept with their verification consent. */
function Nominee({ nominee }: { nominee: VerificationOverview['nominee'] }) {
  const [name] = useNameNomineeMutation();
  const [remove] = useRemoveNomineeMutation();
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="nominee-heading">
      <Typography id="nominee-heading" variant="h6" component="h2">
        My nominee
      </Typography>
      <NomineeSection
        nominee={nominee}
        onSave={async (body) => (await name(body).unwrap()).message ?? ''}
        onRemove={async () => (await remove().unwrap()).message ?? ''}
      />
    </Stack>
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
      <Nominee nominee={data.nominee} />
      <ConfirmDialog
        open={confirming !== null}
        title="Revoke this link?"
        confirmLabel="Revoke"
        cancelLabel="Keep it"
        error={revokeError}
        onConfirm={confirmRevoke}
        onClose={() => setConfirming(null)}
      >
        {confirming?.verifierOrganisation} will no longer be able to open it or check its letter as
        valid. This takes effect at once.
      </ConfirmDialog>
    </Stack>
  );
}
