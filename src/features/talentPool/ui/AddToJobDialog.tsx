import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { CONSENT_SOURCES, CONSENT_SOURCE_LABELS } from '@vistaar/shared/config';
import { poolAddToJobSchema, type PoolAddToJobInput } from '@vistaar/shared/validation';
import { FormSelect } from '@/shared/ui/form';
import { useAddPoolCandidateToJobMutation } from '../api/talent-pool-api';
import { PoolCandidateDialog, type ChosenCandidate } from './PoolCandidateDialog';

export interface PoolJobOption {
  id: number;
  title: string;
}

interface AddToJobValues {
  jobId: number | '';
  consentSource: string;
}

const CONSENT_OPTIONS = CONSENT_SOURCES.map((value) => ({
  value,
  label: CONSENT_SOURCE_LABELS[value],
}));

export interface AddToJobDialogProps {
  candidate: ChosenCandidate | null;
  jobs: readonly PoolJobOption[];
  onClose: () => void;
}

/** A pool candidate put forward for a job; they are e-mailed the privacy notice. */
export function AddToJobDialog({ candidate, jobs, onClose }: AddToJobDialogProps) {
  const [addToJob] = useAddPoolCandidateToJobMutation();
  return (
    <PoolCandidateDialog<AddToJobValues, PoolAddToJobInput>
      candidate={candidate}
      onClose={onClose}
      title="Add to a job"
      schema={poolAddToJobSchema}
      defaultValues={{ jobId: '', consentSource: '' }}
      fields={['jobId', 'consentSource']}
      failureMessage="The candidate could not be added to the job."
      submitLabel="Add to job"
      intro={
        <DialogContentText>
          A new application is made from the candidate&apos;s latest one, with the same resume. The
          candidate is e-mailed the privacy notice and a link to the application.
        </DialogContentText>
      }
      submit={async (chosen, values) => {
        await addToJob({ candidateId: chosen.id, values }).unwrap();
        const job = jobs.find((option) => option.id === values.jobId);
        return `${chosen.name} was added to ${job?.title ?? 'the job'} and e-mailed the privacy notice.`;
      }}
    >
      {({ control }) => (
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormSelect
            control={control}
            name="jobId"
            label="Job"
            required
            fullWidth
            options={jobs.map((job) => ({ value: String(job.id), label: job.title }))}
          />
          <FormSelect
            control={control}
            name="consentSource"
            label="How the candidate agreed to be considered"
            required
            fullWidth
            options={CONSENT_OPTIONS}
          />
        </Stack>
      )}
    </PoolCandidateDialog>
  );
}
