import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useVerifySecondFactorMutation } from '../api/session-api';
import { CodeForm } from './CodeForm';

/** The second sign-in step: the session token arrives with the right code (see session-slice). */
export function SecondFactorStep({
  challenge,
  onSignedIn,
}: {
  challenge: string;
  onSignedIn: () => void;
}) {
  const [verify, { isLoading }] = useVerifySecondFactorMutation();
  return (
    <Stack spacing={2}>
      <Typography variant="body2">
        Enter the 6-digit code from your authenticator app, or one of your recovery codes.
      </Typography>
      <CodeForm
        label="Authentication code"
        submitLabel="Verify"
        busy={isLoading}
        onCode={async (code) => {
          await verify({ challenge, code }).unwrap();
          onSignedIn();
        }}
      />
    </Stack>
  );
}
