import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What confirming does, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  /** The action is under way: both buttons wait and the dialog stays open. */
  busy?: boolean;
  /** Why the action failed, shown above the text. */
  error?: string | null;
  /** Offer the action; off once a refusal leaves only the way out. */
  canConfirm?: boolean;
  color?: 'primary' | 'error' | 'warning';
  /** Put the keyboard on the way out rather than on the dialog. */
  focusCancel?: boolean;
  maxWidth?: 'xs' | 'sm';
  /** After the closing animation (to clear a refusal). */
  onExited?: () => void;
}

/** Asks before a destructive or final action: a title, what it does, cancel and confirm. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onClose,
  busy = false,
  error,
  canConfirm = true,
  color = 'error',
  focusCancel = false,
  maxWidth,
  onExited,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth={maxWidth}
      fullWidth={maxWidth !== undefined}
      slotProps={onExited ? { transition: { onExited } } : undefined}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        <DialogContentText id={textId}>{children}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} autoFocus={focusCancel}>
          {cancelLabel}
        </Button>
        {canConfirm ? (
          <Button
            color={color}
            variant="contained"
            onClick={onConfirm}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {confirmLabel}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
