import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import type { Scorecard } from '@vistaar/shared/contract';
import { formatIndiaTimeRange } from '@vistaar/shared/lib/india-time';
import { ViewDialog } from '@/shared/ui/dialogs';
import { useGetScorecardQuery } from '../api/interviews-api';
import { FeedbackCard } from './FeedbackCard';
import { ScorecardForm } from './ScorecardForm';

function ScorecardContent({
  scorecard,
  onSaved,
}: {
  scorecard: Scorecard;
  onSaved: (message: string) => void;
}) {
  const [correcting, setCorrecting] = useState(false);
  const { interview, mine } = scorecard;
  const showForm = scorecard.canSubmit && (mine === null || correcting);
  return (
    <Stack spacing={3}>
      {showForm ? (
        <ScorecardForm
          key={mine?.id ?? 'first'}
          interviewId={interview.id}
          criteria={scorecard.criteria}
          previous={correcting ? mine : null}
          onDone={(message) => {
            setCorrecting(false);
            onSaved(message);
          }}
          onCancel={correcting ? () => setCorrecting(false) : undefined}
        />
      ) : null}
      {!scorecard.canSubmit && mine === null && !scorecard.othersVisible ? (
        <Alert severity="info">
          {interview.status === 'cancelled'
            ? 'This interview was cancelled.'
            : 'You can fill in the scorecard once the interview has started.'}
        </Alert>
      ) : null}
      {mine && !correcting ? (
        <Stack spacing={1}>
          <FeedbackCard feedback={mine} title="Your feedback" />
          {scorecard.canSubmit ? (
            <Button sx={{ alignSelf: 'flex-start' }} onClick={() => setCorrecting(true)}>
              Correct my feedback
            </Button>
          ) : null}
          {scorecard.myEarlier.length > 0 ? (
            <details>
              <summary>{`Earlier versions (${scorecard.myEarlier.length})`}</summary>
              <Stack spacing={1} sx={{ mt: 1 }}>
                {scorecard.myEarlier.map((earlier) => (
                  <FeedbackCard key={earlier.id} feedback={earlier} title="Superseded" />
                ))}
              </Stack>
            </details>
          ) : null}
        </Stack>
      ) : null}
      <Stack component="section" spacing={1} aria-label="Other interviewers' feedback">
        <Typography variant="h6" component="h3">
          {mine || !scorecard.othersVisible ? 'Other interviewers' : 'Feedback'}
        </Typography>
        {!scorecard.othersVisible ? (
          <Typography sx={{ color: 'text.secondary' }}>
            The other interviewers&apos; feedback appears here once you have given yours.
          </Typography>
        ) : scorecard.others.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>No feedback from others yet.</Typography>
        ) : (
          scorecard.others.map((feedback) => <FeedbackCard key={feedback.id} feedback={feedback} />)
        )}
      </Stack>
    </Stack>
  );
}

/**
 * An interview's scorecard: the caller's form or feedback, and the others' when they may see
 * it. A dialog to read with a form that comes and goes inside it, so a `ViewDialog`.
 */
export function ScorecardDialog({
  interviewId,
  onClose,
  onSaved,
}: {
  interviewId: number | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { data, error, isLoading } = useGetScorecardQuery(interviewId ?? skipToken);
  const scorecard = data && data.interview.id === interviewId ? data : undefined;
  return (
    <ViewDialog
      open={interviewId !== null}
      onClose={onClose}
      fullScreenOnPhone
      dividers
      title={scorecard ? `Scorecard: ${scorecard.interview.candidateName}` : 'Scorecard'}
      subtitle={
        scorecard
          ? `${scorecard.interview.jobTitle}, ${formatIndiaTimeRange(scorecard.interview.startsAt, scorecard.interview.endsAt)}`
          : undefined
      }
    >
      {isLoading ? (
        <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={18} aria-hidden />
          <Typography variant="body2">Loading the scorecard...</Typography>
        </Stack>
      ) : null}
      {error ? (
        <Alert severity="error">
          {apiErrorMessage(error as ApiError, 'The scorecard could not be loaded.')}
        </Alert>
      ) : null}
      {scorecard ? <ScorecardContent scorecard={scorecard} onSaved={onSaved} /> : null}
    </ViewDialog>
  );
}
