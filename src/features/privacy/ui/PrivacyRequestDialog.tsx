import { useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import {
  PRIVACY_REQUEST_KIND_LABELS,
  PRIVACY_REQUEST_SOURCE_LABELS,
  PRIVACY_REQUEST_STATUS_LABELS,
} from '@vistaar/shared/config';
import type { PrivacyRequest } from '@vistaar/shared/contract';
import { ConfirmDialog, FormDialog } from '@/shared/ui/dialogs';
import { FormSelect, FormTextField } from '@/shared/ui/form';
import { privacyResponseSchema, type PrivacyResponseInput } from '@vistaar/shared/validation';
import {
  useGetPrivacyRequestQuery,
  useRespondToPrivacyRequestMutation,
} from '../api/privacy-requests-api';
import { formatDay } from '../model/applicant-labels';
import { DescriptionGrid } from '@/shared/ui/description-grid';

const OUTCOMES = [
  { value: 'completed', label: 'Completed: we did what was asked' },
  { value: 'declined', label: 'Declined: we could not, and say why' },
] as const;

function Facts({ request }: { request: PrivacyRequest }) {
  const facts: [string, string][] = [
    ['Kind', PRIVACY_REQUEST_KIND_LABELS[request.kind]],
    ['Status', PRIVACY_REQUEST_STATUS_LABELS[request.status]],
    [
      'From',
      `${request.requesterName}${request.requesterEmail ? ` <${request.requesterEmail}>` : ''}`,
    ],
    ['Came from', PRIVACY_REQUEST_SOURCE_LABELS[request.source]],
    ['Application', request.applicationId ? `#${request.applicationId}` : '—'],
    ['Received', formatDay(request.receivedAt)],
    ['Due', `${formatDay(request.dueOn)}${request.overdue ? ' (overdue)' : ''}`],
  ];
  return (
    <DescriptionGrid
      columns={{ xs: '1fr', sm: '130px 1fr' }}
      columnGap={2}
      rowGap={0.5}
      sx={{ '& dt': { color: 'text.secondary' }, '& dd': { m: 0, overflowWrap: 'anywhere' } }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>
            {label === 'Due' && request.overdue ? (
              <Box component="span" sx={{ color: 'error.main', fontWeight: 700 }}>
                {value}
              </Box>
            ) : (
              value
            )}
          </dd>
        </Box>
      ))}
    </DescriptionGrid>
  );
}

/** What completing an erasure request erases, said before it happens. */
function ErasureWarning({ applicationId }: { applicationId: number }) {
  return (
    <>
      Completing this request erases application #{applicationId} now: the applicant&apos;s name,
      e-mail address, phone, date of birth, address, salaries and the rest of what they entered,
      their resume, staff notes, interview feedback and the e-mails sent to them. The application
      stays, without them, for statistics. This cannot be undone.
    </>
  );
}

function ResponseFields({
  request,
  control,
  busy,
}: {
  request: PrivacyRequest;
  control: Control<PrivacyResponseInput>;
  busy: boolean;
}) {
  const status = useWatch({ control, name: 'status' });
  return (
    <>
      <FormSelect
        control={control}
        name="status"
        label="Outcome"
        options={OUTCOMES}
        fullWidth
        disabled={busy}
      />
      {request.kind === 'erasure' && status === 'completed' ? (
        <Typography variant="body2" color="text.secondary">
          {request.applicationId !== null
            ? `Completing it erases application #${request.applicationId}; you will be asked to confirm.`
            : 'No application is linked to this request: completing it erases nothing here.'}
        </Typography>
      ) : null}
      <FormTextField
        control={control}
        name="response"
        label="Response to the requester"
        helperText={
          request.requesterEmail
            ? `E-mailed to ${request.requesterEmail}; the request then closes.`
            : 'No e-mail address is held any more (the data was erased); the response is kept with the request.'
        }
        multiline
        minRows={4}
        fullWidth
        required
        disabled={busy}
      />
    </>
  );
}

/**
 * One request: what was asked, by when, and (while open) the response that closes it. A
 * completed erasure answer is confirmed first, since it erases the application.
 */
export function PrivacyRequestDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { data: request, error, isLoading } = useGetPrivacyRequestQuery(id);
  const [respond, { isLoading: responding }] = useRespondToPrivacyRequestMutation();
  /** A completed erasure answer waiting for its confirmation, and why it was refused. */
  const [erasing, setErasing] = useState<PrivacyResponseInput | null>(null);
  const [erasureFailure, setErasureFailure] = useState<string | null>(null);

  async function confirmErasure() {
    if (!erasing) return;
    setErasureFailure(null);
    try {
      await respond({ id, body: erasing }).unwrap();
      onClose();
    } catch (failure) {
      setErasureFailure(
        apiErrorMessage(failure as ApiError, 'The request could not be completed.'),
      );
    }
  }

  const body = (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {isLoading ? <CircularProgress aria-label="Loading the request" /> : null}
      {error ? (
        <Alert severity="error" role="alert">
          {apiErrorMessage(error as ApiError, 'The request could not be loaded.')}
        </Alert>
      ) : null}
      {request ? (
        <>
          <Facts request={request} />
          <Box>
            <Typography variant="subtitle2">What they asked</Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{request.details || '—'}</Typography>
          </Box>
          {request.response !== null ? (
            <Box>
              <Typography variant="subtitle2">
                Response
                {request.completedAutomatically
                  ? ' (done by the product itself)'
                  : request.respondedBy
                    ? ` by ${request.respondedBy}`
                    : ''}
                {request.respondedAt ? `, ${formatDay(request.respondedAt)}` : ''}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{request.response || '—'}</Typography>
            </Box>
          ) : null}
        </>
      ) : null}
    </Box>
  );
  const answering = request?.status === 'open' ? request : null;
  return (
    <>
      <FormDialog<PrivacyResponseInput>
        open
        title={`Privacy request #${id}`}
        maxWidth="sm"
        formLabel="Respond and close"
        schema={privacyResponseSchema}
        defaultValues={{ status: 'completed', response: '' }}
        fields={['status', 'response']}
        failureMessage="The response could not be sent."
        submitLabel="Send response and close"
        standIn={answering ? null : { content: body, closeLabel: 'Close' }}
        intro={body}
        onClose={onClose}
        onSubmit={async (values) => {
          if (answering?.kind === 'erasure' && answering.applicationId !== null) {
            if (values.status === 'completed') {
              setErasureFailure(null);
              setErasing(values);
              return;
            }
          }
          await respond({ id, body: values }).unwrap();
          onClose();
        }}
      >
        {({ control }, busy) =>
          answering ? <ResponseFields request={answering} control={control} busy={busy} /> : null
        }
      </FormDialog>
      {answering?.applicationId != null ? (
        <ConfirmDialog
          open={erasing !== null}
          title={`Erase application #${answering.applicationId}?`}
          confirmLabel="Erase and send response"
          onConfirm={() => void confirmErasure()}
          onClose={() => setErasing(null)}
          busy={responding}
          error={erasureFailure}
          canConfirm={erasureFailure === null}
          maxWidth="sm"
        >
          <ErasureWarning applicationId={answering.applicationId} />
        </ConfirmDialog>
      ) : null}
    </>
  );
}
