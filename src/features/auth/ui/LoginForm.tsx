import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { apiErrorMessage, useLoginMutation, type ApiError } from '@/shared/api';
import { paths } from '@/shared/config';
import { FormTextField } from '@/shared/ui/form';

const FAILED = 'Invalid email or password';

/**
 * Staff sign-in: browser-required fields (spec section 5), and a visible reason when it
 * fails. The session keeps the token when the login call succeeds.
 */
export function LoginForm() {
  const { control, handleSubmit } = useForm({ defaultValues: { emailId: '', password: '' } });
  const [error, setError] = useState<string | null>(null);
  const [login, { isLoading }] = useLoginMutation();
  const navigate = useNavigate();

  const signIn = handleSubmit(async (credentials) => {
    setError(null);
    try {
      const result = await login(credentials).unwrap();
      if (result.success && result.token) navigate(paths.appliedJob, { replace: true });
      else setError(result.message ?? FAILED);
    } catch (failure) {
      setError(apiErrorMessage(failure as ApiError, FAILED));
    }
  });

  return (
    <Box component="form" onSubmit={signIn} noValidate={false}>
      <Stack spacing={2.5}>
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
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
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isLoading}
          startIcon={isLoading ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          Login
        </Button>
      </Stack>
    </Box>
  );
}
