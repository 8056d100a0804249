import { useState } from 'react';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConversationMessage, MessageDelivery } from '@vistaar/shared/contract';
import { formatIndiaDateTime } from '@vistaar/shared/lib/india-time';
import {
  CONVERSATION_REPLY_MAX_LENGTH,
  conversationReplySchema,
  type ConversationReplyInput,
} from '@vistaar/shared/validation';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import { BareList } from '@/shared/ui/bare-list';
import { FormTextField, applyServerErrors, useSchemaForm } from '@/shared/ui/form';
import { BusyButton } from '@/shared/ui/busy-button';
import { MailText } from './MailText';
import {
  useGetConversationQuery,
  useGetWhatsappReplyStateQuery,
  useReplyToCandidateMutation,
  useSendWhatsappMutation,
} from '../api/conversations-api';

const REPLY_FAILED = 'The reply could not be sent. Please try again.';

const DELIVERY_LABELS: Record<MessageDelivery['status'], string> = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Not delivered',
};

const CHANNEL_MARKS = {
  email: { label: 'E-mail', Icon: EmailOutlinedIcon },
  whatsapp: { label: 'WhatsApp', Icon: WhatsAppIcon },
  sms: { label: 'SMS', Icon: SmsOutlinedIcon },
} as const;

/** How the message came or went, in words beside its icon. */
function ChannelMark({ channel }: { channel: ConversationMessage['channel'] }) {
  const { label, Icon } = CHANNEL_MARKS[channel ?? 'email'];
  return <Chip size="small" variant="outlined" icon={<Icon aria-hidden />} label={label} />;
}

/** Where a WhatsApp message or SMS to the candidate has got to; a failure says why. */
function DeliveryMark({ delivery }: { delivery: MessageDelivery }) {
  const failed = delivery.status === 'failed';
  return (
    <Chip
      size="small"
      color={failed ? 'error' : delivery.status === 'read' ? 'success' : 'default'}
      variant={failed ? 'filled' : 'outlined'}
      label={DELIVERY_LABELS[delivery.status]}
    />
  );
}

/** One message of the thread: its channel, its text, the quoted part behind a toggle, its files. */
function ThreadMessage({ message }: { message: ConversationMessage }) {
  const fromCandidate = message.direction === 'in';
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`${fromCandidate ? 'From the candidate' : `From ${message.from}`}: ${message.subject}`}
      sx={{
        p: 2,
        ml: fromCandidate ? 0 : { xs: 2, sm: 6 },
        mr: fromCandidate ? { xs: 2, sm: 6 } : 0,
        bgcolor: fromCandidate ? 'background.paper' : 'action.hover',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {message.from}
        </Typography>
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          {formatIndiaDateTime(message.at)}
        </Typography>
        <ChannelMark channel={message.channel} />
        {message.delivery ? <DeliveryMark delivery={message.delivery} /> : null}
        {message.unread ? <Chip size="small" color="primary" label="New" /> : null}
      </Stack>
      {message.delivery?.failure ? (
        <Typography variant="body2" sx={{ color: 'error.main', mb: 1 }}>
          Not delivered: {message.delivery.failure}
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {message.subject}
      </Typography>
      <MailText mail={message} />
    </Paper>
  );
}

type Channel = 'email' | 'whatsapp';

/**
 * The answer to the candidate, sent from the application's page by e-mail or, when the server
 * says free text may go now, on WhatsApp; otherwise it says plainly why WhatsApp is not offered.
 */
function ReplyForm({ applicationId }: { applicationId: number }) {
  const { control, handleSubmit, reset, setError } = useSchemaForm<
    ConversationReplyInput,
    ConversationReplyInput
  >(conversationReplySchema, { text: '' });
  const { data: whatsapp } = useGetWhatsappReplyStateQuery(applicationId);
  const [reply, { isLoading: mailing }] = useReplyToCandidateMutation();
  const [sendWhatsapp, { isLoading: messaging }] = useSendWhatsappMutation();
  const isLoading = mailing || messaging;
  const [chosen, setChosen] = useState<Channel>('email');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  // The window may close while the page is open: the choice falls back to e-mail.
  const channel: Channel = chosen === 'whatsapp' && whatsapp?.available ? 'whatsapp' : 'email';
  const whyNotId = `whatsapp-unavailable-${applicationId}`;

  const send = handleSubmit(async ({ text }) => {
    setOutcome(null);
    try {
      const answer = await (channel === 'whatsapp' ? sendWhatsapp : reply)({
        applicationId,
        text,
      }).unwrap();
      reset({ text: '' });
      setOutcome({ ok: true, text: answer.message ?? 'Reply sent' });
    } catch (failure) {
      const error = failure as ApiError;
      applyServerErrors(setError, apiFieldErrors(error), ['text']);
      setOutcome({ ok: false, text: apiErrorMessage(error, REPLY_FAILED) });
    }
  });

  return (
    <Stack
      component="form"
      aria-label="Reply to the candidate"
      noValidate
      spacing={1.5}
      aria-busy={isLoading}
      onSubmit={(event) => {
        event.preventDefault();
        if (!isLoading) void send(event);
      }}
      sx={{ mt: 2 }}
    >
      {outcome ? (
        <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      ) : null}
      <FormControl>
        <FormLabel id={`reply-channel-${applicationId}`}>Answer by</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`reply-channel-${applicationId}`}
          value={channel}
          onChange={(event) => setChosen(event.target.value as Channel)}
        >
          <FormControlLabel value="email" control={<Radio />} label="E-mail" />
          <FormControlLabel
            value="whatsapp"
            control={
              <Radio
                slotProps={{
                  input: whatsapp?.available ? {} : { 'aria-describedby': whyNotId },
                }}
              />
            }
            label="WhatsApp"
            disabled={!whatsapp?.available}
          />
        </RadioGroup>
        {whatsapp && !whatsapp.available && whatsapp.reason ? (
          <Typography id={whyNotId} variant="body2" sx={{ color: 'text.secondary' }}>
            WhatsApp: {whatsapp.reason}
          </Typography>
        ) : null}
      </FormControl>
      <FormTextField
        control={control}
        name="text"
        label="Reply"
        multiline
        minRows={4}
        helperText={
          channel === 'whatsapp' && whatsapp?.windowEndsAt
            ? `Goes to the candidate on WhatsApp as free text, possible until ${formatIndiaDateTime(whatsapp.windowEndsAt)}.`
            : `Goes to the candidate by e-mail, in this thread; at most ${CONVERSATION_REPLY_MAX_LENGTH.toLocaleString('en-IN')} characters.`
        }
      />
      <BusyButton
        type="submit"
        variant="contained"
        busy={isLoading}
        sx={{ alignSelf: 'flex-start' }}
      >
        {channel === 'whatsapp' ? 'Send on WhatsApp' : 'Send reply'}
      </BusyButton>
    </Stack>
  );
}

/**
 * An application's messages with the candidate, read like a mail client's thread: the
 * product's e-mails and WhatsApp templates, the candidate's replies by e-mail (their quoted
 * text and signature folded) and on WhatsApp, and the members' answers, oldest first, each
 * marked with its channel (and a WhatsApp message with its delivery), with a form to answer.
 */
export function ConversationThread({ applicationId }: { applicationId: number }) {
  const { data: messages = [], isLoading, error } = useGetConversationQuery(applicationId);
  const headingId = `conversation-${applicationId}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}
    >
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2 }}>
        Messages with the candidate
      </Typography>
      {error ? (
        <Alert severity="warning">
          {apiErrorMessage(error as ApiError, 'The messages could not be loaded.')}
        </Alert>
      ) : isLoading ? (
        <Typography sx={{ color: 'text.secondary' }}>Loading the messages...</Typography>
      ) : messages.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          No messages with the candidate yet.
        </Typography>
      ) : (
        <BareList sx={{ display: 'grid', gap: 1.5 }}>
          {messages.map((message) => (
            <ThreadMessage key={message.id} message={message} />
          ))}
        </BareList>
      )}
      {error ? null : <ReplyForm applicationId={applicationId} />}
    </Paper>
  );
}
