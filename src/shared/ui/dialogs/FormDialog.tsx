import { useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { DefaultValues, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import { applyServerErrors, useSchemaForm, type SchemaSource } from '@/shared/ui/form';

export interface FormDialogProps<TValues extends FieldValues, TOutput> {
  open: boolean;
  title: string;
  /** The shared yup schema the server checks the same input with. */
  schema: SchemaSource;
  /** The fields as the dialog opens (it starts afresh each time). */
  defaultValues: DefaultValues<TValues>;
  /** The form's fields in order: the server's messages for them go under them. */
  fields: readonly FieldPath<TValues>[];
  /** Sends the checked values; a rejection (an RTK Query error) is shown in the dialog. */
  onSubmit: (values: TOutput) => Promise<unknown>;
  /** Said when the server's answer has no message of its own. */
  failureMessage: string;
  submitLabel: string;
  cancelLabel?: string;
  onClose: () => void;
  submitColor?: 'primary' | 'error';
  maxWidth?: 'xs' | 'sm' | 'md';
  /** Names the form itself, when a screen reader should hear it as one. */
  formLabel?: string;
  /** Text above the fields. */
  intro?: ReactNode;
  /** The fields, bound to `form.control`; `busy` while the answer is awaited. */
  children: (form: UseFormReturn<TValues, unknown, TOutput>, busy: boolean) => ReactNode;
}

/**
 * A dialog holding one form of the shared form layer (`useSchemaForm`): checked on submit,
 * the server's per-field messages under their fields and any other refusal in a banner, the
 * submit button waiting while the answer is awaited. It opens with fresh `defaultValues`.
 * Closing after a success is the caller's (`onSubmit` calls `onClose` or `onDone`).
 */
export function FormDialog<TValues extends FieldValues, TOutput = TValues>(
  props: FormDialogProps<TValues, TOutput>,
) {
  const titleId = useId();
  const { open, onClose, maxWidth = 'xs' } = props;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      {open ? <FormDialogBody {...props} titleId={titleId} /> : null}
    </Dialog>
  );
}

function FormDialogBody<TValues extends FieldValues, TOutput>({
  titleId,
  title,
  schema,
  defaultValues,
  fields,
  onSubmit,
  failureMessage,
  submitLabel,
  cancelLabel = 'Cancel',
  onClose,
  submitColor = 'primary',
  formLabel,
  intro,
  children,
}: FormDialogProps<TValues, TOutput> & { titleId: string }) {
  const form = useSchemaForm<TValues, TOutput>(schema, defaultValues);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const fieldErrors = apiFieldErrors(error as ApiError);
      const rest = applyServerErrors(form.setError, fieldErrors, fields);
      if (Object.keys(fieldErrors).length === 0 || Object.keys(rest).length > 0) {
        setFailure(apiErrorMessage(error as ApiError, failureMessage));
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={formLabel}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {intro}
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
          {children(form, busy)}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button type="submit" variant="contained" color={submitColor} disabled={busy}>
          {submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
