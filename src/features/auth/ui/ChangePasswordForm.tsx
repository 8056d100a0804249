import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import { FormTextField, applyServerErrors, useSchemaForm } from '@/shared/ui/form';
import { passwordChangeSchema, type PasswordChangeInput } from '@vistaar/shared/validation';
import { useChangeMyPasswordMutation } from '../api/account-api';

/** My password: the current one proves it is me; my other sessions end. */
export function ChangePasswordForm() {
  const { control, handleSubmit, setError, reset } = useSchemaForm<PasswordChangeInput>(
    passwordChangeSchema,
    { currentPassword: '', newPassword: '' },
  );
  const [change, { isLoading }] = useChangeMyPasswordMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = handleSubmit(async (input) => {
    setOutcome(null);
    try {
      const answer = await change(input).unwrap();
      reset();
      setOutcome({ ok: true, text: answer.message ?? 'Password changed.' });
    } catch (failure) {
      const fieldErrors = apiFieldErrors(failure as ApiError);
      applyServerErrors(setError, fieldErrors, ['currentPassword', 'newPassword']);
      if (!fieldErrors.currentPassword && !fieldErrors.newPassword) {
        const text = apiErrorMessage(failure as ApiError, 'The password could not be changed.');
        setOutcome({ ok: false, text });
      }
    }
  });

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        {outcome ? (
          <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
            {outcome.text}
          </Alert>
        ) : null}
        <FormTextField
          control={control}
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
        />
        <FormTextField
          control={control}
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          helperText="At least 15 characters; a passphrase of a few words works well."
          required
        />
        <Box>
          <Button type="submit" variant="contained" disabled={isLoading}>
            Change password
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
