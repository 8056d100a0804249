import { Container, Typography } from '@mui/material';
import { PageHead } from '@/shared/ui/seo';

export function JobsListPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      <PageHead title="Jobs List" description="Staff: manage posted jobs." path="/jobs-list" />
      <Typography variant="h1">Jobs List</Typography>
    </Container>
  );
}
