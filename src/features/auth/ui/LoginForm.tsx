import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { useLoginMutation } from '../api/session-api';
import type { SignedIn } from '@vistaar/shared/contract';
import { paths } from '@vistaar/shared/config';
import { returnPathFrom } from '@/shared/lib/return-path';
import { FormTextField } from '@/shared/ui/form';
import { ErrorAlert } from '@/shared/ui/feedback';
import { BusyButton } from '@/shared/ui/busy-button';
import { RequiredEnrolmentStep } from './RequiredEnrolmentStep';
import { SecondFactorStep } from './SecondFactorStep';

const FAILED = 'Invalid email or password';

/**
 * Staff sign-in: browser-required fields (spec section 5), and a visible reason when it
 * fails. The session keeps the token when the login call succeeds; with two-factor sign-in
 * the password answers a challenge, and the code (or the set-up) comes next.
 */
export function LoginForm() {
  const { control, handleSubmit } = useForm({ defaultValues: { emailId: '', password: '' } });
  const [error, setError] = useState<string | null>(null);
  const [login, { isLoading }] = useLoginMutation();
  const [secondStep, setSecondStep] = useState<Pick<SignedIn, 'challenge' | 'twoFactor'>>();
  const navigate = useNavigate();
  const { search } = useLocation();
  // The page the sign-in was asked for (/login?next=…, same site only), else the desk; a
  // role that may not open it lands on its first screen (see the staff area's role gate).
  const enter = () =>
    navigate(returnPathFrom(search) ?? paths.appliedJob, {
      replace: true,
      state: { signedIn: true },
    });

  const signIn = handleSubmit(async (credentials) => {
    setError(null);
    try {
      const result = await login(credentials).unwrap();
      if (result.success && result.token) enter();
      else if (result.success && result.challenge) setSecondStep(result);
      else setError(result.message ?? FAILED);
    } catch (failure) {
      setError(apiErrorMessage(failure as ApiError, FAILED));
    }
  });

  if (secondStep?.challenge && secondStep.twoFactor === 'enrol') {
    return <RequiredEnrolmentStep challenge={secondStep.challenge} onSignedIn={enter} />;
  }
  if (secondStep?.challenge) {
    return <SecondFactorStep challenge={secondStep.challenge} onSignedIn={enter} />;
  }

  return (
    <Box component="form" onSubmit={signIn} noValidate={false}>
      <Stack spacing={2.5}>
        <ErrorAlert message={error} />
        <FormTextField
          control={control}
          name="emailId"
          label="Email"
          type="email"
          autoComplete="username"
          required
        />
        <FormTextField
          control={control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
        />
        <BusyButton type="submit" variant="contained" size="large" busy={isLoading}>
          Login
        </BusyButton>
      </Stack>
    </Box>
  );
}
