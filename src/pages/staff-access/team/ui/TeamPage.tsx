import { TeamManager } from '@/features/team';
import { paths } from '@vistaar/shared/config';
import { StaffPage } from '@/shared/ui/staff-page';

/** Staff (admins): who has an account, with which role, and who is invited. */
export function TeamPage() {
  return (
    <StaffPage
      title="Team"
      description="Staff: team accounts."
      path={paths.team}
      intro="Invite staff by e-mail, choose what each role may open, and disable accounts that should no longer sign in."
    >
      <TeamManager />
    </StaffPage>
  );
}
