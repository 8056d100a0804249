import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import { INDIAN_STATES } from '@vistaar/shared/config';
import type { ApplicantFields } from '@vistaar/shared/contract';
import { normalizePhoneInput } from '@/shared/lib/phone';
import { FormSelect, FormTextField, applyServerErrors, useSchemaForm } from '@/shared/ui/form';
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
  const [correct, { isLoading }] = useCorrectMyContactMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm<Values, ContactCorrection>(contactCorrectionSchema, {
    email: fields.email,
    phone: fields.phone,
    address: fields.address,
    city: fields.city,
    state: fields.state,
  });
  const field = { control: form.control, fullWidth: true, disabled: isLoading };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onDone(await correct({ token: tokenFromAddress(), body: values }).unwrap());
    } catch (error) {
      const rest = applyServerErrors(form.setError, apiFieldErrors(error as ApiError), FIELDS);
      if (Object.keys(rest).length > 0 || !Object.keys(apiFieldErrors(error as ApiError)).length) {
        setFailure(
          apiErrorMessage(error as ApiError, 'Your details could not be saved. Please try again.'),
        );
      }
    }
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={submit} aria-label="Correct my contact details">
        <DialogTitle>Correct my contact details</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
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
          <FormSelect {...field} name="state" label="State" required options={INDIAN_STATES} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
