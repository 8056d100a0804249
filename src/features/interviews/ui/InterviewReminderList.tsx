import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { INTERVIEW_REMINDER_LABELS, REMINDER_CHANNEL_LABELS } from '@vistaar/shared/config';
import type { InterviewReminder } from '@vistaar/shared/contract';
import { formatIndiaDateTime } from '@vistaar/shared/lib/india-time';

function reminderState(reminder: InterviewReminder): string {
  if (reminder.sentAt === null) return `due ${formatIndiaDateTime(reminder.dueAt)}`;
  if (reminder.channel === null) return 'not sent, no longer needed';
  return `sent by ${REMINDER_CHANNEL_LABELS[reminder.channel]}, ${formatIndiaDateTime(reminder.sentAt)}`;
}

/** Which reminders of an interview went out, on which channel, and which are still ahead. */
export function InterviewReminderList({ reminders }: { reminders: readonly InterviewReminder[] }) {
  if (reminders.length === 0) return null;
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography component="h5" variant="body2" sx={{ fontWeight: 600 }}>
        Reminders
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {reminders.map((reminder) => (
          <Typography
            component="li"
            variant="body2"
            key={`${reminder.kind}-${reminder.interviewerName ?? ''}-${reminder.dueAt}`}
            sx={{ color: 'text.secondary' }}
          >
            {INTERVIEW_REMINDER_LABELS[reminder.kind]}
            {reminder.interviewerName ? ` (${reminder.interviewerName})` : ''}:{' '}
            {reminderState(reminder)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
