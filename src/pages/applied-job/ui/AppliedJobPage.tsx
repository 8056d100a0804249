import { Container, Typography } from '@mui/material';
import { PageHead } from '@/shared/ui/seo';

export function AppliedJobPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      <PageHead
        title="Job Applications"
        description="Staff: review job applications."
        path="/applied-job"
      />
      <Typography variant="h1">Job Applications</Typography>
    </Container>
  );
}
