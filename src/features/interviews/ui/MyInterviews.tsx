import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { interviewKitPath } from '@vistaar/shared/config';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import type { Interview } from '@vistaar/shared/contract';
import { useGetMyInterviewsQuery } from '../api/interviews-api';
import { InterviewCard } from './InterviewCard';
import { ScorecardDialog } from './ScorecardDialog';

function InterviewList({
  title,
  empty,
  interviews,
  action,
}: {
  title: string;
  empty: string;
  interviews: Interview[];
  action: (interview: Interview) => ReactNode;
}) {
  const headingId = `my-interviews-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {interviews.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>
      ) : (
        <Stack spacing={1.5}>
          {interviews.map((interview) => (
            <InterviewCard
              key={interview.id}
              interview={interview}
              heading={`${interview.candidateName}, ${interview.jobTitle}`}
              actions={action(interview)}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** The way to an interview's kit: the resume, the job and the scorecard on one page. */
function KitLink({ interview }: { interview: Interview }) {
  return (
    <Button
      component={RouterLink}
      to={interviewKitPath(interview.id)}
      size="small"
      variant="outlined"
      aria-label={`Interview kit: ${interview.candidateName}`}
    >
      Interview kit
    </Button>
  );
}

/** The signed-in member's interviews: the ones to come, and held ones waiting for their scorecard. */
export function MyInterviews() {
  const { data, error, isLoading } = useGetMyInterviewsQuery();
  const [open, setOpen] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (isLoading) {
    return (
      <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={18} aria-hidden />
        <Typography>Loading your interviews...</Typography>
      </Stack>
    );
  }
  if (error || !data) {
    return (
      <Alert severity="error">
        {apiErrorMessage(error as ApiError, 'Your interviews could not be loaded.')}
      </Alert>
    );
  }
  return (
    <Stack spacing={4}>
      <InterviewList
        title="Waiting for your feedback"
        empty="No scorecards to fill in."
        interviews={data.awaitingFeedback}
        action={(interview) => (
          <>
            <Button variant="contained" size="small" onClick={() => setOpen(interview.id)}>
              Fill in scorecard
            </Button>
            <KitLink interview={interview} />
          </>
        )}
      />
      <InterviewList
        title="Upcoming"
        empty="No interviews scheduled for you."
        interviews={data.upcoming}
        action={(interview) => (
          <>
            <KitLink interview={interview} />
            <Button variant="outlined" size="small" onClick={() => setOpen(interview.id)}>
              Scorecard
            </Button>
          </>
        )}
      />
      <ScorecardDialog
        interviewId={open}
        onClose={() => setOpen(null)}
        onSaved={(message) => {
          setOpen(null);
          setNotice(message);
        }}
      />
      <Snackbar
        open={notice !== null}
        autoHideDuration={5000}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </Stack>
  );
}
