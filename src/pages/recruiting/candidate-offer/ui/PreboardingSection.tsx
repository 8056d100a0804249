import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PREBOARDING_STATUS_LABELS } from '@vistaar/shared/config/preboarding';
import type { JoiningRequest, Preboarding, PreboardingDocument } from '@vistaar/shared/contract';
import { longDay } from '../lib/long-day';

/** What a pre-boarding form posted without JavaScript came back with. */
export interface PreboardingFormOutcome {
  /** Which form: `document-<id>` or `joining`. */
  target: string;
  values?: Record<string, string>;
  errors?: Record<string, string>;
  problem?: string;
}

interface Props {
  preboarding: Preboarding;
  /** The offer link's own address: each form posts below it. */
  action: string;
  outcome?: PreboardingFormOutcome;
}

const STATUS_SEVERITY = {
  'to-upload': 'info',
  uploaded: 'info',
  accepted: 'success',
  'asked-again': 'warning',
} as const;

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <Typography id={id} color="error" variant="body2">
      {message}
    </Typography>
  ) : null;
}

function Checkbox({
  name,
  label,
  error,
  errorId,
}: {
  name: string;
  label: string;
  error?: string;
  errorId: string;
}) {
  return (
    <>
      <Box component="label" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <Box
          component="input"
          type="checkbox"
          name={name}
          value="on"
          required
          aria-describedby={error ? errorId : undefined}
          sx={{ width: 22, height: 22, mt: 0.25, flexShrink: 0 }}
        />
        <Typography component="span">{label}</Typography>
      </Box>
      <FieldError id={errorId} message={error} />
    </>
  );
}

/** A required text field of a posted form, with its message from the server. */
function PostedField({
  name,
  mine,
  echo = true,
  htmlInput,
  ...field
}: Omit<TextFieldProps, 'name' | 'defaultValue' | 'error' | 'helperText' | 'slotProps'> & {
  name: string;
  mine?: PreboardingFormOutcome;
  /** Whether what was typed comes back (not for the Aadhaar digits). */
  echo?: boolean;
  htmlInput?: Record<string, string | number>;
}) {
  const error = mine?.errors?.[name];
  return (
    <TextField
      {...field}
      name={name}
      defaultValue={echo ? (mine?.values?.[name] ?? '') : undefined}
      error={Boolean(error)}
      helperText={error}
      required
      fullWidth
      slotProps={
        htmlInput ? { inputLabel: { shrink: true }, htmlInput } : { inputLabel: { shrink: true } }
      }
    />
  );
}

/** A pre-boarding part of its own: a card with its heading. */
function PreboardingCard({
  headingId,
  heading,
  spacing,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  spacing: number;
  children: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={spacing}>
        <Typography id={headingId} variant="h3" sx={{ fontSize: '1.1rem' }}>
          {heading}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

/** One document: where it is, and (until HR accepts it) the form to upload it. */
function DocumentCard({
  doc,
  action,
  outcome,
}: {
  doc: PreboardingDocument;
  action: string;
  outcome?: PreboardingFormOutcome;
}) {
  const mine = outcome?.target === `document-${doc.id}` ? outcome : undefined;
  const errors = mine?.errors ?? {};
  const prefix = `document-${doc.id}`;
  return (
    <PreboardingCard headingId={`${prefix}-heading`} heading={doc.label} spacing={1.5}>
      <Alert severity={STATUS_SEVERITY[doc.status]}>
        {PREBOARDING_STATUS_LABELS[doc.status]}
        {doc.fileName && doc.status !== 'asked-again' ? `: ${doc.fileName}` : ''}
        {doc.number ? ` (${doc.number})` : ''}
        {doc.status === 'asked-again' && doc.reason ? `. HR's reason: ${doc.reason}` : ''}
      </Alert>
      {mine?.problem ? <Alert severity="error">{mine.problem}</Alert> : null}
      {doc.status === 'accepted' ? null : (
        <Box
          component="form"
          method="post"
          encType="multipart/form-data"
          action={`${action}/documents/${doc.id}`}
        >
          <Stack spacing={2}>
            {doc.kind === 'pan' ? (
              <PostedField
                name="panNumber"
                label="PAN, as on the card"
                mine={mine}
                htmlInput={{ maxLength: 10, autoCapitalize: 'characters' }}
              />
            ) : null}
            {doc.kind === 'aadhaar' ? (
              <>
                <Typography variant="body2">
                  Upload a masked Aadhaar: a copy in which only the last four digits of the number
                  show (UIDAI&apos;s website gives one). We keep only those four digits and HR
                  checks the copy before it is kept.
                </Typography>
                <PostedField
                  name="aadhaarLastFour"
                  label="Last four digits of your Aadhaar"
                  mine={mine}
                  echo={false}
                  htmlInput={{ inputMode: 'numeric', autoComplete: 'off' }}
                />
                <Checkbox
                  name="masked"
                  label="My Aadhaar copy is masked: only its last four digits show."
                  error={errors.masked}
                  errorId={`${prefix}-masked-error`}
                />
              </>
            ) : null}
            <Box>
              <Typography
                component="label"
                htmlFor={`${prefix}-file`}
                sx={{ display: 'block', mb: 0.5 }}
              >
                File (PDF, JPEG or PNG, less than 5MB)
              </Typography>
              <Box
                component="input"
                id={`${prefix}-file`}
                type="file"
                name="file"
                accept="application/pdf,image/jpeg,image/png"
                required
                aria-describedby={errors.file ? `${prefix}-file-error` : undefined}
                sx={{ maxWidth: '100%' }}
              />
              <FieldError id={`${prefix}-file-error`} message={errors.file} />
            </Box>
            <Box>
              <Button type="submit" variant="contained">
                {doc.status === 'to-upload' ? 'Upload' : 'Upload again'}
              </Button>
            </Box>
          </Stack>
        </Box>
      )}
    </PreboardingCard>
  );
}

const REQUEST_WORDS: Record<JoiningRequest['status'], (request: JoiningRequest) => string> = {
  confirmed: (request) => `You confirmed ${longDay(request.date)}.`,
  pending: (request) => `You asked to join on ${longDay(request.date)}: HR will answer by e-mail.`,
  approved: (request) => `HR approved your request to join on ${longDay(request.date)}.`,
  declined: (request) =>
    `HR could not approve ${longDay(request.date)}${request.decisionReason ? `: ${request.decisionReason}` : '.'}`,
};

function JoiningDate({
  preboarding,
  action,
  outcome,
}: {
  preboarding: Preboarding;
  action: string;
  outcome?: PreboardingFormOutcome;
}) {
  const mine = outcome?.target === 'joining' ? outcome : undefined;
  const latest = preboarding.joiningRequests[0];
  return (
    <PreboardingCard
      headingId="joining-heading"
      heading={<>Joining date: {longDay(preboarding.joiningDate)}</>}
      spacing={2}
    >
      {latest ? <Alert severity="info">{REQUEST_WORDS[latest.status](latest)}</Alert> : null}
      {mine?.problem ? <Alert severity="error">{mine.problem}</Alert> : null}
      <Box component="form" method="post" action={`${action}/joining-date`}>
        <input type="hidden" name="action" value="confirm" />
        <Button type="submit" variant="contained">
          Confirm the joining date
        </Button>
      </Box>
      <Box component="form" method="post" action={`${action}/joining-date`}>
        <input type="hidden" name="action" value="change" />
        <Stack spacing={2}>
          <Typography>Or ask to join on another date:</Typography>
          <PostedField
            name="date"
            type="date"
            label="The date you would like to join"
            mine={mine}
          />
          <PostedField name="reason" label="Why" mine={mine} multiline minRows={2} />
          <Box>
            <Button type="submit" variant="outlined">
              Ask for another date
            </Button>
          </Box>
        </Stack>
      </Box>
    </PreboardingCard>
  );
}

/**
 * The candidate's pre-boarding, once they accept: each document HR asks for and the joining
 * date. Every form is an ordinary post (the uploads multipart), so it needs no JavaScript.
 */
export function PreboardingSection({ preboarding, action, outcome }: Props) {
  return (
    <Stack component="section" aria-labelledby="preboarding-heading" spacing={2}>
      <Typography id="preboarding-heading" variant="h2" sx={{ fontSize: '1.3rem' }}>
        Pre-boarding
      </Typography>
      <Typography>
        Upload each document below (a PDF, JPEG or PNG file, less than 5MB). HR reviews each one and
        e-mails you if one needs to be sent again.
      </Typography>
      {preboarding.documents.map((doc) => (
        <DocumentCard key={doc.id} doc={doc} action={action} outcome={outcome} />
      ))}
      <JoiningDate preboarding={preboarding} action={action} outcome={outcome} />
    </Stack>
  );
}
