import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { SxProps, Theme } from '@mui/material/styles';

export interface Notice {
  severity: AlertColor;
  message: string;
}

/**
 * What an action did, at the foot of the screen for six seconds; a click elsewhere leaves it,
 * its close button or the time ends it.
 */
export function NoticeSnackbar({
  notice,
  open = Boolean(notice),
  onClose,
  alertSx,
}: {
  notice: Notice | null;
  /** Kept apart from the notice where the text must stay while the snackbar slides away. */
  open?: boolean;
  onClose: () => void;
  alertSx?: SxProps<Theme>;
}) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={6000}
      onClose={(_event, reason) => (reason === 'clickaway' ? undefined : onClose())}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {notice ? (
        <Alert severity={notice.severity} variant="filled" onClose={onClose} sx={alertSx}>
          {notice.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
