import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { CodeForm } from './CodeForm';

/** The set-up could not start: the server's reason, else a plain one. */
export function TwoFactorStartFailed({ error }: { error: unknown }) {
  return (
    <Alert severity="error" role="alert">
      {apiErrorMessage(error as ApiError, 'Two-factor set-up could not start.')}
    </Alert>
  );
}

/** Asks for the code of a member whose two-factor sign-in is on. */
export function AuthenticatorCodeStep({
  busy,
  onCode,
}: {
  busy: boolean;
  onCode: (code: string) => Promise<void>;
}) {
  return (
    <Stack spacing={2}>
      <Typography variant="body2">
        Enter the 6-digit code from your authenticator app, or one of your recovery codes.
      </Typography>
      <CodeForm label="Authentication code" submitLabel="Verify" busy={busy} onCode={onCode} />
    </Stack>
  );
}
