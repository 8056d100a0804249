import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContentText from '@mui/material/DialogContentText';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { FormDialog } from '@/shared/ui/dialogs';
import { FormCheckboxGroup } from '@/shared/ui/form';
import {
  jobHiringManagersSchema,
  type JobHiringManagersInput,
} from '@vistaar/shared/validation/job-schema';
import {
  useGetJobHiringManagersQuery,
  useSetJobHiringManagersMutation,
} from '../api/job-posting-api';

/** Admins and recruiters choose a job's hiring managers, who then see its applications and board. */
export function JobHiringManagersDialog({
  jobId,
  open,
  onClose,
  onDone,
}: {
  jobId: number;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { data, error, isFetching } = useGetJobHiringManagersQuery(jobId, { skip: !open });
  const [save] = useSetJobHiringManagersMutation();
  const standIn = data
    ? null
    : {
        content: error ? (
          <Alert severity="error">
            {apiErrorMessage(error as ApiError, 'The hiring managers could not be loaded.')}
          </Alert>
        ) : isFetching ? (
          <CircularProgress size={24} aria-label="Loading the hiring managers" />
        ) : null,
      };
  return (
    <FormDialog<{ staffIds: string[] }, JobHiringManagersInput>
      key={data ? data.managers.map((manager) => manager.id).join(',') : 'loading'}
      open={open}
      title="Hiring managers"
      maxWidth="xs"
      schema={jobHiringManagersSchema}
      defaultValues={{ staffIds: (data?.managers ?? []).map((manager) => String(manager.id)) }}
      fields={['staffIds']}
      failureMessage="The hiring managers could not be saved."
      submitLabel="Save"
      cancelLabel="Close"
      standIn={standIn}
      onClose={onClose}
      intro={
        <DialogContentText>
          {data && data.options.length === 0
            ? 'No member has the hiring manager role yet. An admin gives it on the Team screen.'
            : "A hiring manager sees this job's applications and board, moves candidates and gives feedback."}
        </DialogContentText>
      }
      onSubmit={async (input) => {
        const answer = await save({ jobId, staffIds: input.staffIds }).unwrap();
        onDone(answer.message ?? 'Hiring managers saved');
      }}
    >
      {({ control }) => (
        <FormCheckboxGroup
          control={control}
          name="staffIds"
          legend="Hiring managers"
          options={(data?.options ?? []).map((option) => ({
            value: String(option.id),
            label: option.name,
          }))}
        />
      )}
    </FormDialog>
  );
}
