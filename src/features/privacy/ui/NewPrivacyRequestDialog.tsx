import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_KIND_LABELS } from '@vistaar/shared/config';
import { indiaToday } from '@vistaar/shared/lib/job-dates';
import { FormSelect, FormTextField, applyServerErrors, useSchemaForm } from '@/shared/ui/form';
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
  const [create, { isLoading }] = useCreatePrivacyRequestMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm<Values, StaffPrivacyRequestInput>(staffPrivacyRequestSchema, {
    kind: '',
    requesterName: '',
    requesterEmail: '',
    details: '',
    receivedOn: indiaToday(),
    applicationId: '',
  });
  const field = { control: form.control, fullWidth: true, disabled: isLoading };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await create(values).unwrap();
      onClose();
    } catch (error) {
      const fieldErrors = apiFieldErrors(error as ApiError);
      const rest = applyServerErrors(form.setError, fieldErrors, FIELDS);
      if (!Object.keys(fieldErrors).length || Object.keys(rest).length) {
        setFailure(apiErrorMessage(error as ApiError, 'The request could not be recorded.'));
      }
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={submit} aria-label="Record a privacy request">
        <DialogTitle>Record a privacy request</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
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
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            Record request
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
