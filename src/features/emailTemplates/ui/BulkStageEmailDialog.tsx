import { useEffect, useRef, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import type { EmailTemplate, RenderedEmail } from '@vistaar/shared/contract';
import { unknownPlaceholders } from '@vistaar/shared/lib/email-template';
import { FormDialog } from '@/shared/ui/dialogs';
import {
  emailTemplateMessages,
  emailTemplateSchema,
  unknownPlaceholderMessage,
} from '@vistaar/shared/validation';
import {
  useGetEmailTemplatesQuery,
  usePreviewEmailMutation,
  useSendCandidateEmailsMutation,
} from '../api/email-templates-api';
import { EmailPreview } from './EmailPreview';
import { countOf } from '@/shared/lib/count-of';
import { ColumnGrid } from '@/shared/ui/column-grid';
import { EmailTextFields } from './EmailTextFields';

const composedEmailSchema = emailTemplateSchema.pick(['subject', 'body']);
type ComposedEmail = { subject: string; body: string };
/** The preview follows the text this long after the last key. */
const PREVIEW_DELAY_MS = 400;

interface BulkEmailRecipient {
  applicationId: number;
  name: string;
}

export interface BulkStageEmailDialogProps {
  /** The applications just moved together, each candidate to get their own copy. */
  recipients: BulkEmailRecipient[];
  /** The stage they were moved to; its template (if any) is proposed. */
  stageId: number;
  /** Sent (with the server's 'E-mails sent to 3 candidates'), skipped, or nothing to propose. */
  onClose: (message?: string) => void;
}

const candidates = (n: number) => countOf(n, 'candidate');

/** Names the first few recipients, then how many more. */
function recipientList(recipients: BulkEmailRecipient[]): string {
  const shown = recipients.slice(0, 3).map((recipient) => recipient.name);
  const more = recipients.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}

/**
 * After a bulk move or rejection: the new stage's e-mail once for all the candidates moved.
 * The text keeps its placeholders, so an edit applies to everyone and each still gets their
 * own name; a preview shows it filled in for one of them. Skip sends none.
 */
export function BulkStageEmailDialog({ recipients, stageId, onClose }: BulkStageEmailDialogProps) {
  const templates = useGetEmailTemplatesQuery();
  const template = templates.data?.find((item) => item.stage?.id === stageId && !item.archived);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  const nothingToPropose = (templates.isSuccess && !template) || templates.isError;
  useEffect(() => {
    if (nothingToPropose) close.current();
  }, [nothingToPropose]);

  if (!template || recipients.length === 0) return null;
  return <BulkEmailForm template={template} recipients={recipients} onClose={onClose} />;
}

function BulkEmailForm({
  template,
  recipients,
  onClose,
}: {
  template: EmailTemplate;
  recipients: BulkEmailRecipient[];
  onClose: (message?: string) => void;
}) {
  const [send] = useSendCandidateEmailsMutation();
  const count = recipients.length;
  return (
    <FormDialog<ComposedEmail>
      open
      title={`E-mail ${candidates(count)}`}
      formLabel={`E-mail ${candidates(count)}: ${template.name}`}
      maxWidth="md"
      fullScreenOnPhone
      schema={composedEmailSchema}
      defaultValues={{ subject: template.subject, body: template.body }}
      fields={['subject', 'body']}
      failureMessage="The e-mails could not be sent."
      submitLabel={`Send to ${candidates(count)}`}
      cancelLabel="Skip, send none"
      onClose={() => onClose()}
      intro={
        <Box>
          <Typography>
            {`The '${template.name}' e-mail goes to ${candidates(count)}, each with their own name and details filled in.`}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {`Recipients (${count}): ${recipientList(recipients)}`}
          </Typography>
        </Box>
      }
      onSubmit={async (input) => {
        const edited = input.subject !== template.subject || input.body !== template.body;
        const answer = await send({
          ids: recipients.map((recipient) => recipient.applicationId),
          templateId: template.id,
          ...(edited ? input : {}),
        }).unwrap();
        onClose(answer.message);
      }}
    >
      {({ control }) => <BulkEmailFields control={control} recipients={recipients} />}
    </FormDialog>
  );
}

/** The text to edit beside a preview of it filled in for one of the candidates. */
function BulkEmailFields({
  control,
  recipients,
}: {
  control: Control<ComposedEmail>;
  recipients: BulkEmailRecipient[];
}) {
  const [subject, body] = useWatch({ control, name: ['subject', 'body'] });
  const [previewFor, setPreviewFor] = useState(recipients[0].applicationId);
  const [preview, previewing] = usePreviewEmailMutation();
  // The preview names the candidate it was filled in for, which trails the choice a moment.
  const [rendered, setRendered] = useState<(RenderedEmail & { for: number }) | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const unknown = unknownPlaceholders(`${subject}\n${body}`);

  // The server fills the text in, with the values it would send (an interview's time among them).
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      preview({ applicationId: previewFor, subject, body })
        .unwrap()
        .then((answer) => {
          if (!current) return;
          setRendered({ ...answer, for: previewFor });
          setPreviewError(null);
        })
        .catch((failure: unknown) => {
          if (!current) return;
          setRendered(null);
          setPreviewError(
            apiErrorMessage(failure as ApiError, 'The preview could not be prepared.'),
          );
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [preview, previewFor, subject, body]);

  const previewName =
    recipients.find((recipient) => recipient.applicationId === rendered?.for)?.name ?? '';

  return (
    <ColumnGrid gap={2} columns={{ xs: '1fr', md: '1fr 1fr' }} alignItems="start">
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {
            'Edit for this send only: placeholders such as {{candidate.firstName}} are filled in for each candidate.'
          }
        </Typography>
        <EmailTextFields control={control} />
        {unknown.length > 0 ? (
          <Alert severity="warning">{unknownPlaceholderMessage(unknown)}</Alert>
        ) : null}
      </Stack>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        {recipients.length > 1 ? (
          <TextField
            select
            size="small"
            label="Preview for"
            value={String(previewFor)}
            onChange={(event) => setPreviewFor(Number(event.target.value))}
          >
            {recipients.map((recipient) => (
              <MenuItem key={recipient.applicationId} value={String(recipient.applicationId)}>
                {recipient.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        {rendered && rendered.missing.length > 0 ? (
          <Alert severity="warning">
            {emailTemplateMessages.missingValueFor([previewName], rendered.missing)}
          </Alert>
        ) : null}
        {previewError ? (
          <Alert severity="info">{previewError}</Alert>
        ) : rendered ? (
          <Box aria-busy={previewing.isLoading}>
            <EmailPreview
              title={`Preview for ${previewName}`}
              subject={rendered.subject}
              text={rendered.text}
            />
          </Box>
        ) : (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <CircularProgress size={18} aria-hidden />
            <Typography variant="body2">Preparing the preview...</Typography>
          </Box>
        )}
      </Stack>
    </ColumnGrid>
  );
}
