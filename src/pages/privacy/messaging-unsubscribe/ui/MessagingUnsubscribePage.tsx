import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import SpeakerNotesOffOutlined from '@mui/icons-material/SpeakerNotesOffOutlined';
import { MESSAGING_UNSUBSCRIBED } from '@vistaar/shared/config/messaging';
import { paths } from '@vistaar/shared/config/routes';
import { PageHead } from '@/shared/ui/seo';

export interface MessagingUnsubscribePageProps {
  outcome: 'unsubscribed' | 'refused';
}

const CONTENT = {
  unsubscribed: { title: 'Messages stopped', text: MESSAGING_UNSUBSCRIBED },
  refused: {
    title: 'This link does not work',
    text: 'The link is incomplete or too old, so nothing was changed. To stop WhatsApp and SMS messages, reply STOP to any of our messages or e-mails.',
  },
} as const;

/** Where the e-mail footer's link to stop WhatsApp and SMS messages leads. */
export function MessagingUnsubscribePage({ outcome }: MessagingUnsubscribePageProps) {
  const content = CONTENT[outcome];
  return (
    <Box sx={{ bgcolor: 'grey.50', py: { xs: 7, md: 11 } }}>
      <PageHead
        title={content.title}
        description="Stop WhatsApp and SMS messages about your applications."
        path={paths.messagingUnsubscribe}
        noIndex
      />
      <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
        <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }}>
          <SpeakerNotesOffOutlined />
        </Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mt: 1 }}>
          {content.title}
        </Typography>
        <Typography variant="subtitle1" component="p" sx={{ color: 'text.secondary', mt: 2 }}>
          {content.text}
        </Typography>
        <Button href={paths.career} variant="contained" size="large" sx={{ mt: 4 }}>
          See open positions
        </Button>
      </Container>
    </Box>
  );
}
