import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { useGetApplicationTimelineQuery } from '../api/pipeline-api';
import { eventLabel } from '../lib/event-labels';
import { ApplicationNoteForm } from './ApplicationNoteForm';

const when = (timestamp: string) => dayjs(timestamp).format('D MMM YYYY, h:mm A');

/** An application's history, newest first; entries are never edited or deleted. */
export function ApplicationTimeline({ applicationId }: { applicationId: number }) {
  const { data: events, isLoading, error } = useGetApplicationTimelineQuery(applicationId);

  return (
    <Box component="section" aria-labelledby="application-history-title">
      <Typography id="application-history-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        History
      </Typography>
      <ApplicationNoteForm applicationId={applicationId} />
      <Box sx={{ mt: 3 }} />
      {isLoading ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <CircularProgress size={18} aria-hidden />
          <Typography variant="body2">Loading the history...</Typography>
        </Box>
      ) : null}
      {error ? (
        <Alert severity="error">
          {apiErrorMessage(error as ApiError, 'The history could not be loaded.')}
        </Alert>
      ) : null}
      {events && events.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          Nothing has happened yet: the application is where it started.
        </Typography>
      ) : null}
      {events && events.length > 0 ? (
        <Box
          component="ol"
          aria-label="History, newest first"
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {events.map((event) => (
            <Box
              component="li"
              key={event.id}
              sx={{
                position: 'relative',
                pl: 3,
                pb: 2,
                borderLeft: 2,
                borderColor: 'divider',
                ml: 1,
                '&:last-of-type': { pb: 0 },
                '&::before': {
                  content: '""',
                  position: 'absolute',
                  left: -7,
                  top: 4,
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                },
              }}
            >
              <Typography sx={{ fontWeight: 600 }}>{eventLabel(event)}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                <time dateTime={event.createdAt}>{when(event.createdAt)}</time>
                {/* Staff accounts are never deleted: an event without one is the candidate's own
                    (a correction, a withdrawal, a time booked or moved from their link). */}
                {` by ${event.staff?.name ?? 'the candidate'}`}
              </Typography>
              {event.rejectionReason ? (
                <Typography variant="body2">{`Reason: ${event.rejectionReason.label}`}</Typography>
              ) : null}
              {event.comment ? (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>
                  {event.comment}
                </Typography>
              ) : null}
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
