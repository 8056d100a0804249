import SendRounded from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import { contactNotice, paths } from '@vistaar/shared/config';
import { normalizePhoneInput } from '@/shared/lib/phone';
import { FormTextField, applyServerErrors, useSchemaForm } from '@/shared/ui/form';
import { PrivacyNotice } from '@/shared/ui/privacy-notice';
import {
  CONTACT_FIELDS,
  contactSchema,
  type ContactFormPost,
  type ContactMessage,
} from '@vistaar/shared/validation';
import { useSendContactMessageMutation, type ContactMessageRequest } from '../api/contact-api';

const FAILURE_FALLBACK =
  'Your message could not be sent. Please try again in a few minutes, or call or e-mail us instead.';

/** The fields in form order, then the notice's version (not a field), the honeypot last. */
const emptyContactForm = {
  fullName: '',
  email: '',
  phoneNo: '',
  message: '',
  noticeVersion: contactNotice.version,
  website: '',
};
type ContactFormValues = typeof emptyContactForm;

type Outcome = ContactFormPost['outcome'];

export interface ContactFormProps {
  /** The server's answer when the form was posted without JavaScript. */
  posted?: ContactFormPost;
}

/** Off-screen for people, present for bots that fill in every field. */
const honeypotSx = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
} as const;

const anyPhone = (text: string) => normalizePhoneInput(text, 'any');

/**
 * The contact form: validated on submit with the shared schema (every message at once),
 * a field's error clears as soon as it is edited, and the result is shown plainly. Without
 * JavaScript it is an ordinary form post, answered by the page with the same messages.
 */
export function ContactForm({ posted }: ContactFormProps) {
  const { control, register, handleSubmit, reset, setError } = useSchemaForm<
    ContactFormValues,
    ContactMessage & { website: string }
  >(contactSchema, { ...emptyContactForm, ...posted?.values }, posted?.fieldErrors);
  const [outcome, setOutcome] = useState<Outcome>(posted?.outcome ?? null);
  // The browser's own checks stand in until the form's script runs.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const [sendContactMessage, { isLoading }] = useSendContactMessageMutation();
  const outcomeRef = useRef<HTMLDivElement>(null);

  const send = handleSubmit(
    async ({ fullName, email, phoneNo, message, noticeVersion, website }) => {
      const request: ContactMessageRequest = {
        fullName,
        email,
        phoneNo: Number(phoneNo),
        message,
        noticeVersion,
        ...(website ? { website } : {}),
      };
      try {
        const result = await sendContactMessage(request).unwrap();
        if (result.success) {
          reset(emptyContactForm);
          setOutcome({
            kind: 'success',
            text: result.message ?? 'Thank you! Your message has been sent.',
          });
        } else {
          setOutcome({ kind: 'error', text: result.message ?? FAILURE_FALLBACK });
        }
      } catch (failure) {
        const error = failure as ApiError;
        applyServerErrors(setError, apiFieldErrors(error), CONTACT_FIELDS, { focus: false });
        setOutcome({ kind: 'error', text: apiErrorMessage(error, FAILURE_FALLBACK) });
      }
      // Bring the result into view for everyone; the alert roles announce it.
      requestAnimationFrame(() => outcomeRef.current?.focus());
    },
  );

  function handleFormSubmit(event: FormEvent<HTMLFormElement>) {
    if (isLoading) {
      event.preventDefault();
      return;
    }
    setOutcome(null);
    void send(event);
  }

  return (
    <Box
      component="form"
      method="post"
      action={`${paths.contact}#contact-form`}
      noValidate={enhanced}
      onSubmit={handleFormSubmit}
      aria-busy={isLoading}
      aria-label="Contact form"
      sx={{ position: 'relative' }}
    >
      <Box ref={outcomeRef} tabIndex={-1} sx={{ outline: 'none', mb: outcome ? 3 : 0 }}>
        {outcome?.kind === 'success' ? (
          <Alert severity="success" role="status">
            <AlertTitle>Message sent</AlertTitle>
            {outcome.text}
          </Alert>
        ) : null}
        {outcome?.kind === 'error' ? (
          <Alert severity="error" role="alert">
            <AlertTitle>Message not sent</AlertTitle>
            {outcome.text}
          </Alert>
        ) : null}
      </Box>

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          gap: { xs: 2.5, sm: 3 },
        }}
      >
        <FormTextField
          control={control}
          name="fullName"
          id="contact-fullName"
          label="Full Name"
          required
          autoComplete="name"
          helperText=" "
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <FormTextField
          control={control}
          name="email"
          id="contact-email"
          label="Email Address"
          required
          type="email"
          autoComplete="email"
          helperText=" "
          slotProps={{ htmlInput: { maxLength: 254 } }}
        />
        <FormTextField
          control={control}
          name="phoneNo"
          id="contact-phoneNo"
          label="Phone Number"
          required
          type="tel"
          autoComplete="tel"
          normalize={anyPhone}
          helperText="Digits only, for example 9811045270"
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
        <FormTextField
          control={control}
          name="message"
          id="contact-message"
          label="Message"
          required
          multiline
          minRows={5}
          helperText="Tell us what you need; at least 10 characters."
          slotProps={{ htmlInput: { maxLength: 5000 } }}
          sx={{ gridColumn: '1 / -1' }}
        />
      </Box>

      <Box sx={{ mt: 1 }}>
        <PrivacyNotice notice={contactNotice} headingComponent="h3" />
      </Box>

      <input type="hidden" name="noticeVersion" value={contactNotice.version} />
      <Box aria-hidden="true" sx={honeypotSx}>
        <label htmlFor="contact-website">Website (leave this empty)</label>
        <input
          id="contact-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register('website')}
        />
      </Box>

      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={isLoading}
        startIcon={
          isLoading ? (
            <CircularProgress size={18} color="inherit" aria-hidden />
          ) : (
            <SendRounded aria-hidden />
          )
        }
        sx={{ mt: 3, width: { xs: '100%', sm: 'auto' } }}
      >
        {isLoading ? 'Sending...' : 'Send Message'}
      </Button>
    </Box>
  );
}
