import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import type { ApplicationEvent } from '@vistaar/shared/contract';
import { useWatch } from 'react-hook-form';
import { formatIndiaDateTime } from '@vistaar/shared/lib/india-time';
import {
  FormRadioGroup,
  FormSelect,
  LazyFormDatePicker,
  applyServerErrors,
  useSchemaForm,
} from '@/shared/ui/form';
import { ErrorAlert } from '@/shared/ui/feedback';
import { emailTemplateMessages } from '@vistaar/shared/validation';
import {
  useGetEmailTemplatesQuery,
  usePreviewEmailMutation,
  useScheduleCandidateEmailMutation,
  useSendCandidateEmailMutation,
} from '../api/email-templates-api';
import {
  SEND_LATER_TIMES,
  composedEmailSchema,
  defaultSendLater,
  sendAtOf,
  type ComposedEmail,
} from '../model/send-later';
import { EmailTextFields } from './EmailTextFields';

const WHEN_OPTIONS = [
  { value: 'now', label: 'Send now' },
  { value: 'later', label: 'Send later' },
] as const;

export interface StageEmailComposerProps {
  applicationId: number;
  /** The stage the application was moved to; its template (if any) is proposed. */
  stageId: number;
  /** After the e-mail went out, with its history entry (none when it was scheduled). */
  onSent: (event: ApplicationEvent | undefined) => void;
  /**
   * The e-mail may be held back (a rejection): 'Send later' is offered, at the next working
   * day's 10:00 IST unless the member picks another time.
   */
  canSendLater?: boolean;
  /** When the member chooses not to send it, or the stage proposes none. */
  onSkip: () => void;
  /**
   * The interview scheduler, offered first when the e-mail needs an interview's time and none
   * is scheduled; once it has scheduled one, the e-mail is filled in again with the time.
   */
  renderScheduler?: (props: { onScheduled: () => void; onClose: () => void }) => ReactNode;
}

/** A placeholder only a scheduled interview fills in. */
const needsInterview = (name: string) => name.startsWith('interview.');

/**
 * The e-mail a stage proposes after a move, filled in for this candidate and editable,
 * with Send and Skip. Edited text passes the same checks as a template.
 */
export function StageEmailComposer({
  applicationId,
  stageId,
  onSent,
  onSkip,
  renderScheduler,
  canSendLater = false,
}: StageEmailComposerProps) {
  const templates = useGetEmailTemplatesQuery();
  const template = templates.data?.find((item) => item.stage?.id === stageId && !item.archived);
  const [preview, previewing] = usePreviewEmailMutation();
  const [send, sending] = useSendCandidateEmailMutation();
  const [schedule, scheduling] = useScheduleCandidateEmailMutation();
  const [later] = useState(defaultSendLater);
  const [missing, setMissing] = useState<string[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  // 'offer': schedule first; 'scheduling': the scheduler is open; 'write': the e-mail as it is.
  const [interviewStep, setInterviewStep] = useState<'offer' | 'scheduling' | 'write'>('offer');
  // Each scheduled interview fills the e-mail in again.
  const [round, setRound] = useState(0);
  const { control, handleSubmit, setError, reset, getValues } = useSchemaForm<ComposedEmail>(
    composedEmailSchema,
    { subject: '', body: '', when: 'now', sendDate: later.date, sendTime: later.time },
  );
  const [when, sendDate, sendTime] = useWatch({ control, name: ['when', 'sendDate', 'sendTime'] });
  const sendAt = when === 'later' ? sendAtOf(sendDate, sendTime) : '';
  const templateId = template?.id;

  useEffect(() => {
    if (templateId === undefined) return;
    preview({ applicationId, templateId })
      .unwrap()
      .then((rendered) => {
        reset({ ...getValues(), subject: rendered.subject, body: rendered.text });
        setMissing(rendered.missing);
      })
      .catch(() => undefined);
  }, [applicationId, templateId, preview, reset, getValues, round]);

  const submit = handleSubmit(async ({ subject, body, when: chosen, sendDate: date, sendTime }) => {
    setFormError(null);
    try {
      if (canSendLater && chosen === 'later') {
        await schedule({
          applicationId,
          templateId,
          subject,
          body,
          sendAt: sendAtOf(date, sendTime),
        }).unwrap();
        onSent(undefined);
        return;
      }
      const answer = await send({ applicationId, templateId, subject, body }).unwrap();
      onSent(answer.data);
    } catch (failure) {
      const { sendAt: sendAtError, ...fieldErrors } = apiFieldErrors(failure as ApiError);
      // The server names the moment; the form asks for it as a date and a time.
      if (sendAtError) fieldErrors.sendDate = sendAtError;
      const rest = applyServerErrors(setError, fieldErrors, ['subject', 'body', 'sendDate']);
      if (Object.keys(fieldErrors).length === 0 || Object.keys(rest).length > 0) {
        setFormError(apiErrorMessage(failure as ApiError, 'The e-mail could not be sent.'));
      }
    }
  });

  if (templates.isLoading || previewing.isLoading) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <CircularProgress size={18} aria-hidden />
        <Typography variant="body2">Preparing the e-mail...</Typography>
      </Box>
    );
  }
  if (!template || previewing.isError) {
    return (
      <Stack spacing={2}>
        <Typography>
          {previewing.isError
            ? apiErrorMessage(previewing.error as ApiError, 'The e-mail could not be prepared.')
            : 'This stage proposes no e-mail.'}
        </Typography>
        <Box>
          <Button onClick={onSkip}>Continue without e-mail</Button>
        </Box>
      </Stack>
    );
  }

  if (renderScheduler && interviewStep !== 'write' && missing.some(needsInterview)) {
    return (
      <Stack spacing={2}>
        <Typography>
          No interview is scheduled yet, so this e-mail cannot say when it is. Schedule the
          interview first, and the e-mail is filled in with its time.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'flex-end' }}>
          <Button onClick={onSkip}>Skip</Button>
          <Button onClick={() => setInterviewStep('write')}>Write the e-mail anyway</Button>
          <Button variant="contained" onClick={() => setInterviewStep('scheduling')}>
            Schedule interview
          </Button>
        </Box>
        {interviewStep === 'scheduling'
          ? renderScheduler({
              onScheduled: () => {
                setInterviewStep('offer');
                setRound((value) => value + 1);
              },
              onClose: () => setInterviewStep('offer'),
            })
          : null}
      </Stack>
    );
  }

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={`E-mail the candidate: ${template.name}`}
    >
      <Stack spacing={2}>
        <Typography variant="subtitle1" component="h3">
          {`E-mail the candidate (${template.name})`}
        </Typography>
        <ErrorAlert message={formError} />
        {missing.length > 0 ? (
          <Alert severity="warning">{emailTemplateMessages.missingValue(missing)}</Alert>
        ) : null}
        <EmailTextFields control={control} />
        {canSendLater ? (
          <>
            <FormRadioGroup
              control={control}
              name="when"
              legend="When"
              options={WHEN_OPTIONS}
              row
            />
            {when === 'later' ? (
              <>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <LazyFormDatePicker
                    control={control}
                    name="sendDate"
                    label="Send on"
                    required
                    disablePast
                  />
                  <FormSelect
                    control={control}
                    name="sendTime"
                    label="Time (IST)"
                    options={SEND_LATER_TIMES}
                    required
                    fullWidth
                  />
                </Stack>
                {sendAt ? (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {`It goes ${formatIndiaDateTime(sendAt)}, unless the application leaves this stage or the e-mail is cancelled first.`}
                  </Typography>
                ) : null}
              </>
            ) : null}
          </>
        ) : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'flex-end' }}>
          <Button onClick={onSkip}>Skip</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={sending.isLoading || scheduling.isLoading}
          >
            {canSendLater && when === 'later' ? 'Schedule e-mail' : 'Send e-mail'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
