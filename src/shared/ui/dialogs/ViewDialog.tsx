import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { DialogHeading, usePhoneFullScreen } from './DialogHeading';

export interface ViewDialogProps {
  open: boolean;
  title: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  children: ReactNode;
  onClose: () => void;
  closeLabel?: string;
  /** Buttons before the close button. */
  actions?: ReactNode;
  /** The close button is the main action (filled) rather than a plain one. */
  closeProminent?: boolean;
  /** A close button in the title's corner too. */
  closeIcon?: boolean;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** Fills a phone's screen. */
  fullScreenOnPhone?: boolean;
  /** Divider lines above and below a scrolling body. */
  dividers?: boolean;
  /** After the closing animation (to let go of what it showed). */
  onExited?: () => void;
}

/**
 * A dialog to read rather than fill in (a record, a list of what happened): a title, the
 * content and a way out. A dialog holding one form is a `FormDialog`.
 */
export function ViewDialog({
  open,
  title,
  subtitle,
  children,
  onClose,
  closeLabel = 'Close',
  actions,
  closeProminent = false,
  closeIcon = false,
  maxWidth = 'sm',
  fullScreenOnPhone = false,
  dividers = false,
  onExited,
}: ViewDialogProps) {
  const titleId = useId();
  const fullScreen = usePhoneFullScreen(fullScreenOnPhone);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={maxWidth}
      slotProps={onExited ? { transition: { onExited } } : undefined}
    >
      <DialogHeading
        id={titleId}
        title={title}
        subtitle={subtitle}
        onClose={closeIcon ? onClose : undefined}
      />
      <DialogContent dividers={dividers}>{children}</DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1, flexWrap: 'wrap' }}>
        {actions}
        <Button onClick={onClose} variant={closeProminent ? 'contained' : 'text'}>
          {closeLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
