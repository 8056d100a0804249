import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import type { Interview } from '@vistaar/shared/contract';
import { formatIndiaTimeRange } from '@vistaar/shared/lib/india-time';
import { FormTextField, applyServerErrors, useSchemaForm } from '@/shared/ui/form';
import { interviewCancelSchema, type InterviewCancelInput } from '@vistaar/shared/validation';
import { useCancelInterviewMutation } from '../api/interviews-api';

function CancelForm({
  interview,
  titleId,
  onClose,
  onDone,
}: {
  interview: Interview;
  titleId: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { control, handleSubmit, setError } = useSchemaForm<InterviewCancelInput>(
    interviewCancelSchema,
    { reason: '' },
  );
  const [cancel, { isLoading }] = useCancelInterviewMutation();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const answer = await cancel({ id: interview.id, body: input }).unwrap();
      onDone(answer.message ?? 'Interview cancelled');
    } catch (failure) {
      const rest = applyServerErrors(setError, apiFieldErrors(failure as ApiError), ['reason']);
      if (Object.keys(rest).length === 0) {
        setFormError(apiErrorMessage(failure as ApiError, 'The interview could not be cancelled.'));
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>Cancel this interview?</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            {`${formatIndiaTimeRange(interview.startsAt, interview.endsAt)} with ${interview.candidateName}. The candidate and the interviewers get a cancellation that removes it from their calendars.`}
          </DialogContentText>
          {formError ? (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          ) : null}
          <FormTextField
            control={control}
            name="reason"
            label="Reason (for the application history, not sent to the candidate)"
            multiline
            minRows={2}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Keep interview</Button>
        <Button type="submit" variant="contained" color="error" disabled={isLoading}>
          Cancel interview
        </Button>
      </DialogActions>
    </form>
  );
}

/** Confirms the cancellation of an interview, with an optional reason for the history. */
export function CancelInterviewDialog({
  interview,
  onClose,
  onDone,
}: {
  interview: Interview | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={Boolean(interview)}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
    >
      {interview ? (
        <CancelForm
          key={interview.id}
          interview={interview}
          titleId={titleId}
          onClose={onClose}
          onDone={onDone}
        />
      ) : null}
    </Dialog>
  );
}
