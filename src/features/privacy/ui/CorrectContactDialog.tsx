import { INDIAN_STATES } from '@vistaar/shared/config';
import type { ApplicantFields } from '@vistaar/shared/contract';
import { normalizePhoneInput } from '@/shared/lib/phone';
import { FormDialog } from '@/shared/ui/dialogs';
import { FormSelect, FormTextField } from '@/shared/ui/form';
import { contactCorrectionSchema, type ContactCorrection } from '@vistaar/shared/validation';
import { useCorrectMyContactMutation, type MyApplicationUpdate } from '../api/applicant-access-api';
import { tokenFromAddress } from '../model/applicant-labels';

const FIELDS = ['email', 'phone', 'address', 'city', 'state'] as const;
interface Values {
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
}

const livePhone = (text: string) => normalizePhoneInput(text, 'mobile-live');

export interface CorrectContactDialogProps {
  open: boolean;
  fields: ApplicantFields;
  onClose: () => void;
  onDone: (update: MyApplicationUpdate) => void;
}

/** Phone, e-mail and address, under the same rules as the application form. */
export function CorrectContactDialog({ open, fields, onClose, onDone }: CorrectContactDialogProps) {
  const [correct] = useCorrectMyContactMutation();
  return (
    <FormDialog<Values, ContactCorrection>
      open={open}
      maxWidth="sm"
      title="Correct my contact details"
      formLabel="Correct my contact details"
      schema={contactCorrectionSchema}
      defaultValues={{
        email: fields.email,
        phone: fields.phone,
        address: fields.address,
        city: fields.city,
        state: fields.state,
      }}
      fields={FIELDS}
      failureMessage="Your details could not be saved. Please try again."
      submitLabel="Save"
      onClose={onClose}
      onSubmit={async (values) =>
        onDone(await correct({ token: tokenFromAddress(), body: values }).unwrap())
      }
    >
      {({ control }, busy) => {
        const field = { control, fullWidth: true, disabled: busy };
        return (
          <>
            <FormTextField {...field} name="email" label="Email" type="email" required />
            <FormTextField
              {...field}
              name="phone"
              label="Phone Number"
              type="tel"
              required
              normalize={livePhone}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <FormTextField
              {...field}
              name="address"
              label="Address"
              required
              multiline
              minRows={2}
            />
            <FormTextField {...field} name="city" label="City" required />
            <FormSelect {...field} name="state" label="State" required options={INDIAN_STATES} />
          </>
        );
      }}
    </FormDialog>
  );
}
