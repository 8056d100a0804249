import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ValidationError } from 'yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { StaffJob } from '@/entities/job';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import {
  JOB_DEPARTMENTS,
  JOB_EXPERIENCE_LEVELS,
  JOB_LOCATIONS,
  JOB_TYPES,
  paths,
} from '@/shared/config';
import { defaultClosingDate } from '@/shared/lib/job-dates';
import { jobMessages, jobPostingSchema, parseSkills } from '@/shared/validation';
import {
  useGetStaffJobQuery,
  usePostJobMutation,
  useUpdateJobMutation,
  type JobPostingBody,
} from '../api/job-posting-api';
import type { JobsListLocationState } from '../model/job-notice';

type TextFieldName =
  | 'title'
  | 'department'
  | 'location'
  | 'jobType'
  | 'experience'
  | 'salaryRange'
  | 'skills'
  | 'description'
  | 'closesOn';

type Values = Record<TextFieldName, string> & { isActive: boolean };
type Errors = Partial<Record<TextFieldName, string>>;

const fieldOrder: TextFieldName[] = [
  'title',
  'department',
  'location',
  'jobType',
  'experience',
  'salaryRange',
  'skills',
  'description',
  'closesOn',
];

const emptyValues: Values = {
  title: '',
  department: '',
  location: '',
  jobType: '',
  experience: '',
  salaryRange: '',
  skills: '',
  description: '',
  isActive: true,
  closesOn: '',
};

function valuesFromJob(job: StaffJob): Values {
  return {
    title: job.title,
    department: job.department,
    location: job.location,
    jobType: job.jobType,
    experience: job.experience,
    salaryRange: job.salaryRange,
    skills: job.skills.join(', '),
    description: job.description,
    isActive: job.isActive,
    closesOn: job.closesOn,
  };
}

function options(list: readonly string[]) {
  return list.map((option) => (
    <MenuItem key={option} value={option}>
      {option}
    </MenuItem>
  ));
}

interface EditorProps {
  initial: Values;
  /** Set when editing an existing job. */
  jobId?: number;
}

function JobPostingEditor({ initial, jobId }: EditorProps) {
  const editing = jobId !== undefined;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [postJob, { isLoading: posting }] = usePostJobMutation();
  const [updateJob, { isLoading: updating }] = useUpdateJobMutation();
  const busy = posting || updating;
  const navigate = useNavigate();
  const skills = parseSkills(values.skills);
  const focusTargets = useRef<Partial<Record<TextFieldName, { focus: () => void } | null>>>({});

  function setField(name: TextFieldName, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!current[name]) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBanner(null);

    let body: JobPostingBody;
    try {
      const valid = await jobPostingSchema.validate(values, { abortEarly: false });
      body = { ...valid, skills: parseSkills(valid.skills) };
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const found: Errors = {};
      for (const entry of error.inner.length ? error.inner : [error]) {
        const path = entry.path as TextFieldName | undefined;
        if (path && !found[path]) found[path] = entry.message;
      }
      setErrors(found);
      setBanner(jobMessages.formInvalid);
      const first = fieldOrder.find((name) => found[name]);
      if (first) focusTargets.current[first]?.focus();
      return;
    }

    setErrors({});
    try {
      const response = editing
        ? await updateJob({ id: jobId, body }).unwrap()
        : await postJob(body).unwrap();
      const state: JobsListLocationState = {
        notice:
          response.message || (editing ? 'Job updated successfully' : 'Job posted successfully'),
      };
      navigate(paths.jobsList, { state });
    } catch (error) {
      const failure = error as ApiError;
      const serverErrors = apiFieldErrors(failure);
      const found: Errors = {};
      for (const name of fieldOrder) if (serverErrors[name]) found[name] = serverErrors[name];
      setErrors(found);
      setBanner(
        apiErrorMessage(
          failure,
          editing
            ? 'Failed to save the job. Please try again.'
            : 'Failed to post job. Please try again.',
        ),
      );
    }
  }

  function field(name: TextFieldName, label: string, props: TextFieldProps = {}) {
    const { helperText, ...rest } = props;
    return (
      <TextField
        {...rest}
        id={`job-${name}`}
        name={name}
        label={label}
        required
        value={values[name]}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setField(name, event.target.value)}
        error={Boolean(errors[name])}
        helperText={errors[name] ?? helperText}
        disabled={busy}
        inputRef={(element: { focus: () => void } | null) => {
          focusTargets.current[name] = element;
        }}
      />
    );
  }

  const idleLabel = editing ? 'Save Changes' : 'Post Job';
  const busyLabel = editing ? 'Saving...' : 'Posting Job...';

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      aria-label={editing ? 'Edit job' : 'Post a new job'}
    >
      <Stack spacing={3}>
        {banner ? <Alert severity="error">{banner}</Alert> : null}
        {field('title', 'Job Title', { placeholder: 'e.g. Senior React Developer' })}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            gap: 3,
          }}
        >
          {field('department', 'Department', { select: true, children: options(JOB_DEPARTMENTS) })}
          {field('location', 'Location', { select: true, children: options(JOB_LOCATIONS) })}
          {field('jobType', 'Job Type', { select: true, children: options(JOB_TYPES) })}
          {field('experience', 'Experience', {
            select: true,
            children: options(JOB_EXPERIENCE_LEVELS),
          })}
        </Box>
        {field('salaryRange', 'Salary Range', { helperText: 'e.g. 6 LPA' })}
        <Box>
          {field('skills', 'Skills', {
            helperText: 'Separate skills with commas, e.g. React, Node.js, SQL',
          })}
          {skills.length ? (
            <Box
              component="ul"
              aria-label="Skills preview"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                mt: 1.5,
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
              }}
            >
              {skills.map((skill) => (
                <Box component="li" key={skill.toLowerCase()}>
                  <Chip label={skill} size="small" color="primary" variant="outlined" />
                </Box>
              ))}
            </Box>
          ) : null}
        </Box>
        {field('description', 'Job Description', { multiline: true, rows: 6 })}
        {field('closesOn', 'Closing Date', {
          type: 'date',
          helperText: 'The job closes itself after this day',
          slotProps: { inputLabel: { shrink: true } },
        })}
        <FormControlLabel
          control={
            <Switch
              name="isActive"
              checked={values.isActive}
              onChange={(event) =>
                setValues((current) => ({ ...current, isActive: event.target.checked }))
              }
              disabled={busy}
            />
          }
          label="Publish immediately"
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
          >
            {busy ? busyLabel : idleLabel}
          </Button>
          <Button component={RouterLink} to={paths.jobsList} size="large" disabled={busy}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

function EditJob({ jobId }: { jobId: number }) {
  const { data: job, isLoading, error } = useGetStaffJobQuery(jobId);
  if (isLoading) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography sx={{ color: 'text.secondary' }}>Loading job...</Typography>
      </Box>
    );
  }
  if (!job) {
    return (
      <Alert
        severity="error"
        action={
          <Button component={RouterLink} to={paths.jobsList} color="inherit" size="small">
            Back to Jobs List
          </Button>
        }
      >
        {apiErrorMessage(error as ApiError, 'The job could not be loaded.')}
      </Alert>
    );
  }
  return <JobPostingEditor key={job.id} jobId={job.id} initial={valuesFromJob(job)} />;
}

export interface JobPostingFormProps {
  /** Edit this job (`/post-job?jobId=7`); without it a new job is posted. */
  jobId?: number;
}

/** Post a new job, or edit one: validation with the shared schema, then to /jobs-list. */
export function JobPostingForm({ jobId }: JobPostingFormProps) {
  return jobId ? (
    <EditJob jobId={jobId} />
  ) : (
    <JobPostingEditor initial={{ ...emptyValues, closesOn: defaultClosingDate() }} />
  );
}
