import { useEffect, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch, type Control } from 'react-hook-form';
import {
  APPLICATION_EXPERIENCE_OPTIONS,
  APPLICATION_SOURCE_LABELS,
  CONSENT_SOURCES,
  CONSENT_SOURCE_LABELS,
  CTC_ENTRY_HINT,
  INTAKE_REVIEWABLE,
  INTAKE_STATUS_LABELS,
  MANUAL_SOURCES,
  NOTICE_PERIOD_OPTIONS,
  intakeReviewPath,
  paths,
} from '@vistaar/shared/config';
import type { IntakeItemDetail } from '@vistaar/shared/contract';
import { intakeAcceptSchema, type IntakeAcceptInput } from '@vistaar/shared/validation';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import { applyServerErrors, FormSelect, FormTextField, useSchemaForm } from '@/shared/ui/form';
import { StaffPage } from '@/shared/ui/staff-page';
import { ErrorAlert } from '@/shared/ui/feedback';
import { useAcceptIntakeItemMutation, useGetIntakeItemQuery } from '../api/intake-api';
import { REVIEW_FIELDS, reviewDefaults, type ReviewValues } from '../model/review-values';
import { LikelyDuplicates } from './LikelyDuplicates';
import { DiscardDialog } from './DiscardDialog';

export interface IntakeJobOption {
  id: number;
  title: string;
}

const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  gap: 2,
} as const;

const CONSENT_OPTIONS = CONSENT_SOURCES.map((value) => ({
  value,
  label: CONSENT_SOURCE_LABELS[value],
}));
const SOURCE_OPTIONS = MANUAL_SOURCES.map((value) => ({
  value,
  label: APPLICATION_SOURCE_LABELS[value],
}));

/** The fields a resume proposes, in screen order; a select where the form offers choices. */
const PROPOSED_FIELDS: {
  name: keyof ReviewValues;
  label: string;
  required?: boolean;
  type?: string;
  options?: readonly { value: string; label: string }[];
  hint?: string;
}[] = [
  { name: 'firstName', label: 'First name', required: true },
  { name: 'lastName', label: 'Last name', required: true },
  { name: 'email', label: 'Email', required: true, type: 'email' },
  { name: 'phone', label: 'Phone number', type: 'tel' },
  { name: 'currentEmployer', label: 'Current employer' },
  { name: 'currentTitle', label: 'Current title' },
  { name: 'jobExperience', label: 'Experience', options: APPLICATION_EXPERIENCE_OPTIONS },
  { name: 'currentLocation', label: 'Current location' },
  { name: 'currentCTC', label: 'Current CTC', hint: CTC_ENTRY_HINT },
  { name: 'expectedCTC', label: 'Expected CTC', hint: CTC_ENTRY_HINT },
  { name: 'noticePeriod', label: 'Notice period', options: NOTICE_PERIOD_OPTIONS },
  { name: 'skills', label: 'Skills' },
  { name: 'education', label: 'Education' },
];

/** The resume's own words a proposal was read from, under its field. */
function sourceHint(item: IntakeItemDetail, name: keyof ReviewValues, fallback?: string) {
  const source = item.proposals[name]?.source;
  return source ? `From the resume: "${source}"` : fallback;
}

/** The resume beside the form: a link to the file itself, the e-mail's text and the text read. */
function ResumePanel({ item }: { item: IntakeItemDetail }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Stack spacing={1.5}>
        {/* The page's heading names the file already; the theme's h2 sizes would outgrow it. */}
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          The resume
        </Typography>
        {item.fileUrl ? (
          <Link href={item.fileUrl} target="_blank" rel="noopener">
            Open the resume in a new tab
          </Link>
        ) : null}
        {item.parseMessage ? <Alert severity="info">{item.parseMessage}</Alert> : null}
        {item.sender ? (
          <Box>
            <Typography variant="subtitle2">
              {`E-mail from ${item.sender}${item.subject ? `: ${item.subject}` : ''}`}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{item.note}</Typography>
          </Box>
        ) : null}
        {item.resumeText ? (
          <Box
            component="pre"
            tabIndex={0}
            aria-label="The resume's text"
            sx={{
              m: 0,
              p: 1.5,
              maxHeight: '70vh',
              overflow: 'auto',
              whiteSpace: 'pre-wrap',
              fontFamily: 'inherit',
              bgcolor: 'action.hover',
              borderRadius: 1,
            }}
          >
            {item.resumeText}
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** A referral names the referring employee. */
function ReferrerField({
  control,
  busy,
}: {
  control: Control<ReviewValues, unknown, IntakeAcceptInput>;
  busy: boolean;
}) {
  const source = useWatch({ control, name: 'source' });
  return source === 'referral' ? (
    <FormTextField
      control={control}
      name="referrerCode"
      label="Referring employee's code"
      required
      fullWidth
      size="small"
      disabled={busy}
      helperText="As on the employee list, for example VI-1001"
    />
  ) : null;
}

function ReviewForm({ item, jobs }: { item: IntakeItemDetail; jobs: readonly IntakeJobOption[] }) {
  const navigate = useNavigate();
  const form = useSchemaForm<ReviewValues, IntakeAcceptInput>(
    intakeAcceptSchema,
    reviewDefaults(item),
  );
  const { control, handleSubmit, setError, setFocus, formState } = form;
  const [accept] = useAcceptIntakeItemMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const busy = formState.isSubmitting;
  const next = (nextId: number | null) =>
    void navigate(nextId === null ? paths.intake : intakeReviewPath(nextId));

  // Each new item starts with the keyboard on its first field.
  useEffect(() => setFocus('firstName'), [setFocus]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await accept({ id: item.id, values }).unwrap();
      next(result.nextId);
    } catch (error) {
      const rest = applyServerErrors(setError, apiFieldErrors(error as ApiError), REVIEW_FIELDS);
      const message = apiErrorMessage(error as ApiError, 'The candidate could not be added.');
      if (
        Object.keys(rest).length > 0 ||
        Object.keys(apiFieldErrors(error as ApiError)).length === 0
      )
        setFailure(message);
    }
  });

  // Caught on the way down, before the field that has the keyboard: a select takes Enter as
  // 'open', so Ctrl+Enter on one opened its menu over the form as well as submitting it.
  const onKeyDown = (event: KeyboardEvent) => {
    if (busy || discarding) return;
    const shortcut = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    if ((event.ctrlKey || event.metaKey) && event.key === 'Enter') {
      shortcut();
      void submit();
    } else if (event.altKey && event.shiftKey && event.code === 'KeyD') {
      shortcut();
      setDiscarding(true);
    } else if (event.altKey && event.shiftKey && event.code === 'KeyS') {
      shortcut();
      next(item.nextId);
    }
  };

  const field = { control, disabled: busy, fullWidth: true, size: 'small' } as const;
  const jobOptions = [
    { value: '0', label: 'The pool (no job)' },
    ...jobs.map((job) => ({ value: String(job.id), label: job.title })),
  ];
  return (
    <Box
      component="form"
      noValidate
      aria-label="Review"
      onKeyDownCapture={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack spacing={2}>
        <ErrorAlert message={failure} />
        <LikelyDuplicates control={control} />
        <Box sx={grid}>
          {PROPOSED_FIELDS.map(({ name, label, required, type, options, hint }) =>
            options ? (
              <FormSelect
                {...field}
                key={name}
                name={name}
                label={label}
                options={options}
                helperText={sourceHint(item, name, hint)}
              />
            ) : (
              <FormTextField
                {...field}
                key={name}
                name={name}
                label={label}
                required={required}
                type={type}
                helperText={sourceHint(item, name, hint)}
              />
            ),
          )}
          <FormSelect {...field} name="jobId" label="Job" options={jobOptions} />
          <FormSelect {...field} name="source" label="Source" required options={SOURCE_OPTIONS} />
          <ReferrerField control={control} busy={busy} />
          <FormTextField
            {...field}
            name="sourceDetail"
            label="Source detail"
            helperText="The agency, campaign or sender, if any"
          />
          <FormSelect
            {...field}
            name="consentSource"
            label="Consent obtained"
            required
            options={CONSENT_OPTIONS}
            helperText="How the candidate agreed to the privacy notice and to be put forward"
          />
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Adding...' : 'Accept (Ctrl+Enter)'}
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={busy}
            onClick={() => setDiscarding(true)}
          >
            Discard (Alt+Shift+D)
          </Button>
          <Button disabled={busy} onClick={() => next(item.nextId)}>
            {item.nextId === null ? 'Back to the queue (Alt+Shift+S)' : 'Skip (Alt+Shift+S)'}
          </Button>
        </Stack>
      </Stack>
      <DiscardDialog
        itemId={item.id}
        open={discarding}
        onClose={() => setDiscarding(false)}
        onDiscarded={next}
      />
    </Box>
  );
}

/**
 * One intake item under review: the resume beside the fields it proposes (each with the text
 * it was read from), to accept as a candidate, discard with a reason, or skip. Keyboard first:
 * Ctrl+Enter accepts, Alt+Shift+D discards, Alt+Shift+S skips (Alt alone opens browser menus); each new item opens on its first field.
 */
export function IntakeReview({
  itemId,
  jobs,
}: {
  itemId: number;
  jobs: readonly IntakeJobOption[];
}) {
  const { data: item, error, isLoading } = useGetIntakeItemQuery(itemId);
  const title = item ? `Review: ${item.fileName}` : 'Review a resume';
  const reviewable = item ? INTAKE_REVIEWABLE.includes(item.status) : false;
  return (
    <StaffPage
      title={title}
      headTitle="Review a resume"
      description="Staff: review a resume that came in and add the candidate."
      path={paths.intake}
      breadcrumbs={[{ label: 'Intake', to: paths.intake }]}
    >
      {isLoading ? <Typography role="status">Loading the resume...</Typography> : null}
      {error ? (
        <Alert severity="error" role="alert">
          {apiErrorMessage(error as ApiError, 'This resume could not be loaded.')}
        </Alert>
      ) : null}
      {item && !reviewable ? (
        <Alert severity="info">
          {`This resume is ${INTAKE_STATUS_LABELS[item.status].toLowerCase()}${
            item.refusal ? `: ${item.refusal}` : '.'
          }`}
        </Alert>
      ) : null}
      {item && reviewable ? (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 5fr) minmax(0, 6fr)' },
            gap: 3,
            alignItems: 'start',
          }}
        >
          <ResumePanel item={item} />
          <ReviewForm key={item.id} item={item} jobs={jobs} />
        </Box>
      ) : null}
    </StaffPage>
  );
}
