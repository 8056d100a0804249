import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {
  CHANNEL_NAMES,
  MESSAGING_CHANNELS,
  MESSAGING_CONSENT_SOURCE_LABELS,
} from '@vistaar/shared/config/messaging';
import type { ChannelConsentEntry, MessagingConsent } from '@vistaar/shared/contract';
import {
  CONSENT_NOTE_MAX_LENGTH,
  channelConsentSchema,
  type ChannelConsentInput,
} from '@vistaar/shared/validation';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { FormDialog, successStandIn } from '@/shared/ui/dialogs';
import { FormRadioGroup, FormTextField } from '@/shared/ui/form';
import {
  useGetMessagingConsentQuery,
  useRecordMessagingConsentMutation,
} from '../api/messaging-consent-api';
import { DescriptionGrid } from '@/shared/ui/description-grid';

type Status = ChannelConsentInput['status'];

interface ConsentValues {
  channel: string;
  status: Status;
  note: string;
}

const CHANNEL_OPTIONS = MESSAGING_CHANNELS.map((value) => ({ value, label: CHANNEL_NAMES[value] }));
const when = (timestamp: string) => dayjs(timestamp).format('D MMM YYYY, h:mm A');

const DIALOGS: Record<Status, { title: string; submit: string; intro: string; done: string }> = {
  opted_in: {
    title: 'Record verbal consent',
    submit: 'Record consent',
    intro:
      'Only when the candidate said yes to messages on this channel, for the number below. Write what they said and when: it is the only record of it.',
    done: 'Consent recorded',
  },
  opted_out: {
    title: 'Record opt-out',
    submit: 'Record opt-out',
    intro: 'No further messages go on this channel until the candidate opts in again.',
    done: 'Opt-out recorded',
  },
};

/** How an entry came, by whom and when, in one line. */
function howAndWhen(entry: ChannelConsentEntry) {
  const by = entry.recordedBy ? ` by ${entry.recordedBy}` : '';
  return `${MESSAGING_CONSENT_SOURCE_LABELS[entry.source]}${by}, ${when(entry.at)}`;
}

function stateText(consent: MessagingConsent, channel: MessagingConsent['channels'][number]) {
  const { current } = channel;
  if (!current) return 'No consent: nothing is sent on this channel';
  if (current.status === 'opted_out') return 'Opted out';
  if (channel.mayMessage) return `Opted in for ${current.phone}`;
  return consent.phone
    ? `Opted in for ${current.phone ?? 'another number'}, not the current one: nothing is sent`
    : 'Opted in, but the candidate has no number that can be messaged';
}

export interface MessagingConsentSectionProps {
  candidateId: number;
}

/**
 * Staff: a candidate's consent to WhatsApp and SMS messages (e-mail stays the default): each
 * channel's state with how and when it came, the history, and a recruiter's notes of a
 * verbal consent or an opt-out.
 */
export function MessagingConsentSection({ candidateId }: MessagingConsentSectionProps) {
  const { data: consent, error, isLoading } = useGetMessagingConsentQuery(candidateId);
  const [record] = useRecordMessagingConsentMutation();
  const [dialog, setDialog] = useState<Status | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const close = () => {
    setDialog(null);
    setDone(null);
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="messaging-consent-title"
      sx={{ p: 2, mb: 3 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Typography id="messaging-consent-title" variant="h5" component="h2">
          Messaging consent
        </Typography>
        {consent ? (
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={() => setDialog('opted_in')}>
              Record verbal consent
            </Button>
            <Button variant="outlined" color="error" onClick={() => setDialog('opted_out')}>
              Record opt-out
            </Button>
          </Stack>
        ) : null}
      </Stack>
      {isLoading ? <Typography role="status">Loading the messaging consent...</Typography> : null}
      {error ? (
        <Alert severity="error">
          {apiErrorMessage(error as ApiError, 'The messaging consent could not be loaded.')}
        </Alert>
      ) : null}
      {consent ? (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {`E-mail is the default. WhatsApp and SMS messages go only to a number that opted in${consent.phone ? ` (now ${consent.phone})` : '; this candidate has no number that can be messaged'}.`}
          </Typography>
          <DescriptionGrid gap={2} columns={{ xs: '1fr', sm: 'repeat(2, 1fr)' }}>
            {consent.channels.map((channel) => (
              <Box key={channel.channel}>
                <Typography component="dt" sx={{ fontWeight: 600 }}>
                  {CHANNEL_NAMES[channel.channel]}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {stateText(consent, channel)}
                </Typography>
                {channel.current ? (
                  <Typography component="dd" variant="body2" sx={{ m: 0, color: 'text.secondary' }}>
                    {howAndWhen(channel.current)}
                  </Typography>
                ) : null}
              </Box>
            ))}
          </DescriptionGrid>
          <Typography variant="h6" component="h3" sx={{ mt: 2, mb: 1, fontSize: '1rem' }}>
            History
          </Typography>
          {consent.history.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              No opt-in or opt-out recorded yet.
            </Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {consent.history.map((entry) => (
                <Typography component="li" variant="body2" key={entry.id}>
                  {`${CHANNEL_NAMES[entry.channel]}: ${entry.status === 'opted_in' ? 'opted in' : 'opted out'}${entry.phone ? ` (${entry.phone})` : ''} - ${howAndWhen(entry)}`}
                  {entry.note ? (
                    <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-wrap' }}>
                      {`“${entry.note}”`}
                    </Box>
                  ) : null}
                </Typography>
              ))}
            </Box>
          )}
        </>
      ) : null}

      <FormDialog<ConsentValues, ChannelConsentInput>
        open={dialog !== null}
        title={dialog ? DIALOGS[dialog].title : ''}
        subtitle={consent?.phone ?? undefined}
        schema={channelConsentSchema}
        defaultValues={{ channel: '', status: dialog ?? 'opted_in', note: '' }}
        fields={['channel', 'note']}
        failureMessage="The consent could not be recorded."
        submitLabel={dialog ? DIALOGS[dialog].submit : ''}
        busyLabel="Recording..."
        onClose={close}
        standIn={done ? successStandIn(done) : null}
        intro={dialog ? <DialogContentText>{DIALOGS[dialog].intro}</DialogContentText> : null}
        onSubmit={async (values) => {
          await record({ candidateId, ...values }).unwrap();
          setDone(DIALOGS[values.status].done);
        }}
      >
        {({ control }) => (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormRadioGroup
              control={control}
              name="channel"
              legend="Channel"
              options={CHANNEL_OPTIONS}
              row
              required
            />
            <FormTextField
              control={control}
              name="note"
              label={dialog === 'opted_in' ? 'What the candidate said, and when' : 'Note'}
              required={dialog === 'opted_in'}
              multiline
              minRows={3}
              fullWidth
              slotProps={{ htmlInput: { maxLength: CONSENT_NOTE_MAX_LENGTH } }}
            />
          </Stack>
        )}
      </FormDialog>
    </Paper>
  );
}
