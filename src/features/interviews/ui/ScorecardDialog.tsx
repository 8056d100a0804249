import { useId, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import type { Scorecard } from '@vistaar/shared/contract';
import { formatIndiaTimeRange } from '@vistaar/shared/lib/india-time';
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
        <Alert severity="info">This interview was cancelled.</Alert>
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

/** An interview's scorecard: the caller's form or feedback, and the others' when they may see it. */
export function ScorecardDialog({
  interviewId,
  onClose,
  onSaved,
}: {
  interviewId: number | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { data, error, isLoading } = useGetScorecardQuery(interviewId ?? skipToken);
  const scorecard = data && data.interview.id === interviewId ? data : undefined;
  return (
    <Dialog
      open={interviewId !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {scorecard ? `Scorecard: ${scorecard.interview.candidateName}` : 'Scorecard'}
        {scorecard ? (
          <Typography
            component="span"
            variant="body2"
            sx={{ display: 'block', color: 'text.secondary' }}
          >
            {`${scorecard.interview.jobTitle}, ${formatIndiaTimeRange(scorecard.interview.startsAt, scorecard.interview.endsAt)}`}
          </Typography>
        ) : null}
      </DialogTitle>
      <DialogContent dividers>
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
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
