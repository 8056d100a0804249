import { Container, Typography } from '@mui/material';
import { PageHead } from '@/shared/ui/seo';

export function CareerPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      <PageHead
        title="Careers"
        description="Open positions at Vistaar Infotech: engineering, design, sales and operations roles in India, with flexible work and a learning budget."
        path="/career"
      />
      <Typography variant="h1">Careers</Typography>
    </Container>
  );
}
