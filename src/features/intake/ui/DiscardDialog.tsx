import { intakeDiscardSchema, type IntakeDiscardInput } from '@vistaar/shared/validation';
import { FormDialog } from '@/shared/ui/dialogs';
import { FormTextField } from '@/shared/ui/form';
import { useDiscardIntakeItemMutation } from '../api/intake-api';

/** Setting a resume aside with the reason; the server deletes the file. */
export function DiscardDialog({
  itemId,
  open,
  onClose,
  onDiscarded,
}: {
  itemId: number;
  open: boolean;
  onClose: () => void;
  onDiscarded: (nextId: number | null) => void;
}) {
  const [discard] = useDiscardIntakeItemMutation();
  return (
    <FormDialog<IntakeDiscardInput>
      open={open}
      title="Discard this resume"
      schema={intakeDiscardSchema}
      defaultValues={{ reason: '' }}
      fields={['reason']}
      failureMessage="The resume could not be discarded. Please try again."
      submitLabel="Discard"
      busyLabel="Discarding..."
      submitColor="error"
      onClose={onClose}
      onSubmit={async ({ reason }) => {
        const { nextId } = await discard({ id: itemId, reason }).unwrap();
        onClose();
        onDiscarded(nextId);
      }}
    >
      {({ control }, busy) => (
        <FormTextField
          control={control}
          name="reason"
          label="Reason"
          required
          autoFocus
          multiline
          minRows={2}
          fullWidth
          disabled={busy}
        />
      )}
    </FormDialog>
  );
}
