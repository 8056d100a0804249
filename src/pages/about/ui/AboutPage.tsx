import { Container, Typography } from '@mui/material';
import { PageHead } from '@/shared/ui/seo';

export function AboutPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      <PageHead
        title="About Us"
        description="Who we are, what we value and why Indian businesses have trusted Vistaar Infotech with their software since 2015."
        path="/about"
      />
      <Typography variant="h1">About Us</Typography>
    </Container>
  );
}
