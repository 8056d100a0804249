import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { apiFieldErrors, type ApiError } from '@/shared/api';
import { FormTextField, applyServerErrors, useSchemaForm } from '@/shared/ui/form';
import {
  grievanceSchema,
  type GrievanceInput,
  type MyApplicationFormPost,
} from '@vistaar/shared/validation';
import { useFileGrievanceMutation, type MyApplicationUpdate } from '../api/applicant-access-api';
import { tokenFromAddress } from '../model/applicant-labels';

export interface GrievanceFormProps {
  onDone: (update: MyApplicationUpdate) => void;
  onFailure: (error: ApiError) => void;
  /** The server's answer when this form was posted without JavaScript. */
  posted?: MyApplicationFormPost;
}

/**
 * A complaint about how we handled the data, answered by e-mail. Without JavaScript it posts
 * to the page's own address (which holds the link's token).
 */
export function GrievanceForm({ onDone, onFailure, posted }: GrievanceFormProps) {
  const [file, { isLoading }] = useFileGrievanceMutation();
  const form = useSchemaForm<GrievanceInput>(
    grievanceSchema,
    { details: posted?.values.details ?? '' },
    posted?.fieldErrors,
  );
  // The browser's own checks stand in until the form's script runs.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

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
      method="post"
      noValidate={enhanced}
      onSubmit={submit}
      aria-label="Raise a grievance"
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <input type="hidden" name="form" value="grievance" />
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
