import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OTP_LENGTH, paths, verificationNotice } from '@vistaar/shared/config';
import type { EmployeeCheckPost } from '@vistaar/shared/validation';
import { PrivacyNotice } from '@/shared/ui/privacy-notice';

/**
 * The verification request as ordinary forms posted to this page, for a browser without
 * JavaScript: the server answers with the next step (or the message and what was typed).
 * Browser checks stay on until a script runs, which leaves the checks to the server.
 */
export function EmployeeCheckForm({ posted }: { posted?: EmployeeCheckPost }) {
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const codeStep = posted?.step === 'code';
  const values = posted?.values ?? { employeeCode: '', dob: '' };

  return (
    <Box
      component="form"
      method="post"
      action={paths.employeeDetails}
      noValidate={scripted}
      aria-labelledby="employee-check-title"
      sx={{ textAlign: 'left', mt: 3 }}
    >
      <Typography id="employee-check-title" variant="h5" component="h2" sx={{ mb: 1 }}>
        Employee Verification
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {codeStep
          ? `Step 2 of 2. Enter the ${OTP_LENGTH}-digit code from the e-mail.`
          : 'Step 1 of 2. Enter your employee code and date of birth. We will e-mail a one-time code to the address we have on file.'}
      </Typography>
      {codeStep && posted?.notice ? (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {posted.notice}
        </Alert>
      ) : null}
      {posted?.error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {posted.error}
        </Alert>
      ) : null}
      {codeStep ? (
        <Stack spacing={2.5}>
          <input type="hidden" name="form" value="code" />
          <TextField
            label="OTP"
            name="otp"
            required
            autoFocus
            autoComplete="one-time-code"
            slotProps={{
              htmlInput: { maxLength: OTP_LENGTH, inputMode: 'numeric', pattern: '[0-9]*' },
            }}
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button href={paths.employeeDetails} variant="outlined">
              Back
            </Button>
            <Button type="submit" variant="contained">
              Verify
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack spacing={2.5}>
          <input type="hidden" name="form" value="request" />
          <input type="hidden" name="noticeVersion" value={verificationNotice.version} />
          <TextField
            label="Employee Code"
            name="employeeCode"
            required
            autoComplete="off"
            defaultValue={values.employeeCode}
          />
          <TextField
            label="Date of Birth"
            name="dob"
            type="date"
            required
            defaultValue={values.dob}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <PrivacyNotice notice={verificationNotice} headingComponent="h3" />
          <Box>
            <Button type="submit" variant="contained">
              Send verification code
            </Button>
          </Box>
        </Stack>
      )}
    </Box>
  );
}
