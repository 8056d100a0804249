import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Control } from 'react-hook-form';
import { INDIAN_STATES } from '@vistaar/shared/config';
import type { ApplicantFields } from '@vistaar/shared/contract';
import { normalizePhoneInput } from '@/shared/lib/phone';
import { FormDialog } from '@/shared/ui/dialogs';
import { FormSelect, FormTextField, useSchemaForm } from '@/shared/ui/form';
import {
  contactCorrectionSchema,
  type ContactCorrection,
  type MyApplicationFormPost,
} from '@vistaar/shared/validation';
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
      {({ control }, busy) => <ContactCorrectionFields control={control} busy={busy} />}
    </FormDialog>
  );
}

/** The fields, the same in the dialog and in the page's own form; `native` selects post without script. */
function ContactCorrectionFields({
  control,
  busy,
  native = false,
}: {
  control: Control<Values, unknown, ContactCorrection>;
  busy: boolean;
  native?: boolean;
}) {
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
      <FormTextField {...field} name="address" label="Address" required multiline minRows={2} />
      <FormTextField {...field} name="city" label="City" required />
      <FormSelect
        {...field}
        name="state"
        label="State"
        required
        options={INDIAN_STATES}
        native={native}
      />
    </>
  );
}

/**
 * The correction as a form of the page itself, shown when it was asked for without
 * JavaScript: it posts to the page's own address, which answers with the page again.
 */
export function CorrectContactForm({ posted }: { posted: MyApplicationFormPost }) {
  const form = useSchemaForm<Values, ContactCorrection>(
    contactCorrectionSchema,
    {
      email: posted.values.email ?? '',
      phone: posted.values.phone ?? '',
      address: posted.values.address ?? '',
      city: posted.values.city ?? '',
      state: posted.values.state ?? '',
    },
    posted.fieldErrors,
  );
  return (
    <Box
      component="form"
      method="post"
      aria-label="Correct my contact details"
      sx={{ display: 'grid', gap: 2, mt: 3 }}
    >
      <input type="hidden" name="form" value="contact" />
      <ContactCorrectionFields control={form.control} busy={false} native />
      <Box>
        <Button type="submit" variant="contained">
          Save
        </Button>
      </Box>
    </Box>
  );
}
