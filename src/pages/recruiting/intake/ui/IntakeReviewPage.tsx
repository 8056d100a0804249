import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import { paths } from '@vistaar/shared/config';
import { IntakeReview } from '@/features/intake';
import { StaffPage } from '@/shared/ui/staff-page';
import { useIntakeJobs } from './use-intake-jobs';

/** Staff: one resume under review, opened from the intake queue or after the one before. */
export function IntakeReviewPage() {
  const { itemId = '' } = useParams();
  const id = Number(itemId);
  const jobs = useIntakeJobs();
  if (!/^\d{1,10}$/.test(itemId) || id <= 0) {
    return (
      <StaffPage title="Review a resume" description="Staff: review a resume." path={paths.intake}>
        <Alert severity="error">This resume does not exist.</Alert>
      </StaffPage>
    );
  }
  return <IntakeReview key={id} itemId={id} jobs={jobs} />;
}
