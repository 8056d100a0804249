import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { apiFieldErrors, type ApiError } from '@/shared/api';
import { FormTextField, applyServerErrors, useSchemaForm } from '@/shared/ui/form';
import { grievanceSchema, type GrievanceInput } from '@vistaar/shared/validation';
import { useFileGrievanceMutation, type MyApplicationUpdate } from '../api/applicant-access-api';
import { tokenFromAddress } from '../model/applicant-labels';

export interface GrievanceFormProps {
  onDone: (update: MyApplicationUpdate) => void;
  onFailure: (error: ApiError) => void;
}

/** A complaint about how we handled the data, answered by e-mail. */
export function GrievanceForm({ onDone, onFailure }: GrievanceFormProps) {
  const [file, { isLoading }] = useFileGrievanceMutation();
  const form = useSchemaForm<GrievanceInput>(grievanceSchema, { details: '' });

  const submit = form.handleSubmit(async (values) => {
    try {
      onDone(await file({ token: tokenFromAddress(), body: values }).unwrap());
      form.reset({ details: '' });
    } catch (error) {
      const rest = applyServerErrors(form.setError, apiFieldErrors(error as ApiError), ['details']);
      if (!apiFieldErrors(error as ApiError).details || Object.keys(rest).length) {
        onFailure(error as ApiError);
      }
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Raise a grievance"
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <FormTextField
        control={form.control}
        name="details"
        label="What went wrong?"
        multiline
        minRows={3}
        fullWidth
        required
        disabled={isLoading}
      />
      <Box>
        <Button type="submit" variant="outlined" disabled={isLoading}>
          Send grievance
        </Button>
      </Box>
    </Box>
  );
}
