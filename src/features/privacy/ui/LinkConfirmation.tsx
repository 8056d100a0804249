import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import type { MyApplicationFormPost } from '@vistaar/shared/validation';
import { tokenFromAddress } from '../model/applicant-labels';

export interface LinkConfirmationPageProps {
  /** The server's answer when the button was pressed without JavaScript. */
  posted?: MyApplicationFormPost;
}

export interface LinkConfirmationProps extends LinkConfirmationPageProps {
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
  posted,
}: LinkConfirmationProps) {
  const [answer, setAnswer] = useState(posted?.outcome ?? null);

  // Without JavaScript the button posts to the link's own address, which answers with the page.
  async function go(event: FormEvent) {
    event.preventDefault();
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
    <Box
      component="form"
      method="post"
      onSubmit={(event) => void go(event)}
      sx={{ display: 'grid', gap: 2 }}
    >
      {answer ? (
        <Alert severity="error" role="alert">
          {answer.text}
        </Alert>
      ) : null}
      <Typography>{children}</Typography>
      <Box>
        <Button type="submit" variant="contained" color={buttonColor} disabled={busy}>
          {buttonLabel}
        </Button>
      </Box>
    </Box>
  );
}
