import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import type { RetentionItem } from '@vistaar/shared/contract';
import { FormTextField, applyServerErrors, useSchemaForm } from '@/shared/ui/form';
import { retentionHoldSchema, type RetentionHoldInput } from '@vistaar/shared/validation';
import { usePlaceHoldMutation } from '../api/retention-api';

interface HoldFormValues {
  reason: string;
}

/** Places a legal hold on one quarantined record (or changes its reason). */
export function HoldDialog({ item, onClose }: { item: RetentionItem; onClose: () => void }) {
  const [placeHold, { isLoading }] = usePlaceHoldMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm<HoldFormValues, RetentionHoldInput>(retentionHoldSchema, {
    reason: item.hold?.reason ?? '',
  });

  const submit = form.handleSubmit(async (input) => {
    setError(null);
    try {
      await placeHold({ id: item.id, ...input }).unwrap();
      onClose();
    } catch (failure) {
      applyServerErrors(form.setError, apiFieldErrors(failure as ApiError), ['reason']);
      setError(
        apiErrorMessage(failure as ApiError, 'The hold could not be placed. Please try again.'),
      );
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="hold-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="hold-title">
          {item.hold ? 'Change the legal hold' : 'Place a legal hold'}
        </DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>
            {item.description}. While the hold lasts, the record is kept past its erasure date.
          </Typography>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <FormTextField
            control={form.control}
            name="reason"
            label="Reason"
            required
            fullWidth
            multiline
            minRows={2}
            helperText="For example the case or request that needs the record. Do not write personal data here."
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {item.hold ? 'Save the reason' : 'Place the hold'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
