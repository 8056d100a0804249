import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import { FormTextField, applyServerErrors, useSchemaForm } from '@/shared/ui/form';
import { ErrorAlert } from '@/shared/ui/feedback';
import { currentPasswordSchema, type CurrentPasswordInput } from '@vistaar/shared/validation';

/** A change to my own sign-in that my current password confirms. */
export function CurrentPasswordForm({
  submitLabel,
  failedText,
  onPassword,
  onCancel,
  busy,
  danger = false,
}: {
  submitLabel: string;
  failedText: string;
  onPassword: (currentPassword: string) => Promise<unknown>;
  onCancel: () => void;
  busy: boolean;
  danger?: boolean;
}) {
  const { control, handleSubmit, setError, reset } = useSchemaForm<CurrentPasswordInput>(
    currentPasswordSchema,
    { currentPassword: '' },
  );
  const [error, setFormError] = useState<string | null>(null);

  const submit = handleSubmit(async ({ currentPassword }) => {
    setFormError(null);
    try {
      await onPassword(currentPassword);
      reset();
    } catch (failure) {
      const fieldErrors = apiFieldErrors(failure as ApiError);
      applyServerErrors(setError, fieldErrors, ['currentPassword']);
      if (!fieldErrors.currentPassword) {
        setFormError(apiErrorMessage(failure as ApiError, failedText));
      }
    }
  });

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={1.5}>
        <ErrorAlert message={error} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: 'start' }}>
          <FormTextField
            control={control}
            name="currentPassword"
            label="Current password"
            type="password"
            size="small"
            autoComplete="current-password"
            autoFocus
            required
          />
          <Button
            type="submit"
            variant="outlined"
            color={danger ? 'error' : 'primary'}
            disabled={busy}
            sx={{ minHeight: 40 }}
          >
            {submitLabel}
          </Button>
          <Button onClick={onCancel} sx={{ minHeight: 40 }}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
