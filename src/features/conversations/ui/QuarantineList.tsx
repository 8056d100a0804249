import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QuarantinedMail } from '@vistaar/shared/contract';
import { formatIndiaDateTime } from '@vistaar/shared/lib/india-time';
import { quarantineAttachSchema } from '@vistaar/shared/validation';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { BareList } from '@/shared/ui/bare-list';
import { ConfirmDialog, FormDialog } from '@/shared/ui/dialogs';
import { FormTextField } from '@/shared/ui/form';
import {
  useAttachQuarantinedMutation,
  useDeleteQuarantinedMutation,
  useGetMailQuarantineQuery,
} from '../api/conversations-api';
import { MailText } from './MailText';

const REASONS = {
  'unknown-token': 'Unknown or erased reply address',
  sender: 'Not from the candidate’s address',
} as const;

/**
 * Replies no application took, for an admin: read each, put it on the application it
 * belongs to (by its number), or delete it with its files.
 */
export function QuarantineList() {
  const { data = [], isLoading, error } = useGetMailQuarantineQuery();
  const [attach] = useAttachQuarantinedMutation();
  const [remove, removing] = useDeleteQuarantinedMutation();
  const [attaching, setAttaching] = useState<QuarantinedMail | null>(null);
  const [deleting, setDeleting] = useState<QuarantinedMail | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (error) {
    return (
      <Alert severity="warning">
        {apiErrorMessage(error as ApiError, 'The quarantine could not be loaded.')}
      </Alert>
    );
  }
  if (isLoading) return <Typography sx={{ color: 'text.secondary' }}>Loading...</Typography>;

  return (
    <>
      {done ? (
        <Alert severity="success" role="status" onClose={() => setDone(null)} sx={{ mb: 2 }}>
          {done}
        </Alert>
      ) : null}
      {data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No e-mails in the quarantine.</Typography>
      ) : (
        <BareList sx={{ display: 'grid', gap: 1.5 }}>
          {data.map((mail) => (
            <Paper
              component="li"
              variant="outlined"
              key={mail.id}
              aria-label={`${mail.sender}: ${mail.subject}`}
              sx={{ p: 2 }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {mail.sender || 'No sender'}
                </Typography>
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {`to ${mail.recipient}, ${formatIndiaDateTime(mail.receivedAt)}`}
                </Typography>
                <Chip size="small" color="warning" label={REASONS[mail.reason]} />
              </Stack>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                {mail.subject}
              </Typography>
              <MailText mail={mail} />
              <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
                <Button variant="outlined" onClick={() => setAttaching(mail)}>
                  Attach to an application
                </Button>
                <Button color="error" onClick={() => setDeleting(mail)}>
                  Delete
                </Button>
              </Stack>
            </Paper>
          ))}
        </BareList>
      )}
      <FormDialog<{ applicationId: string }, { applicationId: number }>
        open={attaching !== null}
        title="Attach to an application"
        subtitle={attaching?.subject}
        schema={quarantineAttachSchema}
        defaultValues={{ applicationId: '' }}
        fields={['applicationId']}
        failureMessage="The e-mail could not be attached."
        submitLabel="Attach"
        onClose={() => setAttaching(null)}
        onSubmit={async ({ applicationId }) => {
          if (!attaching) return;
          await attach({ id: attaching.id, applicationId }).unwrap();
          setAttaching(null);
          setDone(`The e-mail was added to application ${applicationId}.`);
        }}
      >
        {({ control }) => (
          <FormTextField
            control={control}
            name="applicationId"
            label="Application number"
            inputMode="numeric"
            helperText="The number at the end of the application page's address."
            fullWidth
          />
        )}
      </FormDialog>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this e-mail?"
        confirmLabel="Delete"
        color="error"
        busy={removing.isLoading}
        error={refusal}
        onClose={() => {
          setDeleting(null);
          setRefusal(null);
        }}
        onConfirm={() => {
          if (!deleting) return;
          setRefusal(null);
          remove(deleting.id)
            .unwrap()
            .then(() => {
              setDeleting(null);
              setDone('The e-mail was deleted.');
            })
            .catch((failure: unknown) =>
              setRefusal(apiErrorMessage(failure as ApiError, 'The e-mail could not be deleted.')),
            );
        }}
      >
        {`The e-mail from ${deleting?.sender ?? ''} and its files are deleted for good.`}
      </ConfirmDialog>
    </>
  );
}
