import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import {
  INTERVIEW_DEFAULT_MINUTES,
  INTERVIEW_DURATION_OPTIONS,
  INTERVIEW_FIRST_START,
  INTERVIEW_LAST_START,
  INTERVIEW_MODES,
  INTERVIEW_TIME_STEP_MINUTES,
  type InterviewMode,
} from '@vistaar/shared/config';
import type { Interview } from '@vistaar/shared/contract';
import { clockTimes, formatIndiaTimeRange, indiaDateAndTime } from '@vistaar/shared/lib/india-time';
import {
  FormCheckboxGroup,
  FormRadioGroup,
  FormSelect,
  FormTextField,
  LazyFormDatePicker,
  applyServerErrors,
  useSchemaForm,
} from '@/shared/ui/form';
import {
  interviewRescheduleSchema,
  interviewScheduleSchema,
  type InterviewRescheduleInput,
  type InterviewScheduleInput,
} from '@vistaar/shared/validation';
import {
  useGetInterviewersQuery,
  useRescheduleInterviewMutation,
  useScheduleInterviewMutation,
} from '../api/interviews-api';
import { durationLabel, interviewerLabel, modeLabel } from '../lib/interview-labels';

interface ScheduleValues {
  date: string;
  startTime: string;
  durationMinutes: string;
  mode: InterviewMode;
  videoUrl: string;
  location: string;
  interviewerIds: string[];
}

const FIELDS = [
  'date',
  'startTime',
  'durationMinutes',
  'mode',
  'videoUrl',
  'location',
  'interviewerIds',
] as const;

const timeOptions = clockTimes(
  INTERVIEW_FIRST_START,
  INTERVIEW_LAST_START,
  INTERVIEW_TIME_STEP_MINUTES,
);
const durationOptions = INTERVIEW_DURATION_OPTIONS.map((minutes) => ({
  value: String(minutes),
  label: durationLabel(minutes),
}));
const modeOptions = INTERVIEW_MODES.map((mode) => ({ value: mode, label: modeLabel(mode) }));

interface FormProps {
  applicationId: number;
  /** Given: the interview to move (only its time changes). */
  interview?: Interview;
  titleId: string;
  onClose: () => void;
  onDone: (message: string) => void;
}

function ScheduleForm({ applicationId, interview, titleId, onClose, onDone }: FormProps) {
  const moving = Boolean(interview);
  const current = interview ? indiaDateAndTime(interview.startsAt) : undefined;
  const { control, handleSubmit, setError } = useSchemaForm<
    ScheduleValues,
    InterviewScheduleInput | InterviewRescheduleInput
  >(moving ? interviewRescheduleSchema : interviewScheduleSchema, {
    date: current?.date ?? '',
    startTime: current?.time ?? '10:00',
    durationMinutes: String(interview?.durationMinutes ?? INTERVIEW_DEFAULT_MINUTES),
    mode: 'video',
    videoUrl: '',
    location: '',
    interviewerIds: [],
  });
  const mode = useWatch({ control, name: 'mode' });
  const interviewers = useGetInterviewersQuery(undefined, { skip: moving });
  const [schedule, scheduling] = useScheduleInterviewMutation();
  const [reschedule, rescheduling] = useRescheduleInterviewMutation();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const answer = interview
        ? await reschedule({
            id: interview.id,
            body: {
              date: input.date,
              startTime: input.startTime,
              durationMinutes: input.durationMinutes,
            },
          }).unwrap()
        : await schedule({ applicationId, body: input as InterviewScheduleInput }).unwrap();
      onDone(answer.message ?? 'Interview saved');
    } catch (failure) {
      const fieldErrors = apiFieldErrors(failure as ApiError);
      const rest = applyServerErrors(setError, fieldErrors, FIELDS);
      if (Object.keys(fieldErrors).length === 0 || Object.keys(rest).length > 0) {
        setFormError(apiErrorMessage(failure as ApiError, 'The interview could not be saved.'));
      }
    }
  });

  const busy = scheduling.isLoading || rescheduling.isLoading;
  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>
        {moving ? 'Reschedule interview' : 'Schedule interview'}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {interview ? (
            <DialogContentText>
              {`Now: ${formatIndiaTimeRange(interview.startsAt, interview.endsAt)}. The candidate and the interviewers get the new time with an updated calendar entry.`}
            </DialogContentText>
          ) : (
            <DialogContentText>
              Times are India Standard Time. The candidate and each interviewer get an e-mail with a
              calendar invitation.
            </DialogContentText>
          )}
          {formError ? (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          ) : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <LazyFormDatePicker control={control} name="date" label="Date" required disablePast />
            <FormSelect
              control={control}
              name="startTime"
              label="Start time (IST)"
              options={timeOptions}
              required
              fullWidth
            />
          </Stack>
          <FormSelect
            control={control}
            name="durationMinutes"
            label="Duration"
            options={durationOptions}
            required
            fullWidth
          />
          {moving ? null : (
            <>
              <FormRadioGroup
                control={control}
                name="mode"
                legend="Interview type"
                options={modeOptions}
                row
                required
              />
              {mode === 'video' ? (
                <FormTextField
                  control={control}
                  name="videoUrl"
                  label="Video call link"
                  placeholder="https://"
                  type="url"
                  required
                  fullWidth
                />
              ) : null}
              {mode === 'in-person' ? (
                <FormTextField
                  control={control}
                  name="location"
                  label="Office address"
                  required
                  fullWidth
                  multiline
                  minRows={2}
                />
              ) : null}
              {interviewers.error ? (
                <Alert severity="error">
                  {apiErrorMessage(
                    interviewers.error as ApiError,
                    'The list of staff could not be loaded.',
                  )}
                </Alert>
              ) : (
                <FormCheckboxGroup
                  control={control}
                  name="interviewerIds"
                  legend="Interviewers"
                  options={(interviewers.data ?? []).map((person) => ({
                    value: String(person.id),
                    label: interviewerLabel(person),
                  }))}
                />
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {moving ? 'Move interview' : 'Schedule and invite'}
        </Button>
      </DialogActions>
    </form>
  );
}

export interface ScheduleInterviewDialogProps {
  open: boolean;
  applicationId: number;
  interview?: Interview;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Schedules an interview of an application, or moves one (a new date, time and duration). */
export function ScheduleInterviewDialog({
  open,
  applicationId,
  interview,
  onClose,
  onDone,
}: ScheduleInterviewDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      {open ? (
        <ScheduleForm
          key={interview?.id ?? 'new'}
          applicationId={applicationId}
          interview={interview}
          titleId={titleId}
          onClose={onClose}
          onDone={onDone}
        />
      ) : null}
    </Dialog>
  );
}
