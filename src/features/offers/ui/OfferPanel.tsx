import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OfferRecord } from '@vistaar/shared/contract';
import { formatCtc } from '@vistaar/shared/lib/ctc';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { ConfirmDialog } from '@/shared/ui/dialogs';
import { useGetApplicationOffersQuery, useOfferActionMutation } from '../api/offers-api';
import { STATUS_COLOR, statusLabel } from '../lib/offer-labels';
import { useOpenOfferPdf } from '../lib/use-open-offer-pdf';
import { OfferDetails } from './OfferDetails';
import { OfferDraftDialog } from './OfferDraftDialog';
import { PreboardingPanel } from './PreboardingPanel';

const PREPARING = ['draft', 'pending', 'approved'];

type Confirming = { offer: OfferRecord; action: 'submit' | 'send' } | null;

/**
 * An application's offers, newest version first: draft one, preview its letter as the PDF it
 * will be, send it for approval, and once approved send it to the candidate; revise one the
 * candidate holds. Those who only read (hiring managers) see the offers and their history.
 */
export function OfferPanel({
  applicationId,
  jobTitle,
  canDraft,
}: {
  applicationId: number;
  jobTitle: string;
  canDraft: boolean;
}) {
  const { data: offers = [], error, isLoading } = useGetApplicationOffersQuery(applicationId);
  const [act, acting] = useOfferActionMutation();
  const { openPdf, pdfError } = useOpenOfferPdf();
  const [dialog, setDialog] = useState<{
    editing: OfferRecord | null;
    revising: OfferRecord | null;
  } | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const headingId = `offers-${applicationId}`;

  const latest = offers[0];
  const canStart =
    canDraft && (!latest || !(PREPARING.includes(latest.status) || latest.status === 'accepted'));

  async function confirm() {
    if (!confirming) return;
    setRefusal(null);
    try {
      await act({ id: confirming.offer.id, action: confirming.action }).unwrap();
      setNotice(
        confirming.action === 'submit'
          ? 'Offer sent for approval.'
          : 'Offer sent to the candidate.',
      );
      setConfirming(null);
    } catch (failure) {
      setRefusal(apiErrorMessage(failure as ApiError, 'That did not work. Please try again.'));
    }
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography
          id={headingId}
          variant="h6"
          component="h3"
          sx={{ color: 'primary.main', mr: 'auto' }}
        >
          Offer
        </Typography>
        {canStart ? (
          <Button
            variant="outlined"
            onClick={() =>
              setDialog({ editing: null, revising: latest?.status === 'sent' ? latest : null })
            }
          >
            {latest?.status === 'sent' ? 'Revise the offer' : 'Draft an offer'}
          </Button>
        ) : null}
      </Stack>
      {notice ? (
        <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      ) : null}
      {pdfError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {pdfError}
        </Alert>
      ) : null}
      {error ? (
        <Alert severity="warning">
          {apiErrorMessage(error as ApiError, 'The offers could not be loaded.')}
        </Alert>
      ) : null}
      {!isLoading && !error && offers.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No offer yet.</Typography>
      ) : null}
      <Stack spacing={2}>
        {offers.map((offer) => (
          <Paper
            key={offer.id}
            variant="outlined"
            sx={{ p: 2 }}
            aria-label={`Offer version ${offer.version}`}
          >
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}
            >
              <Typography sx={{ fontWeight: 600, mr: 1 }}>
                Version {offer.version}: {formatCtc(offer.ctc)}
              </Typography>
              <Chip
                size="small"
                label={statusLabel(offer.status)}
                color={STATUS_COLOR[offer.status]}
              />
            </Stack>
            {offer.status === 'declined' && offer.declineReason ? (
              <Alert severity="info" sx={{ mb: 1.5 }}>
                The candidate said: {offer.declineReason}
              </Alert>
            ) : null}
            <OfferDetails offer={offer} />
            <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
              <Button size="small" onClick={() => void openPdf(offer.id)}>
                {offer.sentAt ? 'Letter as sent (PDF)' : 'Preview the letter (PDF)'}
              </Button>
              {offer.signedDocument ? (
                <Button size="small" onClick={() => void openPdf(offer.id, true)}>
                  Signed acceptance (PDF)
                </Button>
              ) : null}
              {canDraft && PREPARING.includes(offer.status) ? (
                <Button size="small" onClick={() => setDialog({ editing: offer, revising: null })}>
                  Change
                </Button>
              ) : null}
              {canDraft && offer.status === 'draft' ? (
                <Button
                  size="small"
                  variant="contained"
                  onClick={() => setConfirming({ offer, action: 'submit' })}
                >
                  Send for approval
                </Button>
              ) : null}
              {canDraft && offer.status === 'approved' ? (
                <Button
                  size="small"
                  variant="contained"
                  onClick={() => setConfirming({ offer, action: 'send' })}
                >
                  Send to the candidate
                </Button>
              ) : null}
            </Stack>
            {canDraft && offer.status === 'accepted' ? (
              <PreboardingPanel offerId={offer.id} />
            ) : null}
          </Paper>
        ))}
      </Stack>
      {dialog ? (
        <OfferDraftDialog
          open
          applicationId={applicationId}
          jobTitle={jobTitle}
          editing={dialog.editing}
          revising={dialog.revising}
          onClose={(saved) => {
            setDialog(null);
            if (saved) setNotice(saved);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming?.action === 'submit'
            ? 'Send the offer for approval?'
            : 'Send the offer to the candidate?'
        }
        confirmLabel={confirming?.action === 'submit' ? 'Send for approval' : 'Send offer'}
        color="primary"
        busy={acting.isLoading}
        error={refusal}
        onConfirm={() => void confirm()}
        onClose={() => {
          setConfirming(null);
          setRefusal(null);
        }}
      >
        {confirming?.action === 'submit'
          ? 'Its approvers are asked in order, each by e-mail when their turn comes.'
          : 'The candidate gets the letter by e-mail with a private link to accept or decline it.'}
      </ConfirmDialog>
    </Box>
  );
}
