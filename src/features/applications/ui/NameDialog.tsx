import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { AnyObjectSchema } from 'yup';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import { FormTextField, applyServerErrors, useSchemaForm } from '@/shared/ui/form';

type Field = 'name' | 'label';

export interface NameDialogProps {
  title: string;
  /** The form field the schema checks: a stage's name or a reason's label. */
  field: Field;
  fieldLabel: string;
  initial: string;
  schema: AnyObjectSchema;
  submitLabel: string;
  onClose: () => void;
  /** Saves the text; a refusal is shown in the dialog, which stays open. */
  onSave: (text: string) => Promise<unknown>;
}

/** Renames a stage or rewords a reason: one field, checked like the server checks it. */
export function NameDialog({
  title,
  field,
  fieldLabel,
  initial,
  schema,
  submitLabel,
  onClose,
  onSave,
}: NameDialogProps) {
  const { control, handleSubmit, setError, formState } = useSchemaForm<Record<Field, string>>(
    schema,
    { [field]: initial } as Record<Field, string>,
  );
  const [failure, setFailure] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave(values[field]);
      onClose();
    } catch (error) {
      const rest = applyServerErrors(setError, apiFieldErrors(error as ApiError), [field]);
      if (Object.keys(apiFieldErrors(error as ApiError)).length === 0 || Object.keys(rest).length) {
        setFailure(apiErrorMessage(error as ApiError, 'The change could not be saved.'));
      }
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="name-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="name-dialog-title">{title}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          {failure ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          ) : null}
          <FormTextField control={control} name={field} label={fieldLabel} fullWidth autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
