import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConversationMessage } from '@vistaar/shared/contract';
import { formatIndiaDateTime } from '@vistaar/shared/lib/india-time';
import {
  CONVERSATION_REPLY_MAX_LENGTH,
  conversationReplySchema,
  type ConversationReplyInput,
} from '@vistaar/shared/validation';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import { BareList } from '@/shared/ui/bare-list';
import { FormTextField, applyServerErrors, useSchemaForm } from '@/shared/ui/form';
import { MailText } from './MailText';
import { useGetConversationQuery, useReplyToCandidateMutation } from '../api/conversations-api';

const REPLY_FAILED = 'The reply could not be sent. Please try again.';

/** One e-mail of the thread: its text, the quoted part behind a toggle, its files. */
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
        {message.unread ? <Chip size="small" color="primary" label="New" /> : null}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {message.subject}
      </Typography>
      <MailText mail={message} />
    </Paper>
  );
}

/** The answer to the candidate, sent from the application's page. */
function ReplyForm({ applicationId }: { applicationId: number }) {
  const { control, handleSubmit, reset, setError } = useSchemaForm<
    ConversationReplyInput,
    ConversationReplyInput
  >(conversationReplySchema, { text: '' });
  const [reply, { isLoading }] = useReplyToCandidateMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const send = handleSubmit(async ({ text }) => {
    setOutcome(null);
    try {
      const answer = await reply({ applicationId, text }).unwrap();
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
      <FormTextField
        control={control}
        name="text"
        label="Reply"
        multiline
        minRows={4}
        helperText={`Goes to the candidate by e-mail, in this thread; at most ${CONVERSATION_REPLY_MAX_LENGTH.toLocaleString('en-IN')} characters.`}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={isLoading}
        startIcon={isLoading ? <CircularProgress size={18} color="inherit" /> : undefined}
        sx={{ alignSelf: 'flex-start' }}
      >
        Send reply
      </Button>
    </Stack>
  );
}

/**
 * An application's e-mails with the candidate, read like a mail client's thread: the
 * product's e-mails, the candidate's replies (their quoted text and signature folded) and
 * the members' answers, oldest first, with a form to answer.
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
        E-mails with the candidate
      </Typography>
      {error ? (
        <Alert severity="warning">
          {apiErrorMessage(error as ApiError, 'The e-mails could not be loaded.')}
        </Alert>
      ) : isLoading ? (
        <Typography sx={{ color: 'text.secondary' }}>Loading the e-mails...</Typography>
      ) : messages.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No e-mails with the candidate yet.</Typography>
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
