import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import { FormTextField, applyServerErrors, useSchemaForm } from '@/shared/ui/form';
import { paths } from '@vistaar/shared/config';
import {
  applicantLinkRequestSchema,
  type ApplicantLinkRequest,
  type MyApplicationFormPost,
} from '@vistaar/shared/validation';
import { useRequestApplicantLinkMutation } from '../api/applicant-access-api';

export interface ApplicantLinkFormProps {
  /** The server's answer when the form was posted without JavaScript. */
  posted?: MyApplicationFormPost;
}

/**
 * 'Send me a new link': the address the application was made with. The answer is the same
 * whether or not anyone applied with it. Without JavaScript it is an ordinary form post,
 * answered by the page with the same messages.
 */
export function ApplicantLinkForm({ posted }: ApplicantLinkFormProps) {
  const [send, { isLoading }] = useRequestApplicantLinkMutation();
  const [answer, setAnswer] = useState(posted?.outcome ?? null);
  const form = useSchemaForm<ApplicantLinkRequest>(
    applicantLinkRequestSchema,
    { email: posted?.values.email ?? '' },
    posted?.fieldErrors,
  );
  // The browser's own checks stand in until the form's script runs.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const submit = form.handleSubmit(async (values) => {
    setAnswer(null);
    try {
      setAnswer({ kind: 'success', text: await send(values).unwrap() });
      form.reset({ email: '' });
    } catch (error) {
      applyServerErrors(form.setError, apiFieldErrors(error as ApiError), ['email']);
      setAnswer({
        kind: 'error',
        text: apiErrorMessage(error as ApiError, 'We could not send a link just now.'),
      });
    }
  });

  return (
    <Box
      component="form"
      method="post"
      action={paths.myApplication}
      noValidate={enhanced}
      onSubmit={submit}
      aria-label="Send me a new link"
      sx={{ display: 'grid', gap: 2, maxWidth: 480 }}
    >
      {answer ? (
        <Alert severity={answer.kind} role={answer.kind === 'error' ? 'alert' : 'status'}>
          {answer.text}
        </Alert>
      ) : null}
      <FormTextField
        control={form.control}
        name="email"
        label="Email used on the application"
        type="email"
        autoComplete="email"
        required
        fullWidth
        disabled={isLoading}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={isLoading}>
          Send me a new link
        </Button>
      </Box>
    </Box>
  );
}
