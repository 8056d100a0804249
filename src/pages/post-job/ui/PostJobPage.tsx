import { Container, Typography } from '@mui/material';
import { PageHead } from '@/shared/ui/seo';

export function PostJobPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      <PageHead
        title="Post New Job"
        description="Staff: post a new job opening."
        path="/post-job"
      />
      <Typography variant="h1">Post New Job</Typography>
    </Container>
  );
}
