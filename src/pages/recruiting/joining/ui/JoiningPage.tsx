import { paths } from '@vistaar/shared/config';
import { JoiningList } from '@/features/joining';
import { StaffPage } from '@/shared/ui/staff-page';

/** Staff: accepted offers until the candidate joins or drops out. */
export function JoiningPage() {
  return (
    <StaffPage
      title="Joining"
      description="Staff: accepted offers on their way to joining."
      path={paths.joining}
      intro="Every accepted offer until the candidate joins or drops out. Marking a candidate joined makes their employee record for you to complete; the 'at risk' list shows who needs a follow-up."
    >
      <JoiningList />
    </StaffPage>
  );
}
