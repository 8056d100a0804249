import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import { InterviewKit } from '@/features/interviews';
import { paths } from '@vistaar/shared/config';
import { StaffPage } from '@/shared/ui/staff-page';

/** Staff: one interview's kit, for its panel; a page of its own, so it prints alone. */
export function InterviewKitPage() {
  const { interviewId = '' } = useParams();
  const id = Number(interviewId);
  const valid = /^\d{1,10}$/.test(interviewId) && id > 0;
  return (
    <StaffPage
      title="Interview kit"
      description="Staff: the kit of one interview."
      path={paths.interviewKit}
      maxWidth={880}
      breadcrumbs={[{ label: 'My interviews', to: paths.myInterviews }]}
      intro="Times are India Standard Time. Everything for this interview on one page: print it or keep it open while you talk."
    >
      {valid ? (
        <InterviewKit interviewId={id} />
      ) : (
        <Alert severity="error">This interview does not exist.</Alert>
      )}
    </StaffPage>
  );
}
