import { PrivacyRequests } from '@/features/privacy';
import {
  GRIEVANCE_RESPONSE_LIMIT_DAYS,
  GRIEVANCE_RESPONSE_TARGET_DAYS,
  paths,
} from '@vistaar/shared/config';
import { StaffPage } from '@/shared/ui/staff-page';

/** Staff (admins and HR): privacy requests, their due dates and the answers sent. */
export function PrivacyRequestsPage() {
  return (
    <StaffPage
      title="Privacy requests"
      description="Staff: privacy requests."
      path={paths.privacyRequests}
      intro={`Requests to see, correct or erase personal data, and grievances, from My application or entered from an e-mail. Each is due ${GRIEVANCE_RESPONSE_TARGET_DAYS} days after it arrived (the law allows at most ${GRIEVANCE_RESPONSE_LIMIT_DAYS}); overdue ones are in red.`}
    >
      <PrivacyRequests />
    </StaffPage>
  );
}
