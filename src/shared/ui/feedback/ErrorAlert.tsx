import Alert from '@mui/material/Alert';

/** Why the last action failed, read out as it appears; nothing while there is no failure. */
export function ErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}
