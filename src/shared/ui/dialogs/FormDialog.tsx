import { useEffect, useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import type { DefaultValues, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import { applyServerErrors, useSchemaForm, type SchemaSource } from '@/shared/ui/form';
import { DialogHeading, usePhoneFullScreen } from './DialogHeading';

/** What the dialog shows instead of its form, with only a way out. */
export interface FormDialogStandIn {
  content: ReactNode;
  /** The way out's label; the dialog's `cancelLabel` unless given. */
  closeLabel?: string;
  /**
   * The way out is the main action (filled), as after a success. It takes the focus: the
   * form's submit button, which held it, has gone, and a keyboard user must still be able
   * to leave with Escape or Enter.
   */
  prominent?: boolean;
}

export interface FormDialogProps<TValues extends FieldValues, TOutput> {
  open: boolean;
  title: string;
  /** A line under the title (whom or what the form is about). */
  subtitle?: ReactNode;
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
  /** The submit button's text while the answer is awaited. */
  busyLabel?: string;
  cancelLabel?: string;
  onClose: () => void;
  submitColor?: 'primary' | 'error';
  maxWidth?: 'xs' | 'sm' | 'md';
  /** Fills a phone's screen (a long or wide form). */
  fullScreenOnPhone?: boolean;
  /**
   * Shown instead of the form: while what the form starts from is loading, when it could
   * not be loaded, or once the form is done and the dialog says what happened. The form
   * starts afresh (from `defaultValues`) when the stand-in goes away.
   */
  standIn?: FormDialogStandIn | null;
  /** Names the form itself, when a screen reader should hear it as one. */
  formLabel?: string;
  /** Text (or any content, such as the record being answered) above the fields. */
  intro?: ReactNode;
  /** The fields, bound to `form.control`; `busy` while the answer is awaited. */
  children: (form: UseFormReturn<TValues, unknown, TOutput>, busy: boolean) => ReactNode;
}

/**
 * A dialog holding one form of the shared form layer (`useSchemaForm`): checked on submit,
 * the server's per-field messages under their fields and any other refusal in a banner, the
 * submit button waiting while the answer is awaited (and the dialog staying open meanwhile).
 * It opens with fresh `defaultValues`. Closing after a success is the caller's (`onSubmit`
 * calls `onClose` or `onDone`).
 */
export function FormDialog<TValues extends FieldValues, TOutput = TValues>(
  props: FormDialogProps<TValues, TOutput>,
) {
  const titleId = useId();
  const { open, onClose, maxWidth = 'xs', fullScreenOnPhone = false, standIn } = props;
  const fullScreen = usePhoneFullScreen(fullScreenOnPhone);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      fullScreen={fullScreen}
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      {open && standIn ? <StandInBody {...props} standIn={standIn} titleId={titleId} /> : null}
      {open && !standIn ? <FormDialogBody {...props} titleId={titleId} onBusy={setBusy} /> : null}
    </Dialog>
  );
}

function StandInBody({
  titleId,
  title,
  subtitle,
  standIn,
  cancelLabel = 'Cancel',
  onClose,
}: {
  titleId: string;
  title: string;
  subtitle?: ReactNode;
  standIn: FormDialogStandIn;
  cancelLabel?: string;
  onClose: () => void;
}) {
  return (
    <>
      <DialogHeading id={titleId} title={title} subtitle={subtitle} />
      <DialogContent>{standIn.content}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          onClick={onClose}
          variant={standIn.prominent ? 'contained' : 'text'}
          autoFocus={standIn.prominent}
        >
          {standIn.closeLabel ?? cancelLabel}
        </Button>
      </DialogActions>
    </>
  );
}

function FormDialogBody<TValues extends FieldValues, TOutput>({
  titleId,
  onBusy,
  title,
  subtitle,
  schema,
  defaultValues,
  fields,
  onSubmit,
  failureMessage,
  submitLabel,
  busyLabel = submitLabel,
  cancelLabel = 'Cancel',
  onClose,
  submitColor = 'primary',
  formLabel,
  intro,
  children,
}: FormDialogProps<TValues, TOutput> & { titleId: string; onBusy: (busy: boolean) => void }) {
  const form = useSchemaForm<TValues, TOutput>(schema, defaultValues);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;

  useEffect(() => {
    onBusy(busy);
    return () => onBusy(false);
  }, [busy, onBusy]);

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
      <DialogHeading id={titleId} title={title} subtitle={subtitle} />
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
        <Button
          type="submit"
          variant="contained"
          color={submitColor}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {busy ? busyLabel : submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
