import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { credentialsReceived, useAppDispatch } from '@/shared/api';
import {
  useConfirmRequiredEnrolmentMutation,
  useStartRequiredEnrolmentMutation,
} from '../api/session-api';
import { CodeForm } from './CodeForm';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorSecret } from './TwoFactorSecret';
import { TwoFactorStartFailed } from './TwoFactorSteps';

/**
 * Two-factor sign-in is required and not set up yet: set it up now, then see the recovery
 * codes once. The session starts only after they have been seen.
 */
export function RequiredEnrolmentStep({
  challenge,
  onSignedIn,
}: {
  challenge: string;
  onSignedIn: () => void;
}) {
  const [start, started] = useStartRequiredEnrolmentMutation();
  const [confirm, confirmed] = useConfirmRequiredEnrolmentMutation();
  const [done, setDone] = useState<{ token: string; recoveryCodes: string[] } | null>(null);
  const dispatch = useAppDispatch();

  useEffect(() => {
    void start({ challenge });
  }, [start, challenge]);

  if (done) {
    return (
      <RecoveryCodes
        codes={done.recoveryCodes}
        onDone={() => {
          dispatch(credentialsReceived({ token: done.token }));
          onSignedIn();
        }}
      />
    );
  }
  if (started.isError) return <TwoFactorStartFailed error={started.error} />;
  const enrolment = started.data?.data;
  if (!enrolment) return <CircularProgress aria-label="Preparing two-factor set-up" />;
  return (
    <Stack spacing={2.5}>
      <Alert severity="info">Your account must use two-factor sign-in. Set it up now.</Alert>
      <TwoFactorSecret enrolment={enrolment} />
      <Typography variant="body2">Then enter the code your app shows to finish.</Typography>
      <CodeForm
        label="Authentication code"
        submitLabel="Turn on and sign in"
        busy={confirmed.isLoading}
        onCode={async (code) => {
          const answer = await confirm({ challenge, code }).unwrap();
          if (answer.data) setDone(answer.data);
        }}
      />
    </Stack>
  );
}
