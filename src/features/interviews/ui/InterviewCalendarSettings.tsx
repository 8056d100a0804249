import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { INTERVIEW_TIME_STEP_MINUTES, WEEKDAY_LABELS } from '@vistaar/shared/config';
import type { StaffCalendarSettings } from '@vistaar/shared/contract';
import { clockTimes, formatIndiaDateTime } from '@vistaar/shared/lib/india-time';
import { staffCalendarSchema, type StaffCalendarInput } from '@vistaar/shared/validation';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { ConfirmDialog, FormDialog } from '@/shared/ui/dialogs';
import { FormCheckboxGroup, FormSelect, FormTextField } from '@/shared/ui/form';
import {
  useGetMyCalendarQuery,
  useRenewInterviewFeedMutation,
  useSaveMyCalendarMutation,
  useStopInterviewFeedMutation,
} from '../api/interviews-api';

interface CalendarValues {
  workDays: string[];
  workStart: string;
  workEnd: string;
  calendarUrl: string;
}

const FIELDS = ['workDays', 'workStart', 'workEnd', 'calendarUrl'] as const;
const dayOptions = WEEKDAY_LABELS.map((label, index) => ({ value: String(index + 1), label }));
const timeOptions = clockTimes('00:00', '23:45', INTERVIEW_TIME_STEP_MINUTES);

function hoursSummary(settings: StaffCalendarSettings) {
  const days = settings.workDays.map((day) => WEEKDAY_LABELS[day - 1]).join(', ');
  return `${days}, ${settings.workStart}-${settings.workEnd} IST`;
}

function WorkingHoursDialog({
  settings,
  onClose,
  onDone,
}: {
  settings: StaffCalendarSettings;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [save] = useSaveMyCalendarMutation();
  return (
    <FormDialog<CalendarValues, StaffCalendarInput>
      open
      title="Working hours and calendar"
      maxWidth="sm"
      fullScreenOnPhone
      schema={staffCalendarSchema}
      defaultValues={{
        workDays: settings.workDays.map(String),
        workStart: settings.workStart,
        workEnd: settings.workEnd,
        calendarUrl: '',
      }}
      fields={FIELDS}
      failureMessage="Your settings could not be saved."
      submitLabel="Save"
      cancelLabel="Close"
      onClose={onClose}
      intro={
        <DialogContentText>
          Candidates who choose their own interview time see only the times inside your working
          hours that your interviews and your own calendar leave free.
        </DialogContentText>
      }
      onSubmit={async ({ calendarUrl, ...hours }) => {
        const answer = await save({
          ...hours,
          ...(calendarUrl ? { calendarUrl } : {}),
        }).unwrap();
        onDone(answer.message ?? 'Calendar settings saved');
      }}
    >
      {({ control }) => (
        <>
          <FormCheckboxGroup
            control={control}
            name="workDays"
            legend="Working days"
            options={dayOptions}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormSelect
              control={control}
              name="workStart"
              label="Starts (IST)"
              options={timeOptions}
              required
              fullWidth
            />
            <FormSelect
              control={control}
              name="workEnd"
              label="Ends (IST)"
              options={timeOptions}
              required
              fullWidth
            />
          </Stack>
          <FormTextField
            control={control}
            name="calendarUrl"
            label={
              settings.calendarConnected
                ? 'New private iCal address (blank keeps the current one)'
                : 'Private iCal address of your own calendar (optional)'
            }
            placeholder="https://"
            helperText="Google Calendar: Settings, your calendar, 'Secret address in iCal format'. Outlook: Calendar settings, 'Publish a calendar', ICS link. Only the busy times are read; nobody else sees the address."
            fullWidth
          />
        </>
      )}
    </FormDialog>
  );
}

/**
 * My working hours and own calendar, which the times offered to candidates respect, and my
 * interviews as a private calendar feed.
 */
export function InterviewCalendarSettings() {
  const { data: settings, error } = useGetMyCalendarQuery();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [feedUrl, setFeedUrl] = useState<string | null>(null);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const [renewFeed, renewing] = useRenewInterviewFeedMutation();
  const [stopFeed, stopping] = useStopInterviewFeedMutation();
  const [save, removing] = useSaveMyCalendarMutation();
  if (error) {
    return (
      <Alert severity="error">
        {apiErrorMessage(error as ApiError, 'Your calendar settings could not be loaded.')}
      </Alert>
    );
  }
  if (!settings) return null;
  const failure = renewing.error ?? stopping.error;
  return (
    <Stack spacing={2}>
      {notice ? (
        <Alert severity="success" role="status" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      <Typography>Working hours: {hoursSummary(settings)}</Typography>
      <Typography>
        {settings.calendarConnected
          ? `Own calendar connected${settings.calendarReadAt ? `, last read ${formatIndiaDateTime(settings.calendarReadAt)}` : ''}.`
          : 'No calendar of your own connected.'}
      </Typography>
      {settings.calendarError ? (
        <Alert severity="warning">{`Your calendar could not be read: ${settings.calendarError}`}</Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" onClick={() => setEditing(true)}>
          Change working hours or calendar
        </Button>
        {settings.calendarConnected ? (
          <Button variant="outlined" color="error" onClick={() => setConfirmingRemoval(true)}>
            Disconnect calendar
          </Button>
        ) : null}
      </Stack>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, pt: 1 }}>
        Interview feed
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Subscribe to your interviews from your own calendar app with a secret address. The events
        name the job and link to the interview kit, never the candidate.
      </Typography>
      {feedUrl ? (
        <TextField
          label="Your feed address (shown once: copy it now)"
          value={feedUrl}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true } }}
          onFocus={(event) => event.target.select()}
        />
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="outlined"
          disabled={renewing.isLoading}
          onClick={() => {
            renewFeed()
              .unwrap()
              .then((answer) => setFeedUrl(answer.data?.url ?? null))
              .catch(() => undefined);
          }}
        >
          {settings.feedActive ? 'Make a new feed address' : 'Make a feed address'}
        </Button>
        {settings.feedActive ? (
          <Button
            variant="outlined"
            color="error"
            disabled={stopping.isLoading}
            onClick={() => {
              stopFeed()
                .unwrap()
                .then(() => {
                  setFeedUrl(null);
                  setNotice('Interview feed turned off');
                })
                .catch(() => undefined);
            }}
          >
            Turn the feed off
          </Button>
        ) : null}
      </Stack>
      {failure ? (
        <Alert severity="error">
          {apiErrorMessage(failure as ApiError, 'The feed could not be changed.')}
        </Alert>
      ) : null}
      {editing ? (
        <WorkingHoursDialog
          settings={settings}
          onClose={() => setEditing(false)}
          onDone={(message) => {
            setEditing(false);
            setNotice(message);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirmingRemoval}
        title="Disconnect your calendar?"
        confirmLabel="Disconnect"
        color="error"
        busy={removing.isLoading}
        error={
          removing.error
            ? apiErrorMessage(
                removing.error as ApiError,
                'Your calendar could not be disconnected.',
              )
            : null
        }
        onClose={() => setConfirmingRemoval(false)}
        onConfirm={() => {
          void save({
            workDays: settings.workDays,
            workStart: settings.workStart,
            workEnd: settings.workEnd,
            calendarUrl: '',
          })
            .unwrap()
            .then(() => {
              setConfirmingRemoval(false);
              setNotice('Calendar disconnected');
            })
            .catch(() => undefined);
        }}
      >
        Its busy times stop counting when candidates are offered times.
      </ConfirmDialog>
    </Stack>
  );
}
