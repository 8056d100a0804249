import { Box, Typography } from '@mui/material';
import { RetentionQuarantine, RetentionRuns } from '@/features/privacy';
import { RETENTION, paths } from '@vistaar/shared/config';
import { PageHead } from '@/shared/ui/seo';

/** Staff (admins and HR): what waits to be erased, legal holds, and the last runs. */
export function RetentionPage() {
  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHead
        title="Retention"
        description="Staff: retention quarantine and legal holds."
        path={paths.privacyRetention}
        noIndex
      />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        Retention
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        Records past their retention period wait here {RETENTION.quarantineDays} days, then the
        daily run erases their personal data. A legal hold keeps a record until it is released; a
        released record goes through the retention rules again.
      </Typography>
      <RetentionQuarantine />
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 2 }}>
        Last runs
      </Typography>
      <RetentionRuns />
    </Box>
  );
}
