import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContentText from '@mui/material/DialogContentText';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { SCORECARD_MAX_CRITERIA, SCORECARD_SCORES } from '@vistaar/shared/config';
import { FormDialog } from '@/shared/ui/dialogs';
import { FormTextField } from '@/shared/ui/form';
import { parseCriteria, scorecardCriteriaSchema } from '@vistaar/shared/validation';
import { useGetJobScorecardQuery, useSetJobScorecardMutation } from '../api/interviews-api';

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
  const { data, error, isFetching } = useGetJobScorecardQuery(job?.id ?? 0, { skip: !job });
  const [save] = useSetJobScorecardMutation();
  const scorecard = data && job && data.jobId === job.id ? data : undefined;
  const standIn = scorecard
    ? null
    : {
        content: error ? (
          <Alert severity="error">
            {apiErrorMessage(error as ApiError, 'The scorecard could not be loaded.')}
          </Alert>
        ) : isFetching ? (
          <CircularProgress size={24} aria-label="Loading the scorecard" />
        ) : null,
      };
  return (
    <FormDialog<{ criteria: string }>
      open={Boolean(job)}
      title={job ? `Scorecard: ${job.title}` : 'Scorecard'}
      maxWidth="sm"
      schema={scorecardCriteriaSchema}
      defaultValues={{ criteria: scorecard?.criteria.join('\n') ?? '' }}
      fields={['criteria']}
      failureMessage="The scorecard could not be saved."
      submitLabel="Save criteria"
      cancelLabel="Close"
      standIn={standIn}
      onClose={onClose}
      intro={
        scorecard ? (
          <DialogContentText>
            {scorecard.custom
              ? `Interviewers rate each criterion from 1 to ${SCORECARD_SCORES.length}. Feedback already given keeps the criteria it was given on.`
              : `These are the job's skills. Interviewers rate each from 1 to ${SCORECARD_SCORES.length}; change them to what this role needs.`}
          </DialogContentText>
        ) : null
      }
      onSubmit={async (input) => {
        if (!scorecard) return;
        const answer = await save({
          jobId: scorecard.jobId,
          criteria: parseCriteria(input.criteria),
        }).unwrap();
        onDone(answer.message ?? 'Scorecard saved');
      }}
    >
      {({ control }) => (
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
      )}
    </FormDialog>
  );
}
