import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { useConfirmErasureMutation } from '../api/applicant-access-api';
import { tokenFromAddress } from '../model/applicant-labels';

/** The last step of an erasure: the applicant, at the link from their e-mail, confirms it. */
export function ErasureConfirmation() {
  const [confirm, { isLoading }] = useConfirmErasureMutation();
  const [answer, setAnswer] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  async function erase() {
    setAnswer(null);
    try {
      setAnswer({ kind: 'success', text: await confirm(tokenFromAddress()).unwrap() });
    } catch (error) {
      setAnswer({
        kind: 'error',
        text: apiErrorMessage(error as ApiError, 'Your data could not be erased just now.'),
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
        Erasure removes your name, contact details, the other answers you gave and your resume. It
        cannot be undone. We keep only an anonymous record that an application was made, for our
        statistics.
      </Typography>
      <Box>
        <Button variant="contained" color="error" onClick={() => void erase()} disabled={isLoading}>
          Erase my data
        </Button>
      </Box>
    </Box>
  );
}
