import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import type { Interview } from '@vistaar/shared/contract';
import { useGetApplicationInterviewsQuery } from '../api/interviews-api';
import { BookingLinks } from './BookingLinks';
import { CancelInterviewDialog } from './CancelInterviewDialog';
import { FeedbackSummaryView } from './FeedbackSummaryView';
import { InterviewCard } from './InterviewCard';
import { ScheduleInterviewDialog } from './LazyScheduleInterviewDialog';
import { SendBookingLinkDialog } from './SendBookingLinkDialog';
import { ScorecardDialog } from './ScorecardDialog';

/**
 * An application's interviews: recruiters schedule one and move or cancel those still ahead
 * of their feedback; everyone who may open the application reads the scorecards and the
 * feedback summed up.
 */
export function ApplicationInterviews({
  applicationId,
  canSchedule = true,
}: {
  applicationId: number;
  /** Scheduling, moving and cancelling (recruiting's; a hiring manager reads). */
  canSchedule?: boolean;
}) {
  const { data: interviews, error, isLoading } = useGetApplicationInterviewsQuery(applicationId);
  const [scheduling, setScheduling] = useState(false);
  const [linking, setLinking] = useState(false);
  const [moving, setMoving] = useState<Interview | undefined>();
  const [cancelling, setCancelling] = useState<Interview | null>(null);
  const [reading, setReading] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const schedulingOpen = scheduling || moving !== undefined;
  // The scheduling form is fetched when first opened, then kept so it can close smoothly.
  const [schedulingWanted, setSchedulingWanted] = useState(false);
  if (schedulingOpen && !schedulingWanted) setSchedulingWanted(true);

  const done = (message: string) => {
    setScheduling(false);
    setLinking(false);
    setMoving(undefined);
    setCancelling(null);
    setNotice(message);
  };

  return (
    <Box component="section" aria-labelledby={`interviews-${applicationId}`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1.5 }}>
        <Typography
          id={`interviews-${applicationId}`}
          variant="h6"
          component="h3"
          sx={{ flexGrow: 1, color: 'primary.main' }}
        >
          Interviews
        </Typography>
        {canSchedule ? (
          <Button
            variant="outlined"
            startIcon={<EventAvailableOutlined aria-hidden />}
            onClick={() => setScheduling(true)}
          >
            Schedule interview
          </Button>
        ) : null}
        {canSchedule ? (
          <Button
            variant="outlined"
            startIcon={<LinkOutlined aria-hidden />}
            onClick={() => setLinking(true)}
          >
            Let candidate choose
          </Button>
        ) : null}
      </Box>
      {/* Said above the list rather than in a toast, which would cover the new interview. */}
      {notice ? (
        <Alert severity="success" role="status" onClose={() => setNotice(null)} sx={{ mb: 1.5 }}>
          {notice}
        </Alert>
      ) : null}
      {error ? (
        <Alert severity="warning">
          {apiErrorMessage(error as ApiError, 'The interviews could not be loaded.')}
        </Alert>
      ) : null}
      {!isLoading && interviews?.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No interviews yet.</Typography>
      ) : null}
      <BookingLinks applicationId={applicationId} />
      <Stack spacing={1.5}>
        {(interviews ?? []).map((interview) => {
          const changeable =
            canSchedule &&
            interview.status === 'scheduled' &&
            interview.interviewers.every((member) => !member.feedbackSubmitted);
          return (
            <InterviewCard
              key={interview.id}
              interview={interview}
              actions={
                <>
                  <Button size="small" onClick={() => setReading(interview.id)}>
                    Scorecards
                  </Button>
                  {changeable ? (
                    <>
                      <Button size="small" onClick={() => setMoving(interview)}>
                        Reschedule
                      </Button>
                      <Button size="small" color="error" onClick={() => setCancelling(interview)}>
                        Cancel
                      </Button>
                    </>
                  ) : null}
                </>
              }
            />
          );
        })}
      </Stack>
      {interviews && interviews.length > 0 ? (
        <Box sx={{ mt: 2.5 }}>
          <FeedbackSummaryView applicationId={applicationId} />
        </Box>
      ) : null}
      {schedulingWanted ? (
        <ScheduleInterviewDialog
          open={schedulingOpen}
          applicationId={applicationId}
          interview={moving}
          onClose={() => {
            setScheduling(false);
            setMoving(undefined);
          }}
          onDone={done}
        />
      ) : null}
      {linking ? (
        <SendBookingLinkDialog
          open
          applicationId={applicationId}
          onClose={() => setLinking(false)}
          onDone={done}
        />
      ) : null}
      <CancelInterviewDialog
        interview={cancelling}
        onClose={() => setCancelling(null)}
        onDone={done}
      />
      <ScorecardDialog interviewId={reading} onClose={() => setReading(null)} onSaved={setNotice} />
    </Box>
  );
}
