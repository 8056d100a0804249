import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import {
  SHARE_FIELDS,
  SHARE_FIELDS_PRESELECTED,
  SHARE_FIELD_LABELS,
  SHARE_LIFETIME_DAYS,
  SHARE_PURPOSE_PREFIX,
  paths,
  type LegalPath,
  shareNotice,
  type ShareField,
} from '@vistaar/shared/config';
import {
  FormCheckbox,
  FormCheckboxGroup,
  FormSelect,
  FormTextField,
  applyServerErrors,
  useSchemaForm,
} from '@/shared/ui/form';
import { visuallyHidden } from '@/shared/lib/a11y';
import { shareRequestSchema, type ShareRequest } from '@vistaar/shared/validation';
import { useCreateShareMutation, type ShareCreated } from '../api/verification-sharing-api';

interface ShareFormValues {
  fields: ShareField[];
  organisation: string;
  email: string;
  purpose: string;
  days: string;
  consent: boolean;
}

/** The same policy every other notice links to. */
const PRIVACY_POLICY: LegalPath = '/privacy-policy';

const FIELD_OPTIONS = SHARE_FIELDS.map((value) => ({ value, label: SHARE_FIELD_LABELS[value] }));
const DAY_OPTIONS = SHARE_LIFETIME_DAYS.map((days) => ({
  value: String(days),
  label: `${days} days`,
}));

export interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Share with a verifier': the employee ticks what to disclose (dates and designation to
 * begin with), names the verifier and the purpose, picks how long the link lives, reads
 * the notice and confirms. Nothing is sent before the explicit confirmation.
 */
export function ShareDialog({ open, onClose }: ShareDialogProps) {
  const [createShare, { isLoading }] = useCreateShareMutation();
  const [created, setCreated] = useState<ShareCreated | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm<ShareFormValues, ShareRequest>(shareRequestSchema, {
    fields: [...SHARE_FIELDS_PRESELECTED],
    organisation: '',
    email: '',
    purpose: SHARE_PURPOSE_PREFIX,
    days: '14',
    consent: false,
  });
  const { control, handleSubmit, watch, reset } = form;
  const [organisation, purpose, days] = watch(['organisation', 'purpose', 'days']);

  const submit = handleSubmit(async (input) => {
    setError(null);
    try {
      setCreated(await createShare(input).unwrap());
    } catch (failure) {
      applyServerErrors(form.setError, apiFieldErrors(failure as ApiError), [
        'fields',
        'organisation',
        'email',
        'purpose',
        'days',
        'consent',
      ]);
      setError(
        apiErrorMessage(failure as ApiError, 'The share could not be created. Please try again.'),
      );
    }
  });

  const close = () => {
    if (created) {
      reset();
      setCreated(null);
    }
    setError(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="share-title">
      <DialogTitle id="share-title">Share with a verifier</DialogTitle>
      {created ? (
        <>
          <DialogContent>
            <Alert severity="success" sx={{ mb: 2 }}>
              {created.message}
            </Alert>
            <Typography variant="body2">
              Verification ID: <strong>{created.verificationId}</strong>. You can see every view and
              revoke the link at any time in <a href={paths.myVerifications}>My verifications</a>.
            </Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={close} variant="contained">
              Done
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <DialogContent>
            <Stack spacing={2.5}>
              <FormCheckboxGroup
                control={control}
                name="fields"
                legend="What to share"
                options={FIELD_OPTIONS}
              />
              <FormTextField
                control={control}
                name="organisation"
                label="Verifier's organisation"
                required
                fullWidth
              />
              <FormTextField
                control={control}
                name="email"
                label="Verifier's e-mail"
                type="email"
                required
                fullWidth
                helperText="The link and the one-time code go only to this address."
              />
              <FormTextField control={control} name="purpose" label="Purpose" required fullWidth />
              <FormSelect
                control={control}
                name="days"
                label="Link valid for"
                options={DAY_OPTIONS}
                fullWidth
              />
              <Alert severity="info" icon={false}>
                <Typography variant="subtitle2" component="p" gutterBottom>
                  Before you confirm
                </Typography>
                <Typography variant="body2">
                  {shareNotice({
                    organisation: organisation.trim() || 'the verifier',
                    purpose: purpose.trim() || 'the purpose you give',
                    days: Number(days),
                  })}
                </Typography>
                <Typography variant="body2" sx={{ mt: 1 }}>
                  <Link href={PRIVACY_POLICY} target="_blank" rel="noopener" underline="always">
                    Read the full Privacy Policy
                    <Box component="span" sx={visuallyHidden}>
                      {' (opens in a new tab)'}
                    </Box>
                  </Link>
                </Typography>
              </Alert>
              <FormCheckbox
                control={control}
                name="consent"
                label="I agree to share the ticked fields with this verifier for this purpose."
              />
              {error && <Alert severity="error">{error}</Alert>}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={isLoading}>
              {isLoading ? 'Sharing...' : 'Confirm and share'}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
