import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import { SCORECARD_MAX_CRITERIA, SCORECARD_SCORES } from '@vistaar/shared/config';
import type { JobScorecard } from '@vistaar/shared/contract';
import { FormTextField, applyServerErrors, useSchemaForm } from '@/shared/ui/form';
import { parseCriteria, scorecardCriteriaSchema } from '@vistaar/shared/validation';
import { useGetJobScorecardQuery, useSetJobScorecardMutation } from '../api/interviews-api';

function CriteriaForm({
  scorecard,
  onClose,
  onDone,
}: {
  scorecard: JobScorecard;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { control, handleSubmit, setError } = useSchemaForm<{ criteria: string }>(
    scorecardCriteriaSchema,
    { criteria: scorecard.criteria.join('\n') },
  );
  const [save, { isLoading }] = useSetJobScorecardMutation();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const answer = await save({
        jobId: scorecard.jobId,
        criteria: parseCriteria(input.criteria),
      }).unwrap();
      onDone(answer.message ?? 'Scorecard saved');
    } catch (failure) {
      const rest = applyServerErrors(setError, apiFieldErrors(failure as ApiError), ['criteria']);
      if (Object.keys(rest).length === 0) {
        setFormError(apiErrorMessage(failure as ApiError, 'The scorecard could not be saved.'));
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            {scorecard.custom
              ? `Interviewers rate each criterion from 1 to ${SCORECARD_SCORES.length}. Feedback already given keeps the criteria it was given on.`
              : `These are the job's skills. Interviewers rate each from 1 to ${SCORECARD_SCORES.length}; change them to what this role needs.`}
          </DialogContentText>
          {formError ? (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          ) : null}
          <FormTextField
            control={control}
            name="criteria"
            label="Criteria"
            helperText={`One per line, at most ${SCORECARD_MAX_CRITERIA}.`}
            multiline
            minRows={5}
            fullWidth
            required
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
        <Button type="submit" variant="contained" disabled={isLoading}>
          Save criteria
        </Button>
      </DialogActions>
    </form>
  );
}

/** Recruiters set the criteria a job's interviewers rate (the job's skills until then). */
export function JobScorecardDialog({
  job,
  onClose,
  onDone,
}: {
  job: { id: number; title: string } | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const titleId = useId();
  const { data, error, isFetching } = useGetJobScorecardQuery(job?.id ?? 0, { skip: !job });
  const scorecard = data && job && data.jobId === job.id ? data : undefined;
  return (
    <Dialog open={Boolean(job)} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{job ? `Scorecard: ${job.title}` : 'Scorecard'}</DialogTitle>
      {error ? (
        <DialogContent>
          <Alert severity="error">
            {apiErrorMessage(error as ApiError, 'The scorecard could not be loaded.')}
          </Alert>
        </DialogContent>
      ) : null}
      {!scorecard && isFetching ? (
        <DialogContent>
          <CircularProgress size={24} aria-label="Loading the scorecard" />
        </DialogContent>
      ) : null}
      {scorecard ? (
        <CriteriaForm
          key={scorecard.jobId}
          scorecard={scorecard}
          onClose={onClose}
          onDone={onDone}
        />
      ) : null}
    </Dialog>
  );
}
