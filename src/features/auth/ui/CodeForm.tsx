import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import { FormTextField, applyServerErrors, useSchemaForm } from '@/shared/ui/form';
import { ErrorAlert } from '@/shared/ui/feedback';
import { BusyButton } from '@/shared/ui/busy-button';
import { twoFactorCodeSchema, type TwoFactorCodeInput } from '@vistaar/shared/validation';

const FAILED = 'That code could not be checked. Please try again.';

/** One code from the authenticator app (or, where allowed, a recovery code). */
export function CodeForm({
  label,
  submitLabel,
  onCode,
  busy,
}: {
  label: string;
  submitLabel: string;
  onCode: (code: string) => Promise<unknown>;
  busy: boolean;
}) {
  const { control, handleSubmit, setError } = useSchemaForm<TwoFactorCodeInput>(
    twoFactorCodeSchema,
    { code: '' },
  );
  const [error, setFormError] = useState<string | null>(null);

  const submit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await onCode(code);
    } catch (failure) {
      const fieldErrors = apiFieldErrors(failure as ApiError);
      applyServerErrors(setError, fieldErrors, ['code']);
      if (!fieldErrors.code) setFormError(apiErrorMessage(failure as ApiError, FAILED));
    }
  });

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <ErrorAlert message={error} />
        <FormTextField
          control={control}
          name="code"
          label={label}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'text', maxLength: 11 } }}
          required
        />
        <BusyButton type="submit" variant="contained" size="large" busy={busy}>
          {submitLabel}
        </BusyButton>
      </Stack>
    </Box>
  );
}
