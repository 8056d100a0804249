import type { FieldPath } from 'react-hook-form';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import { APPLICATION_REDIRECT_MS, paths } from '@vistaar/shared/config';
import { goTo } from '@/shared/lib/navigation';
import { applyServerErrors, useSchemaForm } from '@/shared/ui/form';
import type { ApplicationFormPost } from '@vistaar/shared/validation';
import type { ScreeningQuestion } from '@vistaar/shared/contract';
import { useApplyForJobMutation } from '../api/careers-api';
import { applicationOrigin } from '../lib/application-origin';
import {
  emptyApplication,
  loadApplicationFormSchema,
  type ApplicationFormOutput,
  type ApplicationFormValues,
} from '../model/application-form';
import {
  ORIGIN_FIELDS,
  messageFields,
  postedOutcome,
  postedValues,
  type ApplicationOutcome,
} from '../model/posted-application';
import { ApplicationConsents } from './ApplicationConsents';
import { ApplicationDetailsSections, ApplicationFormSection } from './ApplicationDetailsSections';
import { ResumeDropzone } from './ResumeDropzone';
import { ScreeningQuestionFields } from './ScreeningQuestionFields';

const honeypotBox = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
} as const;

export interface JobApplicationFormProps {
  /** The job applied for; 0 for a general application. */
  jobId: number;
  /** The job's screening questions, asked before the resume. */
  questions?: ScreeningQuestion[];
  /** The server's answer when the form was posted without JavaScript. */
  posted?: ApplicationFormPost;
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
  const [outcome, setOutcome] = useState<ApplicationOutcome>(() => postedOutcome(posted));
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
        <ApplicationDetailsSections control={control} disabled={submitting} native={native} />

        {questions.length > 0 ? (
          <ApplicationFormSection title="Screening Questions">
            <ScreeningQuestionFields
              questions={questions}
              control={control}
              disabled={submitting}
              native={native}
            />
          </ApplicationFormSection>
        ) : null}

        <ApplicationFormSection title="Resume Upload" single>
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
        </ApplicationFormSection>

        <ApplicationConsents control={control} disabled={submitting} />

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
