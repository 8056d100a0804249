import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import type { Interview } from '@vistaar/shared/contract';
import { formatIndiaTimeRange } from '@vistaar/shared/lib/india-time';
import { modeLabel, placeLabel } from '../lib/interview-labels';
import { InterviewReminderList } from './InterviewReminderList';

/** One interview: when, how, who, whose feedback is in; the caller adds the actions. */
export function InterviewCard({
  interview,
  heading,
  actions,
}: {
  interview: Interview;
  /** What the card is about (the candidate on My interviews); the time by default. */
  heading?: string;
  actions?: ReactNode;
}) {
  const cancelled = interview.status === 'cancelled';
  const when = formatIndiaTimeRange(interview.startsAt, interview.endsAt);
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={heading ? `${heading}, ${when}` : when}
      sx={{ p: 2, opacity: cancelled ? 0.7 : 1 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
        <Typography component="h4" sx={{ fontWeight: 600, flexGrow: 1, overflowWrap: 'anywhere' }}>
          {heading ?? when}
        </Typography>
        <Chip size="small" label={modeLabel(interview.mode)} />
        {cancelled ? <Chip size="small" color="default" label="Cancelled" /> : null}
      </Box>
      {heading ? <Typography sx={{ mt: 0.5 }}>{when}</Typography> : null}
      <Typography
        variant="body2"
        sx={{ color: 'text.secondary', mt: 0.5, overflowWrap: 'anywhere' }}
      >
        {interview.mode === 'video' && interview.videoUrl ? (
          <Link href={interview.videoUrl} target="_blank" rel="noopener noreferrer">
            {interview.videoUrl}
          </Link>
        ) : (
          placeLabel(interview)
        )}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1 }} aria-label="Interviewers">
        {interview.interviewers.map((member) => (
          <Chip
            key={member.id}
            size="small"
            variant="outlined"
            icon={member.feedbackSubmitted ? <CheckCircleOutline aria-hidden /> : undefined}
            label={member.feedbackSubmitted ? `${member.name}: feedback in` : member.name}
          />
        ))}
      </Stack>
      {interview.reminders ? <InterviewReminderList reminders={interview.reminders} /> : null}
      {actions ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          {actions}
        </Stack>
      ) : null}
    </Paper>
  );
}
