import Typography from '@mui/material/Typography';
import type { RetentionItem } from '@vistaar/shared/contract';
import { FormDialog } from '@/shared/ui/dialogs';
import { FormTextField } from '@/shared/ui/form';
import { retentionHoldSchema, type RetentionHoldInput } from '@vistaar/shared/validation';
import { usePlaceHoldMutation } from '../api/retention-api';

interface HoldFormValues {
  reason: string;
}

/** Places a legal hold on one quarantined record (or changes its reason). */
export function HoldDialog({ item, onClose }: { item: RetentionItem; onClose: () => void }) {
  const [placeHold] = usePlaceHoldMutation();
  return (
    <FormDialog<HoldFormValues, RetentionHoldInput>
      open
      maxWidth="sm"
      title={item.hold ? 'Change the legal hold' : 'Place a legal hold'}
      intro={
        <Typography>
          {item.description}. While the hold lasts, the record is kept past its erasure date.
        </Typography>
      }
      schema={retentionHoldSchema}
      defaultValues={{ reason: item.hold?.reason ?? '' }}
      fields={['reason']}
      failureMessage="The hold could not be placed. Please try again."
      submitLabel={item.hold ? 'Save the reason' : 'Place the hold'}
      onClose={onClose}
      onSubmit={async (input) => {
        await placeHold({ id: item.id, ...input }).unwrap();
        onClose();
      }}
    >
      {({ control }) => (
        <FormTextField
          control={control}
          name="reason"
          label="Reason"
          required
          fullWidth
          multiline
          minRows={2}
          helperText="For example the case or request that needs the record. Do not write personal data here."
        />
      )}
    </FormDialog>
  );
}
