import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ScheduledEmail } from '@vistaar/shared/contract';
import { formatIndiaDateTime } from '@vistaar/shared/lib/india-time';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { BareList } from '@/shared/ui/bare-list';
import { ConfirmDialog } from '@/shared/ui/dialogs';
import {
  useCancelScheduledEmailMutation,
  useGetScheduledEmailsQuery,
} from '../api/email-templates-api';

const STATUS = {
  scheduled: { label: 'Waiting', color: 'info' },
  sent: { label: 'Sent', color: 'success' },
  cancelled: { label: 'Cancelled', color: 'default' },
} as const;

function whenText(email: ScheduledEmail): string {
  if (email.status === 'sent' && email.sentAt) return `Sent ${formatIndiaDateTime(email.sentAt)}`;
  if (email.status === 'cancelled') {
    const why = email.cancelReason === 'stage-changed' ? ', as the application left its stage' : '';
    return `Was to go ${formatIndiaDateTime(email.sendAt)}; cancelled${why}`;
  }
  return `Goes ${formatIndiaDateTime(email.sendAt)}`;
}

/**
 * An application's e-mails held back to send later (rejections), latest first: waiting ones
 * can be cancelled until they go. None scheduled: nothing shown.
 */
export function ScheduledEmails({ applicationId }: { applicationId: number }) {
  const { data = [], error } = useGetScheduledEmailsQuery(applicationId);
  const [cancel, cancelling] = useCancelScheduledEmailMutation();
  const [confirming, setConfirming] = useState<ScheduledEmail | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const headingId = `scheduled-emails-${applicationId}`;

  if (error) {
    return (
      <Alert severity="warning" sx={{ mt: 3 }}>
        {apiErrorMessage(error as ApiError, 'The scheduled e-mails could not be loaded.')}
      </Alert>
    );
  }
  if (data.length === 0) return null;

  async function confirmCancel() {
    if (!confirming) return;
    setRefusal(null);
    try {
      await cancel({ applicationId, id: confirming.id }).unwrap();
      setConfirming(null);
    } catch (failure) {
      setRefusal(apiErrorMessage(failure as ApiError, 'The e-mail could not be cancelled.'));
    }
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography
        id={headingId}
        variant="h6"
        component="h3"
        sx={{ mb: 1.5, color: 'primary.main' }}
      >
        Scheduled e-mails
      </Typography>
      <BareList sx={{ display: 'grid', gap: 1.5 }}>
        {data.map((email) => (
          <Paper
            component="li"
            variant="outlined"
            key={email.id}
            aria-label={email.subject}
            sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
          >
            <Box sx={{ mr: 'auto', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{email.subject}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {whenText(email)}
              </Typography>
            </Box>
            <Chip
              size="small"
              label={STATUS[email.status].label}
              color={STATUS[email.status].color}
            />
            {email.status === 'scheduled' ? (
              <Button
                size="small"
                color="error"
                onClick={() => {
                  setRefusal(null);
                  setConfirming(email);
                }}
              >
                Cancel
              </Button>
            ) : null}
          </Paper>
        ))}
      </BareList>
      <ConfirmDialog
        open={confirming !== null}
        title="Cancel this e-mail?"
        confirmLabel="Cancel e-mail"
        cancelLabel="Keep it"
        busy={cancelling.isLoading}
        error={refusal}
        onConfirm={() => void confirmCancel()}
        onClose={() => setConfirming(null)}
      >
        {confirming
          ? `"${confirming.subject}" will not be sent (it was to go ${formatIndiaDateTime(confirming.sendAt)}).`
          : ''}
      </ConfirmDialog>
    </Box>
  );
}
