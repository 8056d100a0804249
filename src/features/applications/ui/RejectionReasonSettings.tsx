import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import type { RejectionReason } from '@vistaar/shared/contract';
import { visuallyHidden } from '@/shared/lib/a11y';
import { rejectionReasonLabelSchema, type RejectionReasonInput } from '@vistaar/shared/validation';
import { FormTextField, applyServerErrors, useSchemaForm } from '@/shared/ui/form';
import {
  useAddRejectionReasonMutation,
  useArchiveRejectionReasonMutation,
  useGetRejectionReasonsQuery,
  useRenameRejectionReasonMutation,
} from '../api/pipeline-api';
import { NameDialog } from './NameDialog';

type Notice = { severity: 'success' | 'error'; text: string };

/**
 * The reasons a rejection may give: add, reword and archive. Past rejections keep the
 * reason they gave; the server keeps at least one, as a rejection always gives one.
 */
export function RejectionReasonSettings() {
  const { data: reasons = [], isLoading, error } = useGetRejectionReasonsQuery();
  const [rename] = useRenameRejectionReasonMutation();
  const [archive, archiving] = useArchiveRejectionReasonMutation();
  const [renaming, setRenaming] = useState<RejectionReason | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function archiveReason(reason: RejectionReason) {
    setNotice(null);
    try {
      const answer = await archive(reason.id).unwrap();
      setNotice({
        severity: 'success',
        text: `${answer.message ?? 'Reason archived'}: ${reason.label}`,
      });
    } catch (failure) {
      setNotice({
        severity: 'error',
        text: `${reason.label}: ${apiErrorMessage(failure as ApiError, 'The reason could not be archived.')}`,
      });
    }
  }

  return (
    <Stack spacing={2} component="section" aria-labelledby="reasons-heading">
      <Box>
        <Typography id="reasons-heading" component="h2" variant="h5">
          Rejection reasons
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          A rejection gives one of these reasons. Rewording one changes how past rejections read; an
          archived reason stays on the rejections that gave it.
        </Typography>
      </Box>
      <Box aria-live="polite">
        {notice ? (
          <Alert
            severity={notice.severity}
            role={notice.severity === 'error' ? 'alert' : 'status'}
            onClose={() => setNotice(null)}
          >
            {notice.text}
          </Alert>
        ) : null}
      </Box>
      {isLoading ? <Typography role="status">Loading the reasons...</Typography> : null}
      {error && reasons.length === 0 ? (
        <Alert severity="error">{apiErrorMessage(error as ApiError, 'Network Error.')}</Alert>
      ) : null}
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {reasons.map((reason) => (
          <Paper
            key={reason.id}
            component="li"
            variant="outlined"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              flexWrap: 'wrap',
              justifyContent: 'space-between',
              px: 1.5,
              py: 1,
            }}
          >
            <Typography sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{reason.label}</Typography>
            <Stack direction="row">
              <Button size="small" onClick={() => setRenaming(reason)}>
                Rename
                <Box component="span" sx={visuallyHidden}>{` ${reason.label}`}</Box>
              </Button>
              <Button
                size="small"
                color="error"
                disabled={archiving.isLoading}
                onClick={() => void archiveReason(reason)}
              >
                Archive
                <Box component="span" sx={visuallyHidden}>{` ${reason.label}`}</Box>
              </Button>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <AddReasonForm onAdded={(text) => setNotice({ severity: 'success', text })} />
      {renaming ? (
        <NameDialog
          title="Reword the reason"
          field="label"
          fieldLabel="Reason"
          initial={renaming.label}
          schema={rejectionReasonLabelSchema}
          submitLabel="Save"
          onClose={() => setRenaming(null)}
          onSave={async (label) => {
            const answer = await rename({ id: renaming.id, label }).unwrap();
            setNotice({ severity: 'success', text: answer.message ?? 'Reason saved' });
          }}
        />
      ) : null}
    </Stack>
  );
}

function AddReasonForm({ onAdded }: { onAdded: (message: string) => void }) {
  const [add] = useAddRejectionReasonMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useSchemaForm<
    RejectionReasonInput,
    RejectionReasonInput
  >(rejectionReasonLabelSchema, { label: '' });

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      const answer = await add(input).unwrap();
      reset({ label: '' });
      onAdded(`${answer.message ?? 'Reason added'}: ${input.label}`);
    } catch (error) {
      const fieldErrors = apiFieldErrors(error as ApiError);
      const rest = applyServerErrors(setError, fieldErrors, ['label']);
      if (Object.keys(fieldErrors).length === 0 || Object.keys(rest).length > 0) {
        setFailure(apiErrorMessage(error as ApiError, 'The reason could not be added.'));
      }
    }
  });

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Add a rejection reason">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormTextField
          control={control}
          name="label"
          label="New reason"
          size="small"
          sx={{ flexGrow: 1, maxWidth: { sm: 360 } }}
          fullWidth
        />
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          Add reason
        </Button>
      </Stack>
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      ) : null}
    </Box>
  );
}
