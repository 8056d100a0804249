import { useState } from 'react';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import {
  useConfirmTwoFactorSetupMutation,
  useGetMyAccountQuery,
  useReplaceRecoveryCodesMutation,
  useStartTwoFactorSetupMutation,
  useTurnOffTwoFactorMutation,
} from '../api/account-api';
import { CodeForm } from './CodeForm';
import { CurrentPasswordForm } from './CurrentPasswordForm';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorSecret } from './TwoFactorSecret';

/**
 * My two-factor sign-in: set it up with an authenticator app, replace the recovery codes,
 * or turn it off where allowed.
 */
export function TwoFactorSettings() {
  const { data: account } = useGetMyAccountQuery();
  const [start, started] = useStartTwoFactorSetupMutation();
  const [confirm, confirmed] = useConfirmTwoFactorSetupMutation();
  const [turnOff, turningOff] = useTurnOffTwoFactorMutation();
  const [replaceCodes, replacingCodes] = useReplaceRecoveryCodesMutation();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (!account) return null;
  if (recoveryCodes) {
    return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  }

  if (account.twoFactorEnabled) {
    return (
      <Stack spacing={2.5}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip label="On" color="success" size="small" />
          <Typography>
            Two-factor sign-in is on. Recovery codes left: {account.recoveryCodesLeft}.
          </Typography>
        </Box>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="h3">
            New recovery codes
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Running low, or think someone saw them? New codes replace all the old ones at once.
          </Typography>
          <CurrentPasswordForm
            submitLabel="Get new recovery codes"
            failedText="New recovery codes could not be made."
            busy={replacingCodes.isLoading}
            onPassword={async (currentPassword) => {
              const answer = await replaceCodes(currentPassword).unwrap();
              setRecoveryCodes(answer.data?.recoveryCodes ?? []);
            }}
          />
        </Stack>
        {account.twoFactorRequired ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            It is required for your role, so it stays on. If you lose your phone, ask an admin to
            reset it.
          </Typography>
        ) : (
          <Stack spacing={1}>
            <Typography variant="subtitle2" component="h3">
              Turn off two-factor sign-in
            </Typography>
            <CurrentPasswordForm
              submitLabel="Turn off"
              failedText="Two-factor sign-in could not be turned off."
              busy={turningOff.isLoading}
              danger
              onPassword={(currentPassword) => turnOff(currentPassword).unwrap()}
            />
          </Stack>
        )}
      </Stack>
    );
  }

  const enrolment = started.data?.data;
  return (
    <Stack spacing={2}>
      <Typography>
        {account.twoFactorRequired
          ? 'Two-factor sign-in is required for your role. Set it up now.'
          : 'Add a second step to your sign-in: a code from an authenticator app on your phone.'}
      </Typography>
      {enrolment ? (
        <>
          <TwoFactorSecret enrolment={enrolment} />
          <CodeForm
            label="Authentication code"
            submitLabel="Turn on two-factor sign-in"
            busy={confirmed.isLoading}
            onCode={async (code) => {
              const answer = await confirm(code).unwrap();
              setRecoveryCodes(answer.data?.recoveryCodes ?? []);
            }}
          />
        </>
      ) : (
        <Box>
          <Button variant="contained" onClick={() => void start()} disabled={started.isLoading}>
            Set up two-factor sign-in
          </Button>
        </Box>
      )}
      {started.isError ? (
        <Alert severity="error" role="alert">
          {apiErrorMessage(started.error as ApiError, 'Two-factor set-up could not start.')}
        </Alert>
      ) : null}
    </Stack>
  );
}
