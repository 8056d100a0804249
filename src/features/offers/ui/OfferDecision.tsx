import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCtc } from '@vistaar/shared/lib/ctc';
import {
  offerApproveSchema,
  offerRejectSchema,
  type OfferApproveInput,
} from '@vistaar/shared/validation/offer-schema';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { FormDialog } from '@/shared/ui/dialogs';
import { FormTextField } from '@/shared/ui/form';
import { useGetOfferQuery, useOfferActionMutation } from '../api/offers-api';
import { statusLabel } from '../lib/offer-labels';
import { useOpenOfferPdf } from '../lib/use-open-offer-pdf';
import { OfferDetails } from './OfferDetails';

/** One offer as its approver opens it (from the e-mail's link): read the letter, then decide. */
export function OfferDecision({ offerId }: { offerId: number }) {
  const { data: offer, error, isLoading } = useGetOfferQuery(offerId);
  const [act] = useOfferActionMutation();
  const { openPdf, pdfError } = useOpenOfferPdf();
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (isLoading) return <Typography>Loading the offer…</Typography>;
  if (error || !offer) {
    return (
      <Alert severity="error">
        {apiErrorMessage(
          error as ApiError,
          'This offer does not exist, or it is not yours to see.',
        )}
      </Alert>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {offer.candidateName}: {offer.jobTitle}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {formatCtc(offer.ctc)}. {statusLabel(offer.status)}.
      </Typography>
      {notice ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      ) : null}
      {pdfError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {pdfError}
        </Alert>
      ) : null}
      {!offer.awaitingMe && !notice ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          This offer is not waiting for your approval now.
        </Alert>
      ) : null}
      <OfferDetails offer={offer} />
      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => void openPdf(offer.id)}>Read the letter (PDF)</Button>
        {offer.awaitingMe ? (
          <>
            <Button variant="contained" onClick={() => setDeciding('approve')}>
              Approve
            </Button>
            <Button variant="outlined" color="error" onClick={() => setDeciding('reject')}>
              Send back
            </Button>
          </>
        ) : null}
      </Stack>
      {deciding ? (
        <FormDialog<{ comment: string }, OfferApproveInput>
          open
          title={deciding === 'approve' ? 'Approve the offer' : 'Send the offer back to draft'}
          subtitle={offer.candidateName}
          schema={deciding === 'approve' ? offerApproveSchema : offerRejectSchema}
          defaultValues={{ comment: '' }}
          fields={['comment']}
          failureMessage="Your decision could not be saved. Please try again."
          submitLabel={deciding === 'approve' ? 'Approve' : 'Send back'}
          submitColor={deciding === 'approve' ? 'primary' : 'error'}
          onClose={() => setDeciding(null)}
          onSubmit={async ({ comment }) => {
            await act({ id: offer.id, action: deciding, comment }).unwrap();
            setNotice(
              deciding === 'approve'
                ? 'You approved the offer.'
                : 'You sent the offer back to draft.',
            );
            setDeciding(null);
          }}
        >
          {({ control }, busy) => (
            <FormTextField
              control={control}
              name="comment"
              label={deciding === 'approve' ? 'Comment (optional)' : 'What should change'}
              multiline
              minRows={3}
              fullWidth
              disabled={busy}
              sx={{ mt: 1 }}
            />
          )}
        </FormDialog>
      ) : null}
    </Paper>
  );
}
