import Button from '@mui/material/Button';
import SpeakerNotesOffOutlined from '@mui/icons-material/SpeakerNotesOffOutlined';
import { MESSAGING_UNSUBSCRIBED } from '@vistaar/shared/config/messaging';
import { paths } from '@vistaar/shared/config/routes';
import { OutcomePanel } from '@/shared/ui/feedback';

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
    <OutcomePanel
      description="Stop WhatsApp and SMS messages about your applications."
      path={paths.messagingUnsubscribe}
      icon={<SpeakerNotesOffOutlined />}
      title={content.title}
      text={content.text}
    >
      <Button href={paths.career} variant="contained" size="large" sx={{ mt: 4 }}>
        See open positions
      </Button>
    </OutcomePanel>
  );
}
