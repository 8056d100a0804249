import { goTo } from '@/shared/lib/navigation';
import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { ValidationError } from 'yup';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import {
  APPLICATION_EXPERIENCE_OPTIONS,
  APPLICATION_REDIRECT_MS,
  DATE_API_FORMAT,
  GENDER_OPTIONS,
  INDIAN_STATES,
  PHONE_LENGTH,
  paths,
} from '@/shared/config';
import { applicationSchema, resumeFileSchema, type JobApplicationInput } from '@/shared/validation';
import { useApplyForJobMutation } from '../api/careers-api';
import { filterPhoneInput, isBlockedPhoneKey } from '../lib/phone-input';
import { ResumeDropzone } from './ResumeDropzone';

type FieldName = Exclude<keyof JobApplicationInput, 'jobId'>;
type Values = Record<FieldName, string>;
/** Field errors, keyed like the server's `errors` (the resume is `formResume`). */
type ErrorKey = FieldName | 'formResume';
type Errors = Partial<Record<ErrorKey, string>>;
type Focusable = { focus: () => void };

const emptyValues: Values = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  dob: '',
  gender: '',
  address: '',
  city: '',
  state: '',
  jobExperience: '',
  currentCTC: '',
  expectedCTC: '',
  currentEmployer: '',
  currentLocation: '',
};

/** Form order, for moving focus to the first field in error. */
const errorOrder: ErrorKey[] = [...(Object.keys(emptyValues) as FieldName[]), 'formResume'];

type Outcome = { kind: 'success' } | { kind: 'failure'; message: string } | null;

interface FieldConfig {
  name: FieldName;
  label: string;
  props?: TextFieldProps;
  /** Rewrites what was typed before it is stored (the phone filter). */
  filter?: (raw: string) => string;
}

function blockPhoneKeys(event: KeyboardEvent<HTMLDivElement>) {
  if (isBlockedPhoneKey(event.key)) event.preventDefault();
}

const genderOptions = GENDER_OPTIONS.map((option) => (
  <MenuItem key={option.value} value={option.value}>
    {option.label}
  </MenuItem>
));
const stateOptions = INDIAN_STATES.map((state) => (
  <MenuItem key={state} value={state}>
    {state}
  </MenuItem>
));
const experienceOptions = APPLICATION_EXPERIENCE_OPTIONS.map((option) => (
  <MenuItem key={option.value} value={option.value}>
    {option.label}
  </MenuItem>
));
const fullRow = { gridColumn: '1 / -1' };

const personalFields: FieldConfig[] = [
  { name: 'firstName', label: 'First Name', props: { required: true, autoComplete: 'given-name' } },
  { name: 'lastName', label: 'Last Name', props: { required: true, autoComplete: 'family-name' } },
  {
    name: 'email',
    label: 'Email',
    props: { required: true, type: 'email', autoComplete: 'email' },
  },
  {
    name: 'phone',
    label: 'Phone Number',
    filter: filterPhoneInput,
    props: {
      required: true,
      type: 'tel',
      autoComplete: 'tel-national',
      onKeyDown: blockPhoneKeys,
      slotProps: {
        htmlInput: { inputMode: 'numeric', maxLength: PHONE_LENGTH, pattern: '[6-9][0-9]{9}' },
      },
    },
  },
  // 'dob' is rendered with today's date as its maximum, see below.
  {
    name: 'gender',
    label: 'Gender',
    props: { required: true, select: true, children: genderOptions },
  },
];

const addressFields: FieldConfig[] = [
  {
    name: 'address',
    label: 'Address',
    props: {
      required: true,
      multiline: true,
      minRows: 2,
      autoComplete: 'street-address',
      sx: fullRow,
    },
  },
  { name: 'city', label: 'City', props: { required: true, autoComplete: 'address-level2' } },
  {
    name: 'state',
    label: 'State',
    props: { required: true, select: true, children: stateOptions },
  },
];

const professionalFields: FieldConfig[] = [
  {
    name: 'jobExperience',
    label: 'Experience',
    props: { select: true, children: experienceOptions },
  },
  { name: 'currentEmployer', label: 'Current Employer', props: { autoComplete: 'organization' } },
  { name: 'currentCTC', label: 'Current CTC', props: { helperText: 'e.g. 6 LPA' } },
  { name: 'expectedCTC', label: 'Expected CTC', props: { helperText: 'e.g. 8 LPA' } },
  { name: 'currentLocation', label: 'Current Location', props: { sx: fullRow } },
];

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

function collectErrors(error: unknown, into: Errors, key?: ErrorKey) {
  if (!(error instanceof ValidationError)) throw error;
  const entries = error.inner.length ? error.inner : [error];
  for (const entry of entries) {
    const path = (key ?? entry.path) as ErrorKey | undefined;
    if (path && !into[path]) into[path] = entry.message;
  }
}

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

interface ApplicationFieldProps {
  config: FieldConfig;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onValueChange: (name: FieldName, value: string) => void;
  registerFocus: (name: ErrorKey, element: Focusable | null) => void;
}

/** One text field or select; memoised so typing re-renders only the field being edited. */
const ApplicationField = memo(function ApplicationField({
  config,
  value,
  error,
  disabled,
  onValueChange,
  registerFocus,
}: ApplicationFieldProps) {
  const { name, label, props = {}, filter } = config;
  const { helperText, ...rest } = props;
  const inputRef = useCallback(
    (element: Focusable | null) => registerFocus(name, element),
    [name, registerFocus],
  );
  return (
    <TextField
      {...rest}
      id={`application-${name}`}
      name={name}
      label={label}
      value={value}
      onChange={(event) =>
        onValueChange(name, filter ? filter(event.target.value) : event.target.value)
      }
      error={Boolean(error)}
      helperText={error ?? helperText}
      disabled={disabled}
      inputRef={inputRef}
    />
  );
});

export interface JobApplicationFormProps {
  /** The job applied for; 0 for a general application. */
  jobId: number;
}

/**
 * The job application: four sections, a resume, validation on submit with the shared
 * schema, and a multipart submission. After success it returns to /career.
 */
export function JobApplicationForm({ jobId }: JobApplicationFormProps) {
  const [values, setValues] = useState<Values>(emptyValues);
  const [website, setWebsite] = useState('');
  const [resume, setResume] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [applyForJob, { isLoading: submitting }] = useApplyForJobMutation();
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const focusTargets = useRef<Partial<Record<ErrorKey, Focusable | null>>>({});
  const [today] = useState(() => dayjs().format(DATE_API_FORMAT));
  const dobField = useMemo<FieldConfig>(
    () => ({
      name: 'dob',
      label: 'Date of Birth',
      props: {
        required: true,
        type: 'date',
        autoComplete: 'bday',
        slotProps: { inputLabel: { shrink: true }, htmlInput: { max: today } },
      },
    }),
    [today],
  );

  useEffect(
    () => () => {
      if (redirectTimer.current) clearTimeout(redirectTimer.current);
    },
    [],
  );

  const clearError = useCallback((key: ErrorKey) => {
    setErrors((current) => {
      if (!current[key]) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });
  }, []);

  const setField = useCallback(
    (name: FieldName, value: string) => {
      setValues((current) => (current[name] === value ? current : { ...current, [name]: value }));
      clearError(name);
    },
    [clearError],
  );

  const registerFocus = useCallback((name: ErrorKey, element: Focusable | null) => {
    focusTargets.current[name] = element;
  }, []);

  const registerResumeButton = useCallback(
    (element: HTMLLabelElement | null) => registerFocus('formResume', element),
    [registerFocus],
  );

  const handleResume = useCallback(
    (file: File) => {
      try {
        resumeFileSchema.validateSync(file);
        setResume(file);
        clearError('formResume');
      } catch (error) {
        const found: Errors = {};
        collectErrors(error, found, 'formResume');
        setResume(null);
        setErrors((current) => ({ ...current, ...found }));
      }
    },
    [clearError],
  );

  const removeResume = useCallback(() => setResume(null), []);

  function focusFirst(found: Errors) {
    const first = errorOrder.find((key) => found[key]);
    if (first) focusTargets.current[first]?.focus();
  }

  async function validate(): Promise<{ application: JobApplicationInput | null; found: Errors }> {
    const found: Errors = {};
    let application: JobApplicationInput | null = null;
    try {
      application = await applicationSchema.validate({ ...values, jobId }, { abortEarly: false });
    } catch (error) {
      collectErrors(error, found);
    }
    try {
      await resumeFileSchema.validate(resume ?? undefined, { abortEarly: false });
    } catch (error) {
      collectErrors(error, found, 'formResume');
    }
    return { application, found };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || outcome?.kind === 'success') return;
    setOutcome(null);
    const { application, found } = await validate();
    if (!application || !resume || Object.keys(found).length) {
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    try {
      const response = await applyForJob({ application, website, resume }).unwrap();
      if (response.success === false) {
        setOutcome({ kind: 'failure', message: response.message || 'Submission failed' });
        return;
      }
      setOutcome({ kind: 'success' });
      redirectTimer.current = setTimeout(() => {
        setValues(emptyValues);
        setWebsite('');
        setResume(null);
        setOutcome(null);
        goTo(paths.career);
      }, APPLICATION_REDIRECT_MS);
    } catch (error) {
      const failure = error as ApiError;
      const serverErrors = apiFieldErrors(failure);
      const fieldErrors: Errors = {};
      for (const key of errorOrder) {
        if (serverErrors[key]) fieldErrors[key] = serverErrors[key];
      }
      setErrors(fieldErrors);
      const message = apiErrorMessage(failure, 'Submission failed');
      setOutcome({
        kind: 'failure',
        message:
          serverErrors.jobId && serverErrors.jobId !== message
            ? `${message} ${serverErrors.jobId}`
            : message,
      });
    }
  }

  const renderField = (config: FieldConfig) => (
    <ApplicationField
      key={config.name}
      config={config}
      value={values[config.name]}
      error={errors[config.name]}
      disabled={submitting}
      onValueChange={setField}
      registerFocus={registerFocus}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Job application">
      <Stack spacing={{ xs: 4, md: 5 }}>
        <FormSection title="Personal Information">
          {personalFields.slice(0, 4).map(renderField)}
          {renderField(dobField)}
          {personalFields.slice(4).map(renderField)}
        </FormSection>

        <FormSection title="Address Information">{addressFields.map(renderField)}</FormSection>

        <FormSection title="Professional Information">
          {professionalFields.map(renderField)}
        </FormSection>

        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="h5" sx={legendSx}>
            Resume Upload
          </Typography>
          <FormLabel required error={Boolean(errors.formResume)} sx={{ display: 'block', mb: 1 }}>
            Resume
          </FormLabel>
          <ResumeDropzone
            file={resume}
            error={errors.formResume}
            disabled={submitting}
            onSelect={handleResume}
            onRemove={removeResume}
            buttonRef={registerResumeButton}
          />
        </Box>

        {/* Honeypot: hidden from people and assistive technology; robots fill it in. */}
        <Box aria-hidden="true" sx={honeypotBox}>
          <label htmlFor="application-website">Website</label>
          <input
            id="application-website"
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            aria-hidden="true"
            value={website}
            onChange={(event) => setWebsite(event.target.value)}
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
