import { Container, Typography } from '@mui/material';
import { PageHead } from '@/shared/ui/seo';

export function ContactPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      <PageHead
        title="Contact Us"
        description="Call, write or visit Vistaar Infotech in New Delhi. We answer every enquiry within 2-4 hours, Mon-Sat 9:30 AM-6:00 PM."
        path="/contact"
      />
      <Typography variant="h1">Contact Us</Typography>
    </Container>
  );
}
