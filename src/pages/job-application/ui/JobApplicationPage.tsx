import { Container, Typography } from '@mui/material';
import { PageHead } from '@/shared/ui/seo';

export function JobApplicationPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      <PageHead
        title="Apply for Your Dream Job"
        description="Apply for an open position at Vistaar Infotech with your resume."
        path="/job-application-form"
      />
      <Typography variant="h1">Apply for Your Dream Job</Typography>
    </Container>
  );
}
