import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import type { EmailTemplate, PipelineStage } from '@vistaar/shared/contract';
import {
  renderEmailTemplate,
  sampleTemplateValues,
  unknownPlaceholders,
} from '@vistaar/shared/lib/email-template';
import { FormTextField, applyServerErrors, useSchemaForm } from '@/shared/ui/form';
import {
  emailTemplateSchema,
  unknownPlaceholderMessage,
  type EmailTemplateInput,
} from '@vistaar/shared/validation';
import {
  useCreateEmailTemplateMutation,
  useSendTestEmailMutation,
  useSetEmailTemplateStageMutation,
  useUpdateEmailTemplateMutation,
} from '../api/email-templates-api';
import { usePlaceholderInsertion } from '../model/use-placeholder-insertion';
import { EmailPreview } from './EmailPreview';
import { PlaceholderChips } from './PlaceholderChips';

const samples = sampleTemplateValues();
const NO_STAGE = '';

/** Writes or edits one template: placeholders at the caret, a live preview, its stage and a test send. */
export function TemplateEditor({
  template,
  stages,
  onSaved,
}: {
  /** Null for a new template. */
  template: EmailTemplate | null;
  /** The stages in use, for 'Proposed when moving to'. */
  stages: readonly PipelineStage[];
  onSaved: (id: number) => void;
}) {
  const { control, handleSubmit, setError, getValues, setValue } =
    useSchemaForm<EmailTemplateInput>(emailTemplateSchema, {
      name: template?.name ?? '',
      subject: template?.subject ?? '',
      body: template?.body ?? '',
    });
  const [subject, body] = useWatch({ control, name: ['subject', 'body'] });
  const [create, creating] = useCreateEmailTemplateMutation();
  const [update, updating] = useUpdateEmailTemplateMutation();
  const [setStage, settingStage] = useSetEmailTemplateStageMutation();
  const [sendTest, sendingTest] = useSendTestEmailMutation();
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(
    null,
  );
  const { caretProps, insert } = usePlaceholderInsertion(
    (field) => getValues(field) ?? '',
    (field, value) => setValue(field, value, { shouldDirty: true }),
  );

  const preview = renderEmailTemplate({ subject, body }, samples);
  const unknown = unknownPlaceholders(`${subject}\n${body}`);

  const save = handleSubmit(async (input) => {
    setNotice(null);
    try {
      const answer = template
        ? await update({ id: template.id, ...input }).unwrap()
        : await create(input).unwrap();
      setNotice({ severity: 'success', text: answer.message ?? 'Template saved' });
      if (answer.data) onSaved(answer.data.id);
    } catch (failure) {
      const fieldErrors = apiFieldErrors(failure as ApiError);
      const rest = applyServerErrors(setError, fieldErrors, ['name', 'subject', 'body']);
      if (Object.keys(fieldErrors).length === 0 || Object.keys(rest).length > 0) {
        setNotice({
          severity: 'error',
          text: apiErrorMessage(failure as ApiError, 'The template could not be saved.'),
        });
      }
    }
  });

  async function chooseStage(value: string) {
    if (!template) return;
    setNotice(null);
    try {
      const answer = await setStage({
        id: template.id,
        stageId: value === NO_STAGE ? null : Number(value),
      }).unwrap();
      setNotice({ severity: 'success', text: answer.message ?? 'Stage saved' });
    } catch (failure) {
      setNotice({
        severity: 'error',
        text: apiErrorMessage(failure as ApiError, 'The stage could not be changed.'),
      });
    }
  }

  async function test() {
    if (!template) return;
    setNotice(null);
    try {
      const answer = await sendTest(template.id).unwrap();
      setNotice({ severity: 'success', text: answer.message ?? 'Test e-mail sent' });
    } catch (failure) {
      setNotice({
        severity: 'error',
        text: apiErrorMessage(failure as ApiError, 'The test e-mail could not be sent.'),
      });
    }
  }

  return (
    <Box
      component="form"
      onSubmit={save}
      noValidate
      aria-label={template ? `Edit ${template.name}` : 'New template'}
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' },
        minWidth: 0,
      }}
    >
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        {notice ? (
          <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </Alert>
        ) : null}
        <FormTextField control={control} name="name" label="Template name" required fullWidth />
        <FormTextField
          control={control}
          name="subject"
          label="Subject"
          required
          fullWidth
          {...caretProps('subject')}
        />
        <FormTextField
          control={control}
          name="body"
          label="E-mail text"
          required
          fullWidth
          multiline
          minRows={10}
          helperText="Plain text. Leave a blank line between paragraphs."
          {...caretProps('body')}
        />
        <PlaceholderChips onInsert={insert} />
        {unknown.length > 0 ? (
          <Alert severity="warning">{unknownPlaceholderMessage(unknown)}</Alert>
        ) : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button
            type="submit"
            variant="contained"
            disabled={creating.isLoading || updating.isLoading}
          >
            {template ? 'Save template' : 'Add template'}
          </Button>
          {template ? (
            <Button variant="outlined" onClick={() => void test()} disabled={sendingTest.isLoading}>
              Send test
            </Button>
          ) : null}
        </Box>
        {template ? (
          <TextField
            select
            label="Proposed when moving to"
            value={template.stage ? String(template.stage.id) : NO_STAGE}
            onChange={(event) => void chooseStage(event.target.value)}
            disabled={settingStage.isLoading}
            // 'No stage' is a choice of its own, shown as such rather than as an empty field.
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            helperText="Moving an application to this stage offers this e-mail. A stage offers one template at most."
            fullWidth
          >
            <MenuItem value={NO_STAGE}>No stage</MenuItem>
            {stages.map((stage) => (
              <MenuItem key={stage.id} value={String(stage.id)}>
                {stage.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        {template ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Send test e-mails the saved template, filled in with sample values, to your own address.
          </Typography>
        ) : null}
      </Stack>
      <Box sx={{ minWidth: 0 }}>
        <EmailPreview
          title="Preview with sample values"
          subject={preview.subject}
          text={preview.text}
        />
      </Box>
    </Box>
  );
}
