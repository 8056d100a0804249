import { useWatch, type Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import {
  INTERVIEW_DEFAULT_MINUTES,
  INTERVIEW_FIRST_START,
  INTERVIEW_LAST_START,
  INTERVIEW_TIME_STEP_MINUTES,
} from '@vistaar/shared/config';
import type { Interview } from '@vistaar/shared/contract';
import { clockTimes, formatIndiaTimeRange, indiaDateAndTime } from '@vistaar/shared/lib/india-time';
import { FormSelect, LazyFormDatePicker } from '@/shared/ui/form';
import { FormDialog } from '@/shared/ui/dialogs';
import {
  interviewRescheduleSchema,
  interviewScheduleSchema,
  type InterviewRescheduleInput,
  type InterviewScheduleInput,
} from '@vistaar/shared/validation';
import {
  useRescheduleInterviewMutation,
  useScheduleInterviewMutation,
} from '../api/interviews-api';
import { DurationField, NEW_PANEL, PANEL_FIELDS, PanelFields } from './PanelFields';
import type { InterviewTimeDialogProps, PanelValues } from './PanelFields';
import { workingHoursWarnings } from '../lib/working-hours';

interface ScheduleValues extends PanelValues {
  date: string;
  startTime: string;
  durationMinutes: string;
}

const FIELDS = ['date', 'startTime', 'durationMinutes', ...PANEL_FIELDS] as const;

const timeOptions = clockTimes(
  INTERVIEW_FIRST_START,
  INTERVIEW_LAST_START,
  INTERVIEW_TIME_STEP_MINUTES,
);

type ScheduleOutput = InterviewScheduleInput | InterviewRescheduleInput;

interface FieldsProps {
  control: Control<ScheduleValues, unknown, ScheduleOutput>;
  moving: boolean;
}

/** The fields; a move changes only the time, so it asks for nothing else. */
function ScheduleFields({ control, moving }: FieldsProps) {
  const [date, startTime, duration] = useWatch({
    control,
    name: ['date', 'startTime', 'durationMinutes'],
  });
  const warnings = workingHoursWarnings(date, startTime, Number(duration));
  return (
    <>
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
      <DurationField control={control} />
      {warnings.length > 0 ? (
        <Alert severity="warning" role="status">
          {`${warnings.join(' ')} It can still be scheduled.`}
        </Alert>
      ) : null}
      {moving ? null : <PanelFields control={control} />}
    </>
  );
}

export interface ScheduleInterviewDialogProps extends InterviewTimeDialogProps {
  /** The interview to move; without it a new one is scheduled. */
  interview?: Interview;
}

/** Schedules an interview of an application, or moves one (a new date, time and duration). */
export function ScheduleInterviewDialog({
  open,
  applicationId,
  interview,
  onClose,
  onDone,
}: ScheduleInterviewDialogProps) {
  const moving = Boolean(interview);
  const current = interview ? indiaDateAndTime(interview.startsAt) : undefined;
  const [schedule] = useScheduleInterviewMutation();
  const [reschedule] = useRescheduleInterviewMutation();
  return (
    <FormDialog<ScheduleValues, ScheduleOutput>
      key={interview?.id ?? 'new'}
      open={open}
      title={moving ? 'Reschedule interview' : 'Schedule interview'}
      maxWidth="sm"
      fullScreenOnPhone
      schema={moving ? interviewRescheduleSchema : interviewScheduleSchema}
      defaultValues={{
        date: current?.date ?? '',
        startTime: current?.time ?? '10:00',
        durationMinutes: String(interview?.durationMinutes ?? INTERVIEW_DEFAULT_MINUTES),
        ...NEW_PANEL,
      }}
      fields={FIELDS}
      failureMessage="The interview could not be saved."
      submitLabel={moving ? 'Move interview' : 'Schedule and invite'}
      cancelLabel="Close"
      onClose={onClose}
      intro={
        <DialogContentText>
          {interview
            ? `Now: ${formatIndiaTimeRange(interview.startsAt, interview.endsAt)}. The candidate and the interviewers get the new time with an updated calendar entry.`
            : 'Times are India Standard Time. The candidate and each interviewer get an e-mail with a calendar invitation.'}
        </DialogContentText>
      }
      onSubmit={async (input) => {
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
      }}
    >
      {({ control }) => <ScheduleFields control={control} moving={moving} />}
    </FormDialog>
  );
}
