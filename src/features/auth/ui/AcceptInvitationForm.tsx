import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import { paths, STAFF_ROLE_LABELS } from '@vistaar/shared/config';
import { FormTextField, applyServerErrors, useSchemaForm } from '@/shared/ui/form';
import { ErrorAlert } from '@/shared/ui/feedback';
import { invitationAcceptSchema, type InvitationAcceptInput } from '@vistaar/shared/validation';
import { useAcceptInvitationMutation, usePreviewInvitationQuery } from '../api/account-api';

/** The invited person chooses a password; the link's token is the permission. */
export function AcceptInvitationForm({ token }: { token: string }) {
  const preview = usePreviewInvitationQuery(token, { skip: !token });
  const [accept, accepting] = useAcceptInvitationMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useSchemaForm<InvitationAcceptInput>(
    invitationAcceptSchema,
    { password: '', confirmPassword: '' },
  );

  if (!token || preview.isError) {
    return (
      <Alert severity="error" role="alert">
        {apiErrorMessage(
          preview.error as ApiError,
          'This invitation link is no longer valid. Ask an admin to send a new one.',
        )}
      </Alert>
    );
  }
  if (!preview.data) return <CircularProgress aria-label="Checking the invitation" />;
  if (accepting.isSuccess) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          Your account is ready. Sign in with your new password.
        </Alert>
        <Button component={RouterLink} to={paths.login} variant="contained">
          Go to sign-in
        </Button>
      </Stack>
    );
  }

  const submit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await accept({ token, ...input }).unwrap();
    } catch (failure) {
      const fieldErrors = apiFieldErrors(failure as ApiError);
      applyServerErrors(setError, fieldErrors, ['password', 'confirmPassword']);
      if (!fieldErrors.password && !fieldErrors.confirmPassword) {
        setFormError(apiErrorMessage(failure as ApiError, 'Your password could not be saved.'));
      }
    }
  });

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2.5}>
        <Typography>
          Welcome, {preview.data.name}. You are joining as{' '}
          <strong>{STAFF_ROLE_LABELS[preview.data.role]}</strong> with {preview.data.email}. Choose
          your password.
        </Typography>
        <ErrorAlert message={formError} />
        <FormTextField
          control={control}
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          helperText="At least 15 characters; a passphrase of a few words works well."
          required
        />
        <FormTextField
          control={control}
          name="confirmPassword"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
        />
        <Button type="submit" variant="contained" size="large" disabled={accepting.isLoading}>
          Set password
        </Button>
      </Stack>
    </Box>
  );
}
