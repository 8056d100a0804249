import DialogContentText from '@mui/material/DialogContentText';
import type { Interview } from '@vistaar/shared/contract';
import { formatIndiaTimeRange } from '@vistaar/shared/lib/india-time';
import { FormDialog } from '@/shared/ui/dialogs';
import { FormTextField } from '@/shared/ui/form';
import { interviewCancelSchema, type InterviewCancelInput } from '@vistaar/shared/validation';
import { useCancelInterviewMutation } from '../api/interviews-api';

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
  const [cancel] = useCancelInterviewMutation();
  return (
    <FormDialog<InterviewCancelInput>
      open={Boolean(interview)}
      title="Cancel this interview?"
      intro={
        interview ? (
          <DialogContentText>
            {`${formatIndiaTimeRange(interview.startsAt, interview.endsAt)} with ${interview.candidateName}. The candidate and the interviewers get a cancellation that removes it from their calendars.`}
          </DialogContentText>
        ) : null
      }
      schema={interviewCancelSchema}
      defaultValues={{ reason: '' }}
      fields={['reason']}
      failureMessage="The interview could not be cancelled."
      submitLabel="Cancel interview"
      submitColor="error"
      cancelLabel="Keep interview"
      onClose={onClose}
      onSubmit={async (input) => {
        if (!interview) return;
        const answer = await cancel({ id: interview.id, body: input }).unwrap();
        onDone(answer.message ?? 'Interview cancelled');
      }}
    >
      {({ control }) => (
        <FormTextField
          control={control}
          name="reason"
          label="Reason (for the application history, not sent to the candidate)"
          multiline
          minRows={2}
          fullWidth
        />
      )}
    </FormDialog>
  );
}
