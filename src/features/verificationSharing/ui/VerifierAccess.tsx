import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import type { VerificationDisclosure } from '@vistaar/shared/contract';
import { OTP_LENGTH } from '@vistaar/shared/config';
import { verificationMessages } from '@vistaar/shared/validation';
import {
  useOpenVerificationMutation,
  useRequestVerifierCodeMutation,
} from '../api/verification-sharing-api';
import { DisclosureView } from './DisclosureView';

const tokenFromPath = (pathname: string) => pathname.split('/').filter(Boolean).at(-1) ?? '';

/**
 * The verifier's side of a link: a one-time code to the address the employee named, then
 * the disclosure and the letter. The token is read from the address bar, never from the page.
 */
export function VerifierAccess() {
  const [token, setToken] = useState('');
  const [destination, setDestination] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [disclosure, setDisclosure] = useState<VerificationDisclosure | null>(null);
  const [requestCode, sending] = useRequestVerifierCodeMutation();
  const [open, opening] = useOpenVerificationMutation();

  useEffect(() => setToken(tokenFromPath(window.location.pathname)), []);

  async function send() {
    setError(null);
    try {
      setDestination((await requestCode(token).unwrap()).destination);
    } catch (failure) {
      setError(
        apiErrorMessage(failure as ApiError, 'The code could not be sent. Please try again.'),
      );
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp.trim())) {
      setError(verificationMessages.otpInvalid);
      return;
    }
    try {
      setDisclosure(await open({ token, otp: otp.trim() }).unwrap());
    } catch (failure) {
      setError(apiErrorMessage(failure as ApiError, verificationMessages.verifyFailed));
    }
  }

  if (disclosure) {
    const base = `/api/verify/${encodeURIComponent(token)}`;
    return (
      <DisclosureView
        disclosure={disclosure}
        letterUrl={`${base}/letter.pdf`}
        jwsUrl={`${base}/letter.jws`}
      />
    );
  }

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="body1">
            An employee has shared an employment verification with you. To open it, confirm that you
            read the e-mail address they named: we send a six-digit code there.
          </Typography>
          {destination ? (
            <form onSubmit={verify} noValidate>
              <Stack spacing={2}>
                <Alert severity="success">Code sent to {destination}</Alert>
                <TextField
                  label="Verification code"
                  value={otp}
                  onChange={(event) => setOtp(event.target.value)}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  slotProps={{ htmlInput: { maxLength: OTP_LENGTH } }}
                />
                <Stack direction="row" spacing={1.5}>
                  <Button type="submit" variant="contained" disabled={opening.isLoading}>
                    {opening.isLoading ? 'Verifying...' : 'Open the verification'}
                  </Button>
                  <Button onClick={send} disabled={sending.isLoading}>
                    Send a new code
                  </Button>
                </Stack>
              </Stack>
            </form>
          ) : (
            <Button
              variant="contained"
              onClick={send}
              disabled={!token || sending.isLoading}
              sx={{ alignSelf: 'flex-start' }}
            >
              {sending.isLoading ? 'Sending verification code...' : 'Send me a code'}
            </Button>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </CardContent>
    </Card>
  );
}
