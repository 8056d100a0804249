import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { apiErrorMessage, apiStatus, credentialsReceived } from '@/shared/api';
import { paths } from '@/shared/config';
import { useLoginMutation } from '../api/auth-api';

/** Staff sign-in: browser-required fields, and a visible reason when it fails. */
export function LoginForm() {
  const [emailId, setEmailId] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [login, { isLoading }] = useLoginMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    try {
      const result = await login({ emailId, password }).unwrap();
      console.info('Login response', { success: result.success });
      if (result.success && result.token) {
        dispatch(credentialsReceived({ token: result.token }));
        navigate(paths.appliedJob, { replace: true });
      } else {
        setError(result.message ?? 'Invalid email or password');
      }
    } catch (failure) {
      console.error('Login failed', apiStatus(failure as never));
      setError(apiErrorMessage(failure as never, 'Invalid email or password'));
    }
  }

  return (
    <Box component="form" onSubmit={handleSubmit} noValidate={false}>
      <Stack spacing={2.5}>
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextField
          label="Email"
          name="emailId"
          type="email"
          autoComplete="username"
          required
          value={emailId}
          onChange={(event) => setEmailId(event.target.value)}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
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
