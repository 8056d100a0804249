import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PREBOARDING_STATUS_LABELS } from '@vistaar/shared/config/preboarding';
import type { JoiningRequest, PreboardingDocument } from '@vistaar/shared/contract';
import { formatIndiaDateTime } from '@vistaar/shared/lib/india-time';
import {
  joiningDeclineSchema,
  preboardingAskAgainSchema,
  type PreboardingAskAgainInput,
} from '@vistaar/shared/validation/preboarding-schema';
import { formatApplicationDate } from '@/entities/application';
import { apiBaseUrl, apiErrorMessage, type ApiError } from '@/shared/api';
import { ConfirmDialog, FormDialog } from '@/shared/ui/dialogs';
import { FormTextField } from '@/shared/ui/form';
import {
  useDecideJoiningRequestMutation,
  useGetPreboardingQuery,
  useReviewPreboardingDocumentMutation,
} from '../api/preboarding-api';

const STATUS_COLOR = {
  'to-upload': 'default',
  uploaded: 'info',
  accepted: 'success',
  'asked-again': 'warning',
} as const;

const REQUEST_LABELS: Record<JoiningRequest['status'], string> = {
  confirmed: 'Confirmed by the candidate',
  pending: 'Change asked for',
  approved: 'Change approved',
  declined: 'Change declined',
};

type Asking =
  | { kind: 'ask-again'; doc: PreboardingDocument }
  | { kind: 'decline'; request: JoiningRequest }
  | null;

type Confirming =
  | { kind: 'aadhaar'; doc: PreboardingDocument }
  | { kind: 'approve'; request: JoiningRequest }
  | null;

/**
 * An accepted offer's pre-boarding for HR, admins and the job's recruiter: each document the
 * candidate uploaded (opened through a short-lived link), accepted or asked for again with a
 * reason, and the joining date changes the candidate asked for, approved or declined.
 */
export function PreboardingPanel({ offerId }: { offerId: number }) {
  const { data, error, isLoading } = useGetPreboardingQuery(offerId);
  const [review] = useReviewPreboardingDocumentMutation();
  const [decide, deciding] = useDecideJoiningRequestMutation();
  const [asking, setAsking] = useState<Asking>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [maskChecked, setMaskChecked] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const headingId = `preboarding-${offerId}`;

  // Someone else's job: pre-boarding is not theirs to see.
  if (error && 'status' in error && error.status === 404) return null;

  async function accept(doc: PreboardingDocument, maskedChecked?: boolean) {
    setRefusal(null);
    try {
      await review({ offerId, documentId: doc.id, decision: 'accept', maskedChecked }).unwrap();
      setNotice(`${doc.label} accepted.`);
      setConfirming(null);
    } catch (failure) {
      setRefusal(apiErrorMessage(failure as ApiError, 'That did not work. Please try again.'));
    }
  }

  async function approve(request: JoiningRequest) {
    setRefusal(null);
    try {
      await decide({ offerId, requestId: request.id, decision: 'approve' }).unwrap();
      setNotice('Joining date changed; the candidate has been told.');
      setConfirming(null);
    } catch (failure) {
      setRefusal(apiErrorMessage(failure as ApiError, 'That did not work. Please try again.'));
    }
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} component="h4" sx={{ fontWeight: 600, mb: 1 }}>
        Pre-boarding
      </Typography>
      {notice ? (
        <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 1.5 }}>
          {notice}
        </Alert>
      ) : null}
      {refusal && !confirming ? (
        <Alert severity="error" onClose={() => setRefusal(null)} sx={{ mb: 1.5 }}>
          {refusal}
        </Alert>
      ) : null}
      {isLoading ? <Typography>Loading pre-boarding…</Typography> : null}
      {error ? (
        <Alert severity="warning">
          {apiErrorMessage(error as ApiError, 'Pre-boarding could not be loaded.')}
        </Alert>
      ) : null}
      {data ? (
        <Stack spacing={1.5}>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.documents.map((doc) => (
              <Box
                component="li"
                key={doc.id}
                aria-label={doc.label}
                sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
              >
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
                >
                  <Typography sx={{ mr: 'auto' }}>
                    {doc.label}
                    {doc.number ? ` (${doc.number})` : ''}
                  </Typography>
                  <Chip
                    size="small"
                    label={PREBOARDING_STATUS_LABELS[doc.status]}
                    color={STATUS_COLOR[doc.status]}
                  />
                </Stack>
                {doc.uploadedAt && doc.fileName ? (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {doc.fileName}, uploaded {formatIndiaDateTime(doc.uploadedAt)}
                    {doc.kind === 'aadhaar' && doc.maskedByCandidate
                      ? '. The candidate says the copy is masked.'
                      : ''}
                  </Typography>
                ) : null}
                {doc.status === 'asked-again' && doc.reason ? (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    Asked again: {doc.reason}
                  </Typography>
                ) : null}
                <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', gap: 1 }}>
                  {doc.fileUrl ? (
                    <Button
                      size="small"
                      component={Link}
                      href={`${apiBaseUrl()}${doc.fileUrl}`}
                      target="_blank"
                      rel="noopener"
                    >
                      Open {doc.label}
                    </Button>
                  ) : null}
                  {doc.status === 'uploaded' ? (
                    <>
                      <Button
                        size="small"
                        variant="contained"
                        onClick={() => {
                          if (doc.kind === 'aadhaar') {
                            setMaskChecked(false);
                            setConfirming({ kind: 'aadhaar', doc });
                          } else void accept(doc);
                        }}
                      >
                        Accept {doc.label}
                      </Button>
                      <Button size="small" onClick={() => setAsking({ kind: 'ask-again', doc })}>
                        Ask again for {doc.label}
                      </Button>
                    </>
                  ) : null}
                </Stack>
              </Box>
            ))}
          </Box>
          <Box>
            <Typography sx={{ fontWeight: 600 }}>
              Joining date: {formatApplicationDate(data.joiningDate)}
            </Typography>
            {data.joiningRequests.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                The candidate has not answered about the joining date yet.
              </Typography>
            ) : (
              <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
                {data.joiningRequests.map((request) => (
                  <li key={request.id}>
                    <Typography variant="body2">
                      {REQUEST_LABELS[request.status]}: {formatApplicationDate(request.date)}
                      {request.reason ? ` (${request.reason})` : ''}
                      {request.decisionReason ? `. ${request.decisionReason}` : ''}
                    </Typography>
                    {request.status === 'pending' ? (
                      <Stack direction="row" spacing={1} sx={{ my: 0.5 }}>
                        <Button
                          size="small"
                          variant="contained"
                          onClick={() => setConfirming({ kind: 'approve', request })}
                        >
                          Approve {formatApplicationDate(request.date)}
                        </Button>
                        <Button
                          size="small"
                          onClick={() => setAsking({ kind: 'decline', request })}
                        >
                          Decline
                        </Button>
                      </Stack>
                    ) : null}
                  </li>
                ))}
              </Box>
            )}
          </Box>
        </Stack>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming?.kind === 'aadhaar' ? 'Accept the masked Aadhaar?' : 'Change the joining date?'
        }
        confirmLabel={confirming?.kind === 'aadhaar' ? 'Accept' : 'Approve the change'}
        color="primary"
        busy={deciding.isLoading}
        error={confirming ? refusal : null}
        onConfirm={() => {
          if (confirming?.kind === 'aadhaar') void accept(confirming.doc, maskChecked);
          else if (confirming?.kind === 'approve') void approve(confirming.request);
        }}
        onClose={() => {
          setConfirming(null);
          setRefusal(null);
        }}
      >
        {confirming?.kind === 'aadhaar' ? (
          <>
            Open the copy first. Accept it only if no more than the last four digits of the Aadhaar
            number show; otherwise ask for it again, and the copy is deleted.
            <FormControlLabel
              sx={{ display: 'flex', mt: 1 }}
              control={
                <Checkbox
                  checked={maskChecked}
                  onChange={(event) => setMaskChecked(event.target.checked)}
                />
              }
              label="Only the last four digits of the Aadhaar show in this copy"
            />
          </>
        ) : confirming?.kind === 'approve' ? (
          `The offer's joining date becomes ${formatApplicationDate(confirming.request.date)}, and the candidate is told by e-mail.`
        ) : null}
      </ConfirmDialog>
      {asking ? (
        <FormDialog<{ reason: string }, PreboardingAskAgainInput>
          open
          title={
            asking.kind === 'ask-again' ? `Ask again for ${asking.doc.label}` : 'Decline the change'
          }
          subtitle={
            asking.kind === 'ask-again'
              ? 'The candidate is e-mailed your reason with their link; the copy is deleted.'
              : `The candidate asked to join on ${formatApplicationDate(asking.request.date)}; they are e-mailed your reason.`
          }
          schema={asking.kind === 'ask-again' ? preboardingAskAgainSchema : joiningDeclineSchema}
          defaultValues={{ reason: '' }}
          fields={['reason']}
          failureMessage="That did not work. Please try again."
          submitLabel={asking.kind === 'ask-again' ? 'Ask again' : 'Decline'}
          onClose={() => setAsking(null)}
          onSubmit={async ({ reason }) => {
            if (asking.kind === 'ask-again') {
              await review({
                offerId,
                documentId: asking.doc.id,
                decision: 'ask-again',
                reason,
              }).unwrap();
              setNotice(`The candidate has been asked to upload ${asking.doc.label} again.`);
            } else {
              await decide({
                offerId,
                requestId: asking.request.id,
                decision: 'decline',
                reason,
              }).unwrap();
              setNotice('Change declined; the candidate has been told.');
            }
            setAsking(null);
          }}
        >
          {({ control }, busy) => (
            <FormTextField
              control={control}
              name="reason"
              label="Reason"
              multiline
              minRows={3}
              fullWidth
              disabled={busy}
              sx={{ mt: 1 }}
            />
          )}
        </FormDialog>
      ) : null}
    </Box>
  );
}
