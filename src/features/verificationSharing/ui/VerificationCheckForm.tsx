import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { FileButton } from '@/shared/ui/file-button';
import { paths } from '@vistaar/shared/config';
import type { VerificationCheck } from '@vistaar/shared/contract';
import { formatUsLongDate } from '@/entities/employee';
import {
  useCheckLetterMutation,
  useCheckVerificationIdMutation,
} from '../api/verification-sharing-api';

const STANDING: Record<VerificationCheck['status'], string> = {
  active: 'It is active.',
  expired: 'It has expired: the employee shared it for a limited time.',
  revoked: 'It was revoked by the employee and is no longer valid.',
};

function CheckResult({ check, byFile }: { check: VerificationCheck; byFile: boolean }) {
  const date = (iso: string) => formatUsLongDate(iso.slice(0, 10));
  if (!check.genuine) {
    return (
      <Alert severity="error" role="status">
        Not genuine: this file is not the letter {check.issuer} issued for {check.verificationId}.
        It was changed after it was issued.
      </Alert>
    );
  }
  return (
    <Alert severity={check.status === 'active' ? 'success' : 'warning'} role="status">
      {byFile ? 'Genuine letter' : 'Genuine verification ID'}: {check.verificationId}, issued by{' '}
      {check.issuer} on {date(check.issuedAt)}, valid until {date(check.expiresAt)}.{' '}
      {STANDING[check.status]}
    </Alert>
  );
}

/** /verify/check: a verification ID or an uploaded letter, answered genuine or not, with its standing. */
export function VerificationCheckForm({
  posted,
}: {
  /** The server's verdict on a letter posted without JavaScript, or why there is none. */
  posted?: { check?: VerificationCheck; error?: string };
}) {
  const [id, setId] = useState('');
  const [result, setResult] = useState<{ check: VerificationCheck; byFile: boolean } | null>(
    posted?.check ? { check: posted.check, byFile: true } : null,
  );
  const [error, setError] = useState<string | null>(posted?.error ?? null);
  // Without JavaScript the letter is sent by an ordinary form; once the script runs, on choosing it.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const [checkId, idCheck] = useCheckVerificationIdMutation();
  const [checkLetter, letterCheck] = useCheckLetterMutation();

  async function runIdCheck(value: string) {
    setError(null);
    setResult(null);
    if (!value.trim()) {
      setError('Enter a verification ID.');
      return;
    }
    try {
      setResult({ check: await checkId(value.trim()).unwrap(), byFile: false });
    } catch (failure) {
      setError(
        apiErrorMessage(failure as ApiError, 'The check could not be done. Please try again.'),
      );
    }
  }

  // A QR code on a letter opens this page with the ID already in the address.
  useEffect(() => {
    const fromLink = new URLSearchParams(window.location.search).get('id');
    if (fromLink) {
      setId(fromLink);
      void runIdCheck(fromLink);
    }
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function onFile(file: File) {
    setError(null);
    setResult(null);
    const body = new FormData();
    body.append('letter', file);
    try {
      setResult({ check: await checkLetter(body).unwrap(), byFile: true });
    } catch (failure) {
      setError(
        apiErrorMessage(failure as ApiError, 'The letter could not be checked. Please try again.'),
      );
    }
  }

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2.5}>
          <form
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              void runIdCheck(id);
            }}
            noValidate
          >
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <TextField
                label="Verification ID"
                placeholder="VV-XXXX-XXXX-XXXX"
                value={id}
                onChange={(event) => setId(event.target.value)}
                fullWidth
              />
              <Button type="submit" variant="contained" disabled={idCheck.isLoading}>
                Check
              </Button>
            </Stack>
          </form>
          <Divider>or</Divider>
          <Box
            component="form"
            method="post"
            encType="multipart/form-data"
            action={paths.verifyCheck}
            aria-label="Check a letter"
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
          >
            <FileButton
              label="Upload the letter PDF"
              name="letter"
              native={!enhanced}
              accept="application/pdf,.pdf"
              variant="outlined"
              startIcon={<UploadFileOutlinedIcon />}
              disabled={letterCheck.isLoading}
              onPick={(file) => void onFile(file)}
            />
            {enhanced ? null : (
              <Button type="submit" variant="contained">
                Check the letter
              </Button>
            )}
          </Box>
          <Typography variant="body2" color="text.secondary">
            The check shows no personal data beyond what the letter itself shows.
          </Typography>
          {result && <CheckResult {...result} />}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </CardContent>
    </Card>
  );
}
