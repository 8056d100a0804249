import { MyInterviews } from '@/features/interviews';
import { paths } from '@vistaar/shared/config';
import { StaffPage } from '@/shared/ui/staff-page';

/** Staff: the interviews I sit on, and the scorecards I still owe. */
export function MyInterviewsPage() {
  return (
    <StaffPage
      title="My interviews"
      description="Staff: my interviews."
      path={paths.myInterviews}
      maxWidth={880}
      intro="Times are India Standard Time. Fill in your scorecard soon after each interview, while it is fresh; you see the other interviewers' feedback once you have given yours."
    >
      <MyInterviews />
    </StaffPage>
  );
}
