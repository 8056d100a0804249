import { Reports } from '@/features/reports';
import { paths } from '@vistaar/shared/config';
import { StaffPage } from '@/shared/ui/staff-page';

/** Staff (recruiting, hiring managers for their jobs, HR): hiring reports. */
export function ReportsPage() {
  return (
    <StaffPage
      title="Reports"
      description="Staff: hiring reports."
      path={paths.reports}
      intro="How applications move through the pipeline: each chart has its numbers in the table under it and as a CSV download. Days are days in India; both ends of the range are included."
    >
      <Reports />
    </StaffPage>
  );
}
