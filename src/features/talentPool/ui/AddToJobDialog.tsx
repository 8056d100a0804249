import { useState } from 'react';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { CONSENT_SOURCES, CONSENT_SOURCE_LABELS } from '@vistaar/shared/config';
import { poolAddToJobSchema, type PoolAddToJobInput } from '@vistaar/shared/validation';
import { FormDialog } from '@/shared/ui/dialogs';
import { FormSelect } from '@/shared/ui/form';
import { useAddPoolCandidateToJobMutation } from '../api/talent-pool-api';

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
  candidate: { id: number; name: string } | null;
  jobs: readonly PoolJobOption[];
  onClose: () => void;
}

/** A pool candidate put forward for a job; they are e-mailed the privacy notice. */
export function AddToJobDialog({ candidate, jobs, onClose }: AddToJobDialogProps) {
  const [addToJob] = useAddPoolCandidateToJobMutation();
  const [done, setDone] = useState<string | null>(null);
  const close = () => {
    setDone(null);
    onClose();
  };
  return (
    <FormDialog<AddToJobValues, PoolAddToJobInput>
      open={candidate !== null}
      title="Add to a job"
      subtitle={candidate?.name}
      schema={poolAddToJobSchema}
      defaultValues={{ jobId: '', consentSource: '' }}
      fields={['jobId', 'consentSource']}
      failureMessage="The candidate could not be added to the job."
      submitLabel="Add to job"
      busyLabel="Adding..."
      onClose={close}
      standIn={
        done
          ? {
              content: (
                <Alert severity="success" role="status">
                  {done}
                </Alert>
              ),
              closeLabel: 'Close',
              prominent: true,
            }
          : null
      }
      intro={
        <DialogContentText>
          A new application is made from the candidate&apos;s latest one, with the same resume. The
          candidate is e-mailed the privacy notice and a link to the application.
        </DialogContentText>
      }
      onSubmit={async (values) => {
        if (!candidate) return;
        await addToJob({ candidateId: candidate.id, values }).unwrap();
        const job = jobs.find((option) => option.id === values.jobId);
        setDone(
          `${candidate.name} was added to ${job?.title ?? 'the job'} and e-mailed the privacy notice.`,
        );
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
    </FormDialog>
  );
}
