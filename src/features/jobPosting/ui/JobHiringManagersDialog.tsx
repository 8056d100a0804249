import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContentText from '@mui/material/DialogContentText';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { FormDialog } from '@/shared/ui/dialogs';
import { FormCheckboxGroup, FormSelect } from '@/shared/ui/form';
import {
  jobHiringManagersSchema,
  type JobHiringManagersInput,
} from '@vistaar/shared/validation/job-schema';
import {
  useGetJobHiringManagersQuery,
  useSetJobHiringManagersMutation,
} from '../api/job-posting-api';

/**
 * Admins and recruiters choose a job's hiring team: the recruiter who owns it (its digests and
 * overdue items are theirs) and the hiring managers, who then see its applications and board.
 */
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
  const recruiterNow = data?.recruiter ?? null;
  // A member who owns the job but may no longer own one (disabled, another role) stays shown.
  const recruiterOptions = [
    { value: '', label: 'No recruiter' },
    ...(data?.recruiterOptions ?? []).map((option) => ({
      value: String(option.id),
      label: option.name,
    })),
    ...(recruiterNow && !data?.recruiterOptions.some((option) => option.id === recruiterNow.id)
      ? [{ value: String(recruiterNow.id), label: `${recruiterNow.name} (may no longer own jobs)` }]
      : []),
  ];
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
    <FormDialog<{ staffIds: string[]; recruiterId: string }, JobHiringManagersInput>
      key={
        data
          ? `${recruiterNow?.id ?? ''}:${data.managers.map((manager) => manager.id).join(',')}`
          : 'loading'
      }
      open={open}
      title="Hiring team"
      maxWidth="xs"
      schema={jobHiringManagersSchema}
      defaultValues={{
        recruiterId: recruiterNow ? String(recruiterNow.id) : '',
        staffIds: (data?.managers ?? []).map((manager) => String(manager.id)),
      }}
      fields={['recruiterId', 'staffIds']}
      failureMessage="The hiring managers could not be saved."
      submitLabel="Save"
      cancelLabel="Close"
      standIn={standIn}
      onClose={onClose}
      intro={
        <DialogContentText>
          {data && data.options.length === 0
            ? 'No member has the hiring manager role yet. An admin gives it on the Team screen.'
            : "The recruiter owns the job: its daily digest of overdue items is theirs. A hiring manager sees this job's applications and board, moves candidates and gives feedback."}
        </DialogContentText>
      }
      onSubmit={async (input) => {
        // Only a changed owner is sent, so saving the managers never undoes another's handover.
        const recruiterId = input.recruiterId ?? null;
        const answer = await save({
          jobId,
          staffIds: input.staffIds,
          ...(recruiterId !== (recruiterNow?.id ?? null) ? { recruiterId } : {}),
        }).unwrap();
        onDone(answer.message ?? 'Hiring team saved');
      }}
    >
      {({ control }) => (
        <>
          <FormSelect
            control={control}
            name="recruiterId"
            label="Recruiter"
            options={recruiterOptions}
          />
          <FormCheckboxGroup
            control={control}
            name="staffIds"
            legend="Hiring managers"
            options={(data?.options ?? []).map((option) => ({
              value: String(option.id),
              label: option.name,
            }))}
          />
        </>
      )}
    </FormDialog>
  );
}
