import { paths } from '@vistaar/shared/config';
import { QuarantineList } from '@/features/conversations';
import { StaffPage } from '@/shared/ui/staff-page';

/** Admins: candidates' replies that reached no application, kept apart until dealt with. */
export function MailQuarantinePage() {
  return (
    <StaffPage
      title="Reply quarantine"
      description="Staff: replies to reply addresses that name no application, or from another sender than the candidate."
      path={paths.mailQuarantine}
      intro="Replies to an unknown or erased reply address, or sent from another address than the candidate's, wait here. Attach one to the application it belongs to, or delete it."
    >
      <QuarantineList />
    </StaffPage>
  );
}
