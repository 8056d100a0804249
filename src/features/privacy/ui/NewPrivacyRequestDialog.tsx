import { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_KIND_LABELS } from '@vistaar/shared/config';
import { indiaToday } from '@vistaar/shared/lib/job-dates';
import { FormDialog } from '@/shared/ui/dialogs';
import { FormSelect, FormTextField } from '@/shared/ui/form';
import {
  staffPrivacyRequestSchema,
  type StaffPrivacyRequestInput,
} from '@vistaar/shared/validation';
import { useCreatePrivacyRequestMutation } from '../api/privacy-requests-api';

const FIELDS = [
  'kind',
  'requesterName',
  'requesterEmail',
  'receivedOn',
  'applicationId',
  'details',
] as const;
const KIND_OPTIONS = PRIVACY_REQUEST_KINDS.map((kind) => ({
  value: kind,
  label: PRIVACY_REQUEST_KIND_LABELS[kind],
}));

interface Values {
  kind: string;
  requesterName: string;
  requesterEmail: string;
  details: string;
  receivedOn: string;
  applicationId: string;
}

/** A request that came by e-mail or letter, due from the day it arrived. */
export function NewPrivacyRequestDialog({ onClose }: { onClose: () => void }) {
  const [create] = useCreatePrivacyRequestMutation();
  return (
    <FormDialog<Values, StaffPrivacyRequestInput>
      open
      maxWidth="sm"
      title="Record a privacy request"
      formLabel="Record a privacy request"
      schema={staffPrivacyRequestSchema}
      defaultValues={{
        kind: '',
        requesterName: '',
        requesterEmail: '',
        details: '',
        receivedOn: indiaToday(),
        applicationId: '',
      }}
      fields={FIELDS}
      failureMessage="The request could not be recorded."
      submitLabel="Record request"
      onClose={onClose}
      onSubmit={async (values) => {
        await create(values).unwrap();
        onClose();
      }}
    >
      {({ control }, busy) => {
        const field = { control, fullWidth: true, disabled: busy };
        return (
          <>
            <FormSelect {...field} name="kind" label="Kind" required options={KIND_OPTIONS} />
            <FormTextField {...field} name="requesterName" label="Requester's name" required />
            <FormTextField
              {...field}
              name="requesterEmail"
              label="Requester's e-mail"
              type="email"
              required
            />
            <FormTextField
              {...field}
              name="receivedOn"
              label="Received on"
              type="date"
              required
              slotProps={{ inputLabel: { shrink: true } }}
              helperText="The answer is due counting from this day."
            />
            <FormTextField
              {...field}
              name="applicationId"
              label="Application number (optional)"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <FormTextField
              {...field}
              name="details"
              label="What they asked"
              required
              multiline
              minRows={3}
            />
          </>
        );
      }}
    </FormDialog>
  );
}
