import { FormDialog } from '@/shared/ui/dialogs';
import { roleOptions } from '../config/role-options';
import { FormSelect, FormTextField } from '@/shared/ui/form';
import { staffInvitationSchema, type StaffInvitationInput } from '@vistaar/shared/validation';
import { useInviteStaffMutation } from '../api/team-api';

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
  const [invite] = useInviteStaffMutation();
  return (
    <FormDialog<StaffInvitationInput>
      open={open}
      title="Invite a staff member"
      schema={staffInvitationSchema}
      defaultValues={{ name: '', email: '', role: 'recruiter' }}
      fields={['name', 'email', 'role']}
      failureMessage="The invitation could not be sent."
      submitLabel="Send invitation"
      onClose={onClose}
      onSubmit={async (input) => {
        const answer = await invite(input).unwrap();
        onInvited(answer.message ?? 'Invitation sent');
        onClose();
      }}
    >
      {({ control }) => (
        <>
          <FormTextField control={control} name="name" label="Name" required />
          <FormTextField control={control} name="email" label="Email" type="email" required />
          <FormSelect control={control} name="role" label="Role" options={roleOptions} required />
        </>
      )}
    </FormDialog>
  );
}
