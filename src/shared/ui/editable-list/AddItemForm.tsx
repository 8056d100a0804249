import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { AnyObjectSchema } from 'yup';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import { FormTextField, applyServerErrors, useSchemaForm } from '@/shared/ui/form';

export interface AddItemFormProps<Field extends string> {
  /** Names the form ('Add a stage'). */
  formLabel: string;
  /** The one field the schema checks. */
  field: Field;
  fieldLabel: string;
  submitLabel: string;
  schema: AnyObjectSchema;
  /**
   * Adds the checked text; a refusal (an RTK Query error) is shown under the field or the
   * form. What it resolves to, if anything, is said under the form.
   */
  onAdd: (text: string) => Promise<string | void>;
  failureMessage: string;
}

/** A one-field form under a settings list that adds an item to it, and empties itself. */
export function AddItemForm<Field extends string>({
  formLabel,
  field,
  fieldLabel,
  submitLabel,
  schema,
  onAdd,
  failureMessage,
}: AddItemFormProps<Field>) {
  type Values = Record<Field, string>;
  const empty = { [field]: '' } as Values;
  const { control, handleSubmit, setError, reset, formState } = useSchemaForm<Values>(
    schema,
    empty as never,
  );
  const [added, setAdded] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    setAdded(null);
    setFailure(null);
    try {
      const message = await onAdd(values[field]);
      reset(empty);
      if (message) setAdded(message);
    } catch (error) {
      const fieldErrors = apiFieldErrors(error as ApiError);
      const rest = applyServerErrors(setError, fieldErrors, [field as never]);
      if (Object.keys(fieldErrors).length === 0 || Object.keys(rest).length > 0) {
        setFailure(apiErrorMessage(error as ApiError, failureMessage));
      }
    }
  });

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={formLabel}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormTextField
          control={control}
          name={field as never}
          label={fieldLabel}
          size="small"
          sx={{ flexGrow: 1, maxWidth: { sm: 360 } }}
          fullWidth
        />
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
      {added ? (
        <Alert severity="success" role="status" sx={{ mt: 1 }} onClose={() => setAdded(null)}>
          {added}
        </Alert>
      ) : null}
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      ) : null}
    </Box>
  );
}
