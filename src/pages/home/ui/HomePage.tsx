import { Container, Typography } from '@mui/material';
import { PageHead } from '@/shared/ui/seo';

export function HomePage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      <PageHead
        title="IT Solutions, Messaging and Software Development"
        description="Vistaar Infotech builds messaging, voice, AI and custom software for Indian businesses, from New Delhi since 2015."
        path="/"
      />
      <Typography variant="h1">IT Solutions, Messaging and Software Development</Typography>
    </Container>
  );
}
