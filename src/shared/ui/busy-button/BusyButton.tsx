import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** A button that cannot be pressed again while its action is under way, and shows that it is. */
export function BusyButton({ busy, ...props }: Omit<ButtonProps, 'disabled'> & { busy: boolean }) {
  return (
    <Button
      {...props}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : props.startIcon}
    />
  );
}
