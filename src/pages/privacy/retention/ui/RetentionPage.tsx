import Typography from '@mui/material/Typography';
import { RetentionQuarantine, RetentionRuns } from '@/features/privacy';
import { RETENTION, paths } from '@vistaar/shared/config';
import { StaffPage } from '@/shared/ui/staff-page';

/** Staff (admins and HR): what waits to be erased, legal holds, and the last runs. */
export function RetentionPage() {
  return (
    <StaffPage
      title="Retention"
      description="Staff: retention quarantine and legal holds."
      path={paths.privacyRetention}
      intro={`Records past their retention period wait here ${RETENTION.quarantineDays} days, then the daily run erases their personal data. A legal hold keeps a record until it is released; a released record goes through the retention rules again.`}
    >
      <RetentionQuarantine />
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 2 }}>
        Last runs
      </Typography>
      <RetentionRuns />
    </StaffPage>
  );
}
