import SendRounded from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { apiErrorMessage, apiFieldErrors, apiStatus, type ApiError } from '@/shared/api';
import { useSendContactMessageMutation } from '../api/contact-api';
import {
  CONTACT_FIELDS,
  digitsOnly,
  emptyContactForm,
  isContactField,
  validateContactForm,
  type ContactField,
  type ContactFormErrors,
  type ContactFormValues,
} from '../model/contact-form';

const FAILURE_FALLBACK =
  'Your message could not be sent. Please try again in a few minutes, or call or e-mail us instead.';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/** Off-screen for people, present for bots that fill in every field. */
const honeypotSx = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
} as const;

/**
 * The contact form: validated on submit with the shared schema (every message at once),
 * a field's error clears as soon as it is edited, and the result is shown plainly.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactFormValues>(emptyContactForm);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sendContactMessage, { isLoading }] = useSendContactMessageMutation();
  const fieldRefs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement>>>(
    {},
  );
  const outcomeRef = useRef<HTMLDivElement>(null);

  function handleChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const { name, value } = event.target;
    if (name === 'website') {
      setValues((current) => ({ ...current, website: value }));
      return;
    }
    if (!isContactField(name)) return;
    const next = name === 'phoneNo' ? digitsOnly(value) : value;
    setValues((current) => ({ ...current, [name]: next }));
    if (errors[name]) {
      setErrors((current) => {
        const rest = { ...current };
        delete rest[name];
        return rest;
      });
    }
  }

  function focusFirstError(found: ContactFormErrors) {
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) fieldRefs.current[first]?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    setOutcome(null);
    const checked = await validateContactForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(checked.errors);
      return;
    }
    setErrors({});
    try {
      const result = await sendContactMessage(checked.request).unwrap();
      console.info('Contact form response', { success: result.success, message: result.message });
      if (result.success) {
        setValues(emptyContactForm);
        setOutcome({
          kind: 'success',
          text: result.message ?? 'Thank you! Your message has been sent.',
        });
      } else {
        setOutcome({ kind: 'error', text: result.message ?? FAILURE_FALLBACK });
      }
    } catch (failure) {
      const error = failure as ApiError;
      const text = apiErrorMessage(error, FAILURE_FALLBACK);
      console.info('Contact form failed', { status: apiStatus(error), message: text });
      const fieldErrors: ContactFormErrors = {};
      for (const [field, message] of Object.entries(apiFieldErrors(error))) {
        if (isContactField(field)) fieldErrors[field] = message;
      }
      setErrors(fieldErrors);
      setOutcome({ kind: 'error', text });
    }
    // Bring the result into view for everyone; the alert roles announce it.
    requestAnimationFrame(() => outcomeRef.current?.focus());
  }

  function fieldProps(field: ContactField) {
    return {
      id: `contact-${field}`,
      name: field,
      value: values[field],
      onChange: handleChange,
      error: Boolean(errors[field]),
      required: true,
      inputRef: (node: HTMLInputElement | HTMLTextAreaElement | null) => {
        if (node) fieldRefs.current[field] = node;
      },
    };
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
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
        <TextField
          {...fieldProps('fullName')}
          label="Full Name"
          autoComplete="name"
          helperText={errors.fullName ?? ' '}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <TextField
          {...fieldProps('email')}
          label="Email Address"
          type="email"
          autoComplete="email"
          helperText={errors.email ?? ' '}
          slotProps={{ htmlInput: { maxLength: 254 } }}
        />
        <TextField
          {...fieldProps('phoneNo')}
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          helperText={errors.phoneNo ?? 'Digits only, for example 9811045270'}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 15 } }}
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
        <TextField
          {...fieldProps('message')}
          label="Message"
          multiline
          minRows={5}
          helperText={errors.message ?? 'Tell us what you need; at least 10 characters.'}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
          sx={{ gridColumn: '1 / -1' }}
        />
      </Box>

      <Box aria-hidden="true" sx={honeypotSx}>
        <label htmlFor="contact-website">Website (leave this empty)</label>
        <input
          id="contact-website"
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={handleChange}
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
