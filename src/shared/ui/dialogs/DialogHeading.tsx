import type { ReactNode } from 'react';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseRounded from '@mui/icons-material/CloseRounded';

/** A wide dialog fills a phone's screen rather than squeezing its content. */
export function usePhoneFullScreen(enabled = true): boolean {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return enabled && phone;
}

export interface DialogHeadingProps {
  id: string;
  title: ReactNode;
  /** A line under the title (what the dialog is about), read as part of its name. */
  subtitle?: ReactNode;
  /** A close button in the corner, for dialogs whose actions do not say 'Close'. */
  onClose?: () => void;
}

/** A dialog's title, with an optional line under it and an optional close button. */
export function DialogHeading({ id, title, subtitle, onClose }: DialogHeadingProps) {
  return (
    <>
      <DialogTitle id={id} sx={onClose ? { pr: 7 } : undefined}>
        {title}
        {subtitle ? (
          <Typography
            component="span"
            variant="body2"
            sx={{ display: 'block', color: 'text.secondary' }}
          >
            {subtitle}
          </Typography>
        ) : null}
      </DialogTitle>
      {onClose ? (
        <IconButton
          aria-label="Close"
          onClick={onClose}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseRounded />
        </IconButton>
      ) : null}
    </>
  );
}
