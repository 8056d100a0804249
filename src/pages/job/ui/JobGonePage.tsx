import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import { JobAlertsSection } from '@/features/jobAlerts';
import { paths } from '@vistaar/shared/config';
import { PageHead } from '@/shared/ui/seo';

/** A job page whose job is closed, past its date or deleted: answered with 410 and no JobPosting data. */
export function JobGonePage() {
  return (
    <>
      <PageHead
        title="Position filled or closed"
        description="This position at Vistaar Infotech has been filled or closed. See the roles that are open today."
        path={paths.career}
        noIndex
      />
      <Box sx={{ bgcolor: 'grey.50', py: { xs: 7, md: 11 } }}>
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }}>
            <EventBusyOutlined />
          </Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mt: 1 }}>
            This position has been filled or closed
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ color: 'text.secondary', mt: 2 }}>
            Thank you for your interest. This job is no longer taking applications, but other roles
            may suit you, and job alerts tell you when a new one opens.
          </Typography>
          <Button href={paths.career} variant="contained" size="large" sx={{ mt: 4 }}>
            See open positions
          </Button>
        </Container>
      </Box>
      <JobAlertsSection />
    </>
  );
}
