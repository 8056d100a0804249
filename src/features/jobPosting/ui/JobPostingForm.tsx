import { useState, type FormEvent } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import {
  JOB_DEPARTMENTS,
  JOB_EXPERIENCE_LEVELS,
  JOB_LOCATIONS,
  JOB_TYPES,
  paths,
} from '@vistaar/shared/config';
import { defaultClosingDate } from '@vistaar/shared/lib/job-dates';
import {
  LazyFormDatePicker,
  FormSelect,
  FormSwitch,
  FormTextField,
  applyServerErrors,
  dottedFieldErrors,
  useSchemaForm,
} from '@/shared/ui/form';
import {
  jobMessages,
  jobPostingSchema,
  parseSkills,
  type JobPostingInput,
} from '@vistaar/shared/validation';
import {
  useGetStaffJobQuery,
  usePostJobMutation,
  useUpdateJobMutation,
  type JobPostingBody,
} from '../api/job-posting-api';
import type { JobsListLocationState } from '../model/job-notice';
import {
  emptyValues,
  fieldOrder,
  valuesFromJob,
  type JobFormValues as Values,
} from '../model/job-form-values';
import { ScreeningQuestionsEditor } from './ScreeningQuestionsEditor';
import type { PipelineStage } from '@vistaar/shared/contract';

/** The skills as chips, as they are typed. */
function SkillsPreview({ control }: { control: Control<Values, unknown, JobPostingInput> }) {
  const skills = parseSkills(useWatch({ control, name: 'skills' }));
  if (!skills.length) return null;
  return (
    <Box
      component="ul"
      aria-label="Skills preview"
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {skills.map((skill) => (
        <Box component="li" key={skill.toLowerCase()}>
          <Chip label={skill} size="small" color="primary" variant="outlined" />
        </Box>
      ))}
    </Box>
  );
}

interface EditorProps {
  initial: Values;
  /** Set when editing an existing job. */
  jobId?: number;
  stages: readonly PipelineStage[];
}

function JobPostingEditor({ initial, jobId, stages }: EditorProps) {
  const editing = jobId !== undefined;
  const { control, handleSubmit, setError } = useSchemaForm<Values, JobPostingInput>(
    jobPostingSchema,
    initial,
  );
  const [banner, setBanner] = useState<string | null>(null);
  const [postJob, { isLoading: posting }] = usePostJobMutation();
  const [updateJob, { isLoading: updating }] = useUpdateJobMutation();
  const busy = posting || updating;
  const navigate = useNavigate();

  const save = handleSubmit(
    async (valid) => {
      const body: JobPostingBody = { ...valid, skills: parseSkills(valid.skills) };
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
        const errors = dottedFieldErrors(apiFieldErrors(failure));
        const questionFields = Object.keys(errors).filter((key) =>
          key.startsWith('screeningQuestions.'),
        ) as `screeningQuestions.${number}.text`[];
        applyServerErrors(setError, errors, [...fieldOrder, ...questionFields]);
        setBanner(
          apiErrorMessage(
            failure,
            editing
              ? 'Failed to save the job. Please try again.'
              : 'Failed to post job. Please try again.',
          ),
        );
      }
    },
    () => setBanner(jobMessages.formInvalid),
  );

  function handleFormSubmit(event: FormEvent<HTMLFormElement>) {
    if (busy) {
      event.preventDefault();
      return;
    }
    setBanner(null);
    void save(event);
  }

  const field = { control, required: true, disabled: busy } as const;
  const idleLabel = editing ? 'Save Changes' : 'Post Job';
  const busyLabel = editing ? 'Saving...' : 'Posting Job...';

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleFormSubmit}
      aria-label={editing ? 'Edit job' : 'Post a new job'}
    >
      <Stack spacing={3}>
        {banner ? <Alert severity="error">{banner}</Alert> : null}
        <FormTextField
          {...field}
          name="title"
          id="job-title"
          label="Job Title"
          placeholder="e.g. Senior React Developer"
        />
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            gap: 3,
          }}
        >
          <FormSelect
            {...field}
            name="department"
            id="job-department"
            label="Department"
            options={JOB_DEPARTMENTS}
          />
          <FormSelect
            {...field}
            name="location"
            id="job-location"
            label="Location"
            options={JOB_LOCATIONS}
          />
          <FormSelect
            {...field}
            name="jobType"
            id="job-jobType"
            label="Job Type"
            options={JOB_TYPES}
          />
          <FormSelect
            {...field}
            name="experience"
            id="job-experience"
            label="Experience"
            options={JOB_EXPERIENCE_LEVELS}
          />
        </Box>
        <FormTextField
          {...field}
          name="salaryRange"
          id="job-salaryRange"
          label="Salary Range"
          helperText="e.g. 6 LPA"
        />
        <Box>
          <FormTextField
            {...field}
            name="skills"
            id="job-skills"
            label="Skills"
            helperText="Separate skills with commas, e.g. React, Node.js, SQL"
          />
          <SkillsPreview control={control} />
        </Box>
        <FormTextField
          {...field}
          name="description"
          id="job-description"
          label="Job Description"
          multiline
          rows={6}
        />
        <LazyFormDatePicker
          {...field}
          name="closesOn"
          label="Closing Date"
          helperText="The job closes itself after this day"
        />
        <FormSwitch control={control} name="isActive" label="Publish immediately" disabled={busy} />
        <ScreeningQuestionsEditor control={control} stages={stages} disabled={busy} />
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

function EditJob({ jobId, stages }: { jobId: number; stages: readonly PipelineStage[] }) {
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
  return (
    <JobPostingEditor key={job.id} jobId={job.id} initial={valuesFromJob(job)} stages={stages} />
  );
}

export interface JobPostingFormProps {
  /** Edit this job (`/post-job?jobId=7`); without it a new job is posted. */
  jobId?: number;
  /** The pipeline's stages, for where knocked-out applications go. */
  stages?: readonly PipelineStage[];
}

/** Post a new job, or edit one: validation with the shared schema, then to /jobs-list. */
export function JobPostingForm({ jobId, stages = [] }: JobPostingFormProps) {
  return jobId ? (
    <EditJob jobId={jobId} stages={stages} />
  ) : (
    <JobPostingEditor
      initial={{ ...emptyValues, closesOn: defaultClosingDate() }}
      stages={stages}
    />
  );
}
