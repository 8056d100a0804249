import { Container, Typography } from '@mui/material';
import { PageHead } from '@/shared/ui/seo';

export function EmployeeDetailsPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      <PageHead
        title="Employee Details"
        description="Verified employee details."
        path="/employee-details"
      />
      <Typography variant="h1">Employee Details</Typography>
    </Container>
  );
}
