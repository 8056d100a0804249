import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { tokenFromAddress } from '../model/applicant-labels';

export interface LinkConfirmationProps {
  /** Sends the link's token; answers the server's words, throws the API error when refused. */
  confirm: (token: string) => Promise<string>;
  busy: boolean;
  buttonLabel: string;
  buttonColor?: 'primary' | 'error';
  /** Said when the refusal carries no words of its own. */
  failure: string;
  children: ReactNode;
}

/**
 * The page of an e-mailed confirmation link: nothing happens until the button is pressed
 * (mail scanners open links too), then the server's answer replaces the button.
 */
export function LinkConfirmation({
  confirm,
  busy,
  buttonLabel,
  buttonColor = 'primary',
  failure,
  children,
}: LinkConfirmationProps) {
  const [answer, setAnswer] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  async function go() {
    setAnswer(null);
    try {
      setAnswer({ kind: 'success', text: await confirm(tokenFromAddress()) });
    } catch (error) {
      setAnswer({ kind: 'error', text: apiErrorMessage(error as ApiError, failure) });
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
      <Typography>{children}</Typography>
      <Box>
        <Button variant="contained" color={buttonColor} onClick={() => void go()} disabled={busy}>
          {buttonLabel}
        </Button>
      </Box>
    </Box>
  );
}
