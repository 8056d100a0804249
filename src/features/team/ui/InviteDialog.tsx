import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import { STAFF_ROLES, STAFF_ROLE_LABELS } from '@vistaar/shared/config';
import { FormSelect, FormTextField, applyServerErrors, useSchemaForm } from '@/shared/ui/form';
import { staffInvitationSchema, type StaffInvitationInput } from '@vistaar/shared/validation';
import { useInviteStaffMutation } from '../api/team-api';

const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

/** Invite someone by e-mail: they get a link, valid 72 hours, to choose their password. */
export function InviteDialog({
  open,
  onClose,
  onInvited,
}: {
  open: boolean;
  onClose: () => void;
  onInvited: (message: string) => void;
}) {
  const { control, handleSubmit, setError, reset } = useSchemaForm<StaffInvitationInput>(
    staffInvitationSchema,
    { name: '', email: '', role: 'recruiter' },
  );
  const [invite, { isLoading }] = useInviteStaffMutation();
  const [formError, setFormError] = useState<string | null>(null);

  const close = () => {
    reset();
    setFormError(null);
    onClose();
  };

  const submit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const answer = await invite(input).unwrap();
      onInvited(answer.message ?? 'Invitation sent');
      close();
    } catch (failure) {
      const fieldErrors = apiFieldErrors(failure as ApiError);
      applyServerErrors(setError, fieldErrors, ['name', 'email', 'role']);
      if (Object.keys(fieldErrors).length === 0) {
        setFormError(apiErrorMessage(failure as ApiError, 'The invitation could not be sent.'));
      }
    }
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="invite-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="invite-title">Invite a staff member</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError ? (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            ) : null}
            <FormTextField control={control} name="name" label="Name" required />
            <FormTextField control={control} name="email" label="Email" type="email" required />
            <FormSelect control={control} name="role" label="Role" options={roleOptions} required />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            Send invitation
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
