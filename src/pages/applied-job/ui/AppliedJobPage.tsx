import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ApplicationsDesk } from '@/features/applications';
import { ApplicationInterviews } from '@/features/interviews';
import { paths } from '@/shared/config';
import { PageHead } from '@/shared/ui/seo';

/** Staff: every job application, searchable and paged on the server. */
export function AppliedJobPage() {
  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHead
        title="Job Applications"
        description="Staff: review job applications."
        path={paths.appliedJob}
        noIndex
      />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        Job Applications
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        Search by name, email, phone or job title. Open an application to see every detail.
      </Typography>
      <ApplicationsDesk
        // Until the application page has its own place for them, interviews open with the details.
        applicationExtra={(applicationId) => (
          <ApplicationInterviews applicationId={applicationId} />
        )}
      />
    </Box>
  );
}
