import type { FieldPath } from 'react-hook-form';
import {
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import {
  APPLICATION_EXPERIENCE_OPTIONS,
  APPLICATION_REDIRECT_MS,
  CTC_ENTRY_HINT,
  APPLICATION_CONSENT_LABEL,
  GENDER_OPTIONS,
  INDIAN_STATES,
  KEEP_FOR_OTHER_ROLES_LABEL,
  NOTICE_PERIOD_OPTIONS,
  applicationNotice,
  paths,
} from '@vistaar/shared/config';
import { PHONE_PATTERN } from '@vistaar/shared/config/constants';
import { CHANNEL_OPT_IN_LABELS } from '@vistaar/shared/config/messaging';
import { goTo } from '@/shared/lib/navigation';
import { isBlockedPhoneKey, normalizePhoneInput } from '@/shared/lib/phone';
import {
  FormCheckbox,
  FormSelect,
  FormTextField,
  LazyFormDatePicker,
  applyServerErrors,
  useSchemaForm,
} from '@/shared/ui/form';
import type { ApplicationFormPost } from '@vistaar/shared/validation';
import { useApplyForJobMutation } from '../api/careers-api';
import { applicationOrigin } from '../lib/application-origin';
import {
  emptyApplication,
  loadApplicationFormSchema,
  type ApplicationFormOutput,
  type ApplicationFormValues,
} from '../model/application-form';
import { PrivacyNotice } from '@/shared/ui/privacy-notice';
import { ResumeDropzone } from './ResumeDropzone';
import { ScreeningQuestionFields } from './ScreeningQuestionFields';
import type { ScreeningQuestion } from '@vistaar/shared/contract';

const CHANNEL_NUMBER_ID = 'application-channel-number';

type Outcome = { kind: 'success' } | { kind: 'failure'; message: string } | null;

const livePhone = (text: string) => normalizePhoneInput(text, 'mobile-live');

function blockPhoneKeys(event: KeyboardEvent<HTMLDivElement>) {
  if (isBlockedPhoneKey(event.key)) event.preventDefault();
}

const fullRow = { gridColumn: '1 / -1' };

const NOTICE_ID = 'application-privacy-notice';

const ORIGIN_FIELDS = ['utmSource', 'utmMedium', 'ref', 'referrerDomain'] as const;

/**
 * Server messages go under these fields, in form order (the questions' answers before the
 * resume); the rest (job, notice version) join the banner.
 */
function messageFields(questions: readonly ScreeningQuestion[]) {
  return (Object.keys(emptyApplication(0)) as (keyof ApplicationFormValues)[]).flatMap(
    (name): FieldPath<ApplicationFormValues>[] => {
      if (
        name === 'noticeVersion' ||
        name === 'jobId' ||
        (ORIGIN_FIELDS as readonly string[]).includes(name)
      )
        return [];
      if (name === 'screeningAnswers') {
        return questions.map((question) => `screeningAnswers.${question.id}` as const);
      }
      return [name];
    },
  );
}

const honeypotBox = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
} as const;

const legendSx = {
  p: 0,
  mb: 2.5,
  pb: 1,
  width: '100%',
  borderBottom: 1,
  borderColor: 'divider',
} as const;

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h5" sx={legendSx}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          gap: 2.5,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

export interface JobApplicationFormProps {
  /** The job applied for; 0 for a general application. */
  jobId: number;
  /** The job's screening questions, asked before the resume. */
  questions?: ScreeningQuestion[];
  /** The server's answer when the form was posted without JavaScript. */
  posted?: ApplicationFormPost;
}

/** The form's values as a post without JavaScript left them (never the file). */
function postedValues(
  defaults: ApplicationFormValues,
  posted: ApplicationFormPost | undefined,
): ApplicationFormValues {
  if (!posted) return defaults;
  const typed = posted.values;
  const text = (name: keyof ApplicationFormValues, fallback: string) => typed[name] ?? fallback;
  const values = { ...defaults };
  for (const name of Object.keys(defaults) as (keyof ApplicationFormValues)[]) {
    const current = defaults[name];
    if (typeof current === 'string') Object.assign(values, { [name]: text(name, current) });
    if (typeof current === 'boolean') Object.assign(values, { [name]: typed[name] === 'on' });
  }
  values.screeningAnswers = Object.fromEntries(
    Object.entries(defaults.screeningAnswers).map(([id, answer]) => [
      id,
      typed[`screeningAnswers.${id}`] ?? answer,
    ]),
  );
  return values;
}

function postedOutcome(posted: ApplicationFormPost | undefined): Outcome {
  if (!posted?.outcome) return null;
  return posted.outcome.kind === 'success'
    ? { kind: 'success' }
    : { kind: 'failure', message: posted.outcome.text };
}

/**
 * The job application: four sections, a resume, validation on submit with the shared
 * schema, and a multipart submission. After success it returns to /career.
 */
export function JobApplicationForm({ jobId, questions = [], posted }: JobApplicationFormProps) {
  const [defaults] = useState(() => emptyApplication(jobId, questions));
  const { control, register, handleSubmit, reset, setError, setValue, trigger } = useSchemaForm<
    ApplicationFormValues,
    ApplicationFormOutput
  >(
    loadApplicationFormSchema(questions),
    postedValues(defaults, posted),
    posted?.fieldErrors as Partial<Record<FieldPath<ApplicationFormValues>, string>> | undefined,
  );
  const [outcome, setOutcome] = useState<Outcome>(() => postedOutcome(posted));
  // The browser's own fields and checks serve the page without JavaScript; once it runs, the form's.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const native = !enhanced;
  const [applyForJob, { isLoading: submitting }] = useApplyForJobMutation();
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (redirectTimer.current) clearTimeout(redirectTimer.current);
    },
    [],
  );

  // The addresses exist only in the browser: read once the form is there.
  useEffect(() => {
    const origin = applicationOrigin(window.location.href, document.referrer);
    for (const name of ORIGIN_FIELDS) setValue(name, origin[name]);
  }, [setValue]);

  const noticePeriod = useWatch({ control, name: 'noticePeriod' });
  const phone = useWatch({ control, name: 'phone' });

  /** A refused file is not kept: its message shows and the form has no resume. */
  async function selectResume(file: File) {
    setValue('formResume', file);
    if (!(await trigger('formResume'))) setValue('formResume', null);
  }

  const send = handleSubmit(async ({ formResume, website, screeningAnswers, ...fields }) => {
    // A job without questions sends the application as it always has.
    const application = questions.length > 0 ? { ...fields, screeningAnswers } : fields;
    try {
      const response = await applyForJob({ application, website, resume: formResume }).unwrap();
      if (response.success === false) {
        setOutcome({ kind: 'failure', message: response.message || 'Submission failed' });
        return;
      }
      setOutcome({ kind: 'success' });
      redirectTimer.current = setTimeout(() => {
        reset(defaults);
        setOutcome(null);
        goTo(paths.career);
      }, APPLICATION_REDIRECT_MS);
    } catch (error) {
      const failure = error as ApiError;
      const rest = applyServerErrors(setError, apiFieldErrors(failure), messageFields(questions));
      const message = apiErrorMessage(failure, 'Submission failed');
      const extra = [rest.jobId, rest.noticeVersion].filter((text) => text && text !== message);
      setOutcome({ kind: 'failure', message: [message, ...extra].join(' ') });
    }
  });

  function handleFormSubmit(event: FormEvent<HTMLFormElement>) {
    if (submitting || outcome?.kind === 'success') {
      event.preventDefault();
      return;
    }
    setOutcome(null);
    void send(event);
  }

  const field = { control, disabled: submitting } as const;

  return (
    <Box
      component="form"
      method="post"
      encType="multipart/form-data"
      action={paths.jobApplication}
      noValidate={enhanced}
      onSubmit={handleFormSubmit}
      aria-label="Job application"
    >
      <Stack spacing={{ xs: 4, md: 5 }}>
        <FormSection title="Personal Information">
          <FormTextField
            {...field}
            name="firstName"
            id="application-firstName"
            label="First Name"
            required
            autoComplete="given-name"
          />
          <FormTextField
            {...field}
            name="lastName"
            id="application-lastName"
            label="Last Name"
            required
            autoComplete="family-name"
          />
          <FormTextField
            {...field}
            name="email"
            id="application-email"
            label="Email"
            required
            type="email"
            autoComplete="email"
          />
          <FormTextField
            {...field}
            name="phone"
            id="application-phone"
            label="Phone Number"
            required
            type="tel"
            autoComplete="tel-national"
            normalize={livePhone}
            onKeyDown={blockPhoneKeys}
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[6-9][0-9]{9}' } }}
          />
          <LazyFormDatePicker
            {...field}
            name="dob"
            label="Date of Birth"
            required
            disableFuture
            openAtYear
            native={native}
          />
          <FormSelect
            {...field}
            name="gender"
            id="application-gender"
            label="Gender"
            required
            options={GENDER_OPTIONS}
            native={native}
          />
        </FormSection>

        <FormSection title="Address Information">
          <FormTextField
            {...field}
            name="address"
            id="application-address"
            label="Address"
            required
            multiline
            minRows={2}
            autoComplete="street-address"
            sx={fullRow}
          />
          <FormTextField
            {...field}
            name="city"
            id="application-city"
            label="City"
            required
            autoComplete="address-level2"
          />
          <FormSelect
            {...field}
            name="state"
            id="application-state"
            label="State"
            required
            options={INDIAN_STATES}
            native={native}
          />
        </FormSection>

        <FormSection title="Professional Information">
          <FormSelect
            {...field}
            name="jobExperience"
            id="application-jobExperience"
            label="Experience"
            options={APPLICATION_EXPERIENCE_OPTIONS}
            native={native}
          />
          <FormTextField
            {...field}
            name="currentEmployer"
            id="application-currentEmployer"
            label="Current Employer"
            autoComplete="organization"
          />
          <FormTextField
            {...field}
            name="currentCTC"
            id="application-currentCTC"
            label="Current CTC"
            helperText={CTC_ENTRY_HINT}
          />
          <FormTextField
            {...field}
            name="expectedCTC"
            id="application-expectedCTC"
            label="Expected CTC"
            helperText={CTC_ENTRY_HINT}
          />
          <FormSelect
            {...field}
            name="noticePeriod"
            id="application-noticePeriod"
            label="Notice Period"
            options={NOTICE_PERIOD_OPTIONS}
            native={native}
          />
          {/* Without JavaScript the field cannot appear on choosing a date: it is always there. */}
          {noticePeriod === 'date' || native ? (
            <LazyFormDatePicker
              {...field}
              name="noticeUntil"
              label="Last Working Day"
              required={noticePeriod === 'date'}
              disablePast
              native={native}
            />
          ) : null}
          <Box sx={fullRow}>
            <FormCheckbox
              control={control}
              name="servingNotice"
              label="I am serving my notice period"
              disabled={submitting}
            />
          </Box>
          <FormTextField
            {...field}
            name="currentLocation"
            id="application-currentLocation"
            label="Current Location"
            sx={fullRow}
          />
        </FormSection>

        {questions.length > 0 ? (
          <FormSection title="Screening Questions">
            <ScreeningQuestionFields
              questions={questions}
              control={control}
              disabled={submitting}
              native={native}
            />
          </FormSection>
        ) : null}

        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="h5" sx={legendSx}>
            Resume Upload
          </Typography>
          <FormLabel required sx={{ display: 'block', mb: 1 }}>
            Resume
          </FormLabel>
          <ResumeDropzone
            control={control}
            disabled={submitting}
            onSelect={(file) => void selectResume(file)}
            onRemove={() => setValue('formResume', null)}
            native={native}
          />
        </Box>

        <Stack spacing={1.5}>
          <PrivacyNotice
            notice={applicationNotice}
            id={NOTICE_ID}
            headingComponent="h2"
            defaultOpen
          />
          <FormCheckbox
            control={control}
            name="consent"
            label={APPLICATION_CONSENT_LABEL}
            required
            disabled={submitting}
            describedBy={`${NOTICE_ID}-summary`}
          />
          <FormCheckbox
            control={control}
            name="keepForOtherRoles"
            label={KEEP_FOR_OTHER_ROLES_LABEL}
            disabled={submitting}
          />
          <FormCheckbox
            control={control}
            name="whatsappUpdates"
            label={CHANNEL_OPT_IN_LABELS.whatsapp}
            disabled={submitting}
            describedBy={CHANNEL_NUMBER_ID}
          />
          <FormCheckbox
            control={control}
            name="smsUpdates"
            label={CHANNEL_OPT_IN_LABELS.sms}
            disabled={submitting}
            describedBy={CHANNEL_NUMBER_ID}
          />
          <Typography id={CHANNEL_NUMBER_ID} variant="body2" sx={{ color: 'text.secondary' }}>
            {PHONE_PATTERN.test(phone ?? '')
              ? `Updates go to +91 ${phone} as well as by e-mail. Reply STOP at any time to end them.`
              : 'Updates go to the phone number above as well as by e-mail. Reply STOP at any time to end them.'}
          </Typography>
        </Stack>

        <input type="hidden" name="jobId" value={jobId} />
        <input type="hidden" name="noticeVersion" value={defaults.noticeVersion} />
        {/* Honeypot: hidden from people and assistive technology; robots fill it in. */}
        <Box aria-hidden="true" sx={honeypotBox}>
          <label htmlFor="application-website">Website</label>
          <input
            id="application-website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            aria-hidden="true"
            {...register('website')}
          />
        </Box>

        {outcome?.kind === 'success' ? (
          <Alert severity="success">
            <AlertTitle>Application Submitted Successfully!</AlertTitle>
            We&apos;ll review your application and get back to you soon.
          </Alert>
        ) : null}
        {outcome?.kind === 'failure' ? (
          <Alert severity="error">
            <AlertTitle>Submission Failed</AlertTitle>
            {outcome.message}
          </Alert>
        ) : null}

        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={submitting || outcome?.kind === 'success'}
          startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {submitting ? 'Submitting Application...' : 'Submit Application'}
        </Button>
      </Stack>
    </Box>
  );
}
