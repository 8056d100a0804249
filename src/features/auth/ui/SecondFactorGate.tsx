import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { baseApi, useAppDispatch, useAppSelector } from '@/shared/api';
import { useStartTwoFactorSetupMutation } from '../api/account-api';
import { useGiveSessionSecondFactorMutation } from '../api/second-factor-api';
import { secondFactorGiven, selectSecondFactorOwed } from '../model/session-slice';
import { RecoveryCodes } from './RecoveryCodes';
import { TurnOnTwoFactor } from './TurnOnTwoFactor';
import { AuthenticatorCodeStep, TwoFactorStartFailed } from './TwoFactorSteps';

/** The session may carry on: every screen asks the server again, with the member's new role. */
function useReopen() {
  const dispatch = useAppDispatch();
  return () => {
    dispatch(secondFactorGiven());
    dispatch(baseApi.util.invalidateTags(['Me']));
  };
}

function EnrolNow() {
  const [start, started] = useStartTwoFactorSetupMutation();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const reopen = useReopen();

  useEffect(() => {
    void start();
  }, [start]);

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={reopen} />;
  if (started.isError) return <TwoFactorStartFailed error={started.error} />;
  const enrolment = started.data?.data;
  if (!enrolment) return <CircularProgress aria-label="Preparing two-factor set-up" />;
  return (
    <Stack spacing={2.5}>
      <TurnOnTwoFactor enrolment={enrolment} onRecoveryCodes={setRecoveryCodes} />
    </Stack>
  );
}

function CodeNow() {
  const [give, given] = useGiveSessionSecondFactorMutation();
  const reopen = useReopen();
  return (
    <AuthenticatorCodeStep
      busy={given.isLoading}
      onCode={async (code) => {
        await give(code).unwrap();
        reopen();
      }}
    />
  );
}

/**
 * The staff screens, unless the server holds this session back for a second factor (the
 * two-factor rule came to cover the member after sign-in: a promotion, or a stricter rule).
 * Then it asks for the set-up or a code in place, and the screens come back once given.
 */
export function SecondFactorGate({ children }: { children: ReactNode }) {
  const owed = useAppSelector(selectSecondFactorOwed);
  if (!owed) return children;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, maxWidth: 560, mx: 'auto' }}>
      <Stack spacing={2.5}>
        <Typography component="h1" variant="h5" tabIndex={-1}>
          Two-factor sign-in
        </Typography>
        <Alert severity="info">
          {owed === 'enrol'
            ? 'Your account must use two-factor sign-in now. Set it up to continue.'
            : 'Your account must use two-factor sign-in now. Enter a code from your authenticator app to continue.'}
        </Alert>
        {owed === 'enrol' ? <EnrolNow /> : <CodeNow />}
      </Stack>
    </Paper>
  );
}
