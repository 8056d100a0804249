import { useEffect, useRef, useState, type FormEvent } from 'react';
import { goTo } from '@/shared/lib/navigation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { Dayjs } from 'dayjs';
import { apiErrorMessage } from '@/shared/api';
import { DATE_ENTRY_FORMAT, OTP_LENGTH, paths, verificationNotice } from '@vistaar/shared/config';
import { DialogHeading } from '@/shared/ui/dialogs';
import { PrivacyNotice } from '@/shared/ui/privacy-notice';
import { isPastOrToday, verificationMessages, type OtpRequest } from '@vistaar/shared/validation';
import {
  useRequestVerificationCodeMutation,
  useVerifyVerificationCodeMutation,
  type VerificationCodeSent,
} from '../api/employees-api';
import { readPickerDate } from '@/shared/ui/form';
import { saveVerifiedRecord } from '@/entities/employee';
import { retryAfterSecondsOf } from '../lib/retry-after';

export interface EmployeeVerificationDialogProps {
  open: boolean;
  onClose: () => void;
  /** Rendered (hidden) while closed, so opening it costs no render. */
  keepMounted?: boolean;
}

function sentNotice(sent: VerificationCodeSent): string {
  if (sent.destination) return `Code sent to ${sent.destination}`;
  return sent.message || 'Code sent to the e-mail address we have on file.';
}

/** A step's way back and its submit button, which spins while its own request is awaited. */
function StepActions({
  backLabel,
  onBack,
  busy,
  waiting,
  submitLabel,
}: {
  backLabel: string;
  onBack: () => void;
  busy: boolean;
  waiting: boolean;
  submitLabel: string;
}) {
  return (
    <DialogActions sx={{ px: 3, pb: 3, flexWrap: 'wrap', gap: 1 }}>
      <Button type="button" variant="outlined" onClick={onBack} disabled={busy}>
        {backLabel}
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={busy}
        startIcon={waiting ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {submitLabel}
      </Button>
    </DialogActions>
  );
}

/**
 * Employee verification: step 1 asks for the employee code and date of birth and has a
 * code e-mailed; step 2 takes the code and opens /employee-details with the record.
 * Closing keeps the steps as they were, so a code already on its way can still be entered;
 * an error shown before closing is not shown again on reopening.
 */
export function EmployeeVerificationDialog({
  open,
  onClose,
  keepMounted = false,
}: EmployeeVerificationDialogProps) {
  const [step, setStep] = useState<1 | 2>(1);
  const [employeeCode, setEmployeeCode] = useState('');
  const [dob, setDob] = useState<Dayjs | null>(null);
  const dobInput = useRef<HTMLInputElement>(null);
  const stepForm = useRef<HTMLFormElement>(null);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sentRequest, setSentRequest] = useState<OtpRequest | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const [shownOpen, setShownOpen] = useState(open);

  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) setError(null);
  }

  const [requestCode, { isLoading: sending }] = useRequestVerificationCodeMutation();
  const [verifyCode, { isLoading: verifying }] = useVerifyVerificationCodeMutation();
  const busy = sending || verifying;
  const secondsLeft = resendAt === null ? 0 : Math.max(0, Math.ceil((resendAt - now) / 1000));

  // Tick once a second while the server would still refuse another code.
  useEffect(() => {
    if (resendAt === null) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= resendAt) {
        setResendAt(null);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [resendAt]);

  function startCountdown(seconds: number) {
    if (seconds <= 0) {
      setResendAt(null);
      return;
    }
    const current = Date.now();
    setNow(current);
    setResendAt(current + seconds * 1000);
  }

  async function handleRequest(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const date = readPickerDate(dob, dobInput.current?.value);
    if (!employeeCode.trim() || date.kind === 'empty') {
      setError(verificationMessages.fieldsRequired);
      return;
    }
    if (date.kind === 'invalid' || !isPastOrToday(date.iso)) {
      setError(verificationMessages.dateInvalid);
      return;
    }
    const request: OtpRequest = {
      employeeCode: employeeCode.trim(),
      dob: date.iso,
      noticeVersion: verificationNotice.version,
    };
    setError(null);
    // The same details while the last code is still fresh: go back to it rather than be refused.
    if (
      secondsLeft > 0 &&
      sentRequest?.employeeCode === request.employeeCode &&
      sentRequest.dob === request.dob
    ) {
      setStep(2);
      return;
    }
    try {
      const sent = await requestCode(request).unwrap();
      setSentRequest(request);
      setNotice(sentNotice(sent));
      setOtp('');
      setStep(2);
      startCountdown(sent.resendAfterSeconds);
    } catch (failure) {
      setError(apiErrorMessage(failure as never, verificationMessages.sendFailed));
    }
  }

  async function handleResend() {
    if (busy || !sentRequest || secondsLeft > 0) return;
    setError(null);
    try {
      const sent = await requestCode(sentRequest).unwrap();
      setNotice(sentNotice(sent));
      setOtp('');
      startCountdown(sent.resendAfterSeconds);
    } catch (failure) {
      setError(apiErrorMessage(failure as never, verificationMessages.sendFailed));
      const retryAfter = retryAfterSecondsOf(failure);
      if (retryAfter) startCountdown(retryAfter);
    }
  }

  async function handleVerify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !sentRequest) return;
    const code = otp.trim();
    if (code.length !== OTP_LENGTH) {
      setError(verificationMessages.otpInvalid);
      return;
    }
    setError(null);
    try {
      const record = await verifyCode({
        employeeCode: sentRequest.employeeCode,
        otp: code,
      }).unwrap();
      saveVerifiedRecord(record);
      onClose();
      goTo(paths.employeeDetails);
    } catch (failure) {
      setError(apiErrorMessage(failure as never, verificationMessages.verifyFailed));
    }
  }

  function backToStepOne() {
    setStep(1);
    setOtp('');
    setError(null);
    setNotice(null);
  }

  const errorAlert = error ? (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {error}
    </Alert>
  ) : null;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      keepMounted={keepMounted}
      fullWidth
      maxWidth="xs"
      aria-labelledby="employee-verification-title"
      slotProps={{
        transition: {
          // Rendered ahead (keepMounted), the fields mounted while hidden and their autoFocus
          // never ran: each opening puts the focus in the step's first field, as a fresh
          // dialog does, so what the visitor types lands there.
          onEntering: () => stepForm.current?.querySelector('input')?.focus(),
        },
      }}
    >
      <DialogHeading
        id="employee-verification-title"
        title="Employee Verification"
        onClose={onClose}
      />

      <LocalizationProvider dateAdapter={AdapterDayjs}>
        {step === 1 ? (
          <Box component="form" ref={stepForm} noValidate onSubmit={handleRequest}>
            <DialogContent sx={{ pt: 0 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                Step 1 of 2. Enter your employee code and date of birth. We will e-mail a one-time
                code to the address we have on file.
              </Typography>
              {errorAlert}
              <Stack spacing={2.5}>
                <TextField
                  label="Employee Code"
                  name="employeeCode"
                  required
                  autoComplete="off"
                  autoFocus
                  value={employeeCode}
                  onChange={(event) => {
                    setEmployeeCode(event.target.value);
                    setError(null);
                  }}
                />
                <DatePicker
                  label="Date of Birth"
                  format={DATE_ENTRY_FORMAT}
                  value={dob}
                  inputRef={dobInput}
                  onChange={(value) => {
                    setDob(value);
                    setError(null);
                  }}
                  disableFuture
                  openTo="year"
                  views={['year', 'month', 'day']}
                  slotProps={{ textField: { name: 'dob', required: true, fullWidth: true } }}
                />
                <PrivacyNotice notice={verificationNotice} headingComponent="h3" />
              </Stack>
            </DialogContent>
            <StepActions
              backLabel="Cancel"
              onBack={onClose}
              busy={busy}
              waiting={sending}
              submitLabel={sending ? 'Sending verification code...' : 'Send verification code'}
            />
          </Box>
        ) : (
          <Box component="form" ref={stepForm} noValidate onSubmit={handleVerify}>
            <DialogContent sx={{ pt: 0 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                Step 2 of 2. Enter the {OTP_LENGTH}-digit code from the e-mail.
              </Typography>
              {notice ? (
                <Alert severity="info" role="status" sx={{ mb: 2 }}>
                  {notice}
                </Alert>
              ) : null}
              {errorAlert}
              <TextField
                label="OTP"
                name="otp"
                required
                autoFocus
                autoComplete="one-time-code"
                value={otp}
                onChange={(event) => {
                  setOtp(event.target.value);
                  setError(null);
                }}
                slotProps={{
                  htmlInput: {
                    maxLength: OTP_LENGTH,
                    inputMode: 'numeric',
                    pattern: '[0-9]*',
                  },
                }}
              />
              <Box sx={{ mt: 1.5 }}>
                <Link
                  component="button"
                  type="button"
                  variant="body2"
                  onClick={handleResend}
                  disabled={busy || secondsLeft > 0}
                  sx={{
                    '&:disabled': {
                      color: 'text.disabled',
                      cursor: 'default',
                      textDecoration: 'none',
                    },
                  }}
                >
                  {secondsLeft > 0 ? `Resend code in ${secondsLeft}s` : 'Resend code'}
                </Link>
              </Box>
            </DialogContent>
            <StepActions
              backLabel="Back"
              onBack={backToStepOne}
              busy={busy}
              waiting={verifying}
              submitLabel={verifying ? 'Verifying...' : 'Verify'}
            />
          </Box>
        )}
      </LocalizationProvider>
    </Dialog>
  );
}
