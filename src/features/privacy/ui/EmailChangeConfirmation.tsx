import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { useConfirmEmailChangeMutation } from '../api/applicant-access-api';
import { tokenFromAddress } from '../model/applicant-labels';

/**
 * A new e-mail address given on My application, confirmed by its owner at the link sent to
 * it. The change waits for the button: mail scanners open links too.
 */
export function EmailChangeConfirmation() {
  const [confirm, { isLoading }] = useConfirmEmailChangeMutation();
  const [answer, setAnswer] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  async function confirmAddress() {
    setAnswer(null);
    try {
      setAnswer({ kind: 'success', text: await confirm(tokenFromAddress()).unwrap() });
    } catch (error) {
      setAnswer({
        kind: 'error',
        text: apiErrorMessage(
          error as ApiError,
          'Your e-mail address could not be changed just now.',
        ),
      });
    }
  }

  if (answer?.kind === 'success') {
    return (
      <Alert severity="success" role="status">
        {answer.text}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {answer ? (
        <Alert severity="error" role="alert">
          {answer.text}
        </Alert>
      ) : null}
      <Typography>
        Your application will use this e-mail address from now on, and we will tell the address you
        used before about the change.
      </Typography>
      <Box>
        <Button variant="contained" onClick={() => void confirmAddress()} disabled={isLoading}>
          Use this address
        </Button>
      </Box>
    </Box>
  );
}
