import { Container, Typography } from '@mui/material';
import { PageHead } from '@/shared/ui/seo';

export function EmployeeListPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      <PageHead
        title="Employee Management"
        description="Staff: employee records."
        path="/employee-list"
      />
      <Typography variant="h1">Employee Management</Typography>
    </Container>
  );
}
