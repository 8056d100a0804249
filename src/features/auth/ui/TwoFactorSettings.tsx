import { useState } from 'react';
import { Alert, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import {
  useConfirmTwoFactorSetupMutation,
  useGetMyAccountQuery,
  useStartTwoFactorSetupMutation,
  useTurnOffTwoFactorMutation,
} from '../api/account-api';
import { CodeForm } from './CodeForm';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorSecret } from './TwoFactorSecret';

/** My two-factor sign-in: set it up with an authenticator app, or turn it off where allowed. */
export function TwoFactorSettings() {
  const { data: account } = useGetMyAccountQuery();
  const [start, started] = useStartTwoFactorSetupMutation();
  const [confirm, confirmed] = useConfirmTwoFactorSetupMutation();
  const [turnOff, turningOff] = useTurnOffTwoFactorMutation();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [password, setPassword] = useState('');

  if (!account) return null;
  if (recoveryCodes) {
    return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  }

  if (account.twoFactorEnabled) {
    return (
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip label="On" color="success" size="small" />
          <Typography>
            Two-factor sign-in is on. Recovery codes left: {account.recoveryCodesLeft}.
          </Typography>
        </Box>
        {account.twoFactorRequired ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            It is required for your role, so it stays on. If you lose your phone, ask an admin to
            reset it.
          </Typography>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField
              label="Current password"
              type="password"
              size="small"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Button
              color="error"
              variant="outlined"
              disabled={!password || turningOff.isLoading}
              onClick={() =>
                // A refused password stays in the field to be corrected; the alert says why.
                void turnOff(password)
                  .unwrap()
                  .then(() => setPassword(''))
                  .catch(() => undefined)
              }
            >
              Turn off
            </Button>
          </Stack>
        )}
        {turningOff.isError ? (
          <Alert severity="error" role="alert">
            {apiErrorMessage(
              turningOff.error as ApiError,
              'Two-factor sign-in could not be turned off.',
            )}
          </Alert>
        ) : null}
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
