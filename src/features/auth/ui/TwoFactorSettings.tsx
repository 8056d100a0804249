import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useGetMyAccountQuery,
  useReplaceRecoveryCodesMutation,
  useStartTwoFactorSetupMutation,
  useTurnOffTwoFactorMutation,
} from '../api/account-api';
import { CurrentPasswordForm } from './CurrentPasswordForm';
import { RecoveryCodes } from './RecoveryCodes';
import { TurnOnTwoFactor } from './TurnOnTwoFactor';
import { TwoFactorStartFailed } from './TwoFactorSteps';

/**
 * My two-factor sign-in: set it up with an authenticator app, replace the recovery codes,
 * or turn it off where allowed.
 */
export function TwoFactorSettings() {
  const { data: account } = useGetMyAccountQuery();
  const [start, started] = useStartTwoFactorSetupMutation();
  const [turnOff, turningOff] = useTurnOffTwoFactorMutation();
  const [replaceCodes, replacingCodes] = useReplaceRecoveryCodesMutation();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  // Which change to my second factor is waiting for my password.
  const [confirming, setConfirming] = useState<'codes' | 'off' | null>(null);

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
        {account.twoFactorRequired ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            It is required for your role, so it stays on. If you lose your phone, ask an admin to
            reset it.
          </Typography>
        ) : null}
        {confirming === 'codes' ? (
          <Stack spacing={1}>
            <Typography variant="body2">
              New codes replace all the old ones at once. Enter your password to get them.
            </Typography>
            <CurrentPasswordForm
              submitLabel="Get new recovery codes"
              failedText="New recovery codes could not be made."
              busy={replacingCodes.isLoading}
              onCancel={() => setConfirming(null)}
              onPassword={async (currentPassword) => {
                const answer = await replaceCodes(currentPassword).unwrap();
                setConfirming(null);
                setRecoveryCodes(answer.data?.recoveryCodes ?? []);
              }}
            />
          </Stack>
        ) : confirming === 'off' ? (
          <Stack spacing={1}>
            <Typography variant="body2">
              Sign-in will ask for your password only. Enter your password to turn it off.
            </Typography>
            <CurrentPasswordForm
              submitLabel="Turn off"
              failedText="Two-factor sign-in could not be turned off."
              busy={turningOff.isLoading}
              danger
              onCancel={() => setConfirming(null)}
              onPassword={async (currentPassword) => {
                await turnOff(currentPassword).unwrap();
                setConfirming(null);
              }}
            />
          </Stack>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="outlined" onClick={() => setConfirming('codes')}>
              New recovery codes
            </Button>
            {account.twoFactorRequired ? null : (
              <Button variant="outlined" color="error" onClick={() => setConfirming('off')}>
                Turn off two-factor sign-in
              </Button>
            )}
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
          <TurnOnTwoFactor enrolment={enrolment} onRecoveryCodes={setRecoveryCodes} />
        </>
      ) : (
        <Box>
          <Button variant="contained" onClick={() => void start()} disabled={started.isLoading}>
            Set up two-factor sign-in
          </Button>
        </Box>
      )}
      {started.isError ? <TwoFactorStartFailed error={started.error} /> : null}
    </Stack>
  );
}
