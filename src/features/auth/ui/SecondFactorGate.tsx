import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  apiErrorMessage,
  baseApi,
  useAppDispatch,
  useAppSelector,
  type ApiError,
} from '@/shared/api';
import {
  useConfirmTwoFactorSetupMutation,
  useStartTwoFactorSetupMutation,
} from '../api/account-api';
import { useGiveSessionSecondFactorMutation } from '../api/second-factor-api';
import { secondFactorGiven, selectSecondFactorOwed } from '../model/session-slice';
import { CodeForm } from './CodeForm';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorSecret } from './TwoFactorSecret';

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
  const [confirm, confirmed] = useConfirmTwoFactorSetupMutation();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const reopen = useReopen();

  useEffect(() => {
    void start();
  }, [start]);

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={reopen} />;
  if (started.isError) {
    return (
      <Alert severity="error" role="alert">
        {apiErrorMessage(started.error as ApiError, 'Two-factor set-up could not start.')}
      </Alert>
    );
  }
  const enrolment = started.data?.data;
  if (!enrolment) return <CircularProgress aria-label="Preparing two-factor set-up" />;
  return (
    <Stack spacing={2.5}>
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
    </Stack>
  );
}

function CodeNow() {
  const [give, given] = useGiveSessionSecondFactorMutation();
  const reopen = useReopen();
  return (
    <Stack spacing={2}>
      <Typography variant="body2">
        Enter the 6-digit code from your authenticator app, or one of your recovery codes.
      </Typography>
      <CodeForm
        label="Authentication code"
        submitLabel="Verify"
        busy={given.isLoading}
        onCode={async (code) => {
          await give(code).unwrap();
          reopen();
        }}
      />
    </Stack>
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
