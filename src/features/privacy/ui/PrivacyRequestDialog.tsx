import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import {
  PRIVACY_REQUEST_KIND_LABELS,
  PRIVACY_REQUEST_SOURCE_LABELS,
  PRIVACY_REQUEST_STATUS_LABELS,
} from '@vistaar/shared/config';
import type { PrivacyRequest } from '@vistaar/shared/contract';
import { ConfirmDialog } from '@/shared/ui/dialogs';
import { FormSelect, FormTextField, applyServerErrors, useSchemaForm } from '@/shared/ui/form';
import { privacyResponseSchema, type PrivacyResponseInput } from '@vistaar/shared/validation';
import {
  useGetPrivacyRequestQuery,
  useRespondToPrivacyRequestMutation,
} from '../api/privacy-requests-api';
import { formatDay } from '../model/applicant-labels';

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
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '130px 1fr' },
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
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
    </Box>
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

/** The whole dialog is this form while the request is open: one scrolling body, actions below. */
function ResponseForm({
  request,
  onClose,
  children,
}: {
  request: PrivacyRequest;
  onClose: () => void;
  children: ReactNode;
}) {
  const [respond, { isLoading }] = useRespondToPrivacyRequestMutation();
  const [failure, setFailure] = useState<string | null>(null);
  /** A completed erasure answer waiting for its confirmation, and why it was refused. */
  const [erasing, setErasing] = useState<PrivacyResponseInput | null>(null);
  const [erasureFailure, setErasureFailure] = useState<string | null>(null);
  const form = useSchemaForm<PrivacyResponseInput>(privacyResponseSchema, {
    status: 'completed',
    response: '',
  });
  const erases = request.kind === 'erasure' && request.applicationId !== null;
  const status = form.watch('status');

  async function confirmErasure() {
    if (!erasing) return;
    setErasureFailure(null);
    try {
      await respond({ id: request.id, body: erasing }).unwrap();
      onClose();
    } catch (error) {
      setErasureFailure(apiErrorMessage(error as ApiError, 'The request could not be completed.'));
    }
  }

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    if (erases && values.status === 'completed') {
      setErasureFailure(null);
      setErasing(values);
      return;
    }
    try {
      await respond({ id: request.id, body: values }).unwrap();
      onClose();
    } catch (error) {
      const rest = applyServerErrors(form.setError, apiFieldErrors(error as ApiError), [
        'status',
        'response',
      ]);
      if (!Object.keys(apiFieldErrors(error as ApiError)).length || Object.keys(rest).length) {
        setFailure(apiErrorMessage(error as ApiError, 'The response could not be sent.'));
      }
    }
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Respond and close"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {children}
        {failure ? (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        ) : null}
        <FormSelect
          control={form.control}
          name="status"
          label="Outcome"
          options={OUTCOMES}
          fullWidth
          disabled={isLoading}
        />
        {request.kind === 'erasure' && status === 'completed' ? (
          <Typography variant="body2" color="text.secondary">
            {request.applicationId !== null
              ? `Completing it erases application #${request.applicationId}; you will be asked to confirm.`
              : 'No application is linked to this request: completing it erases nothing here.'}
          </Typography>
        ) : null}
        <FormTextField
          control={form.control}
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
          disabled={isLoading}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={isLoading}>
          Send response and close
        </Button>
      </DialogActions>
      {request.applicationId !== null ? (
        <ConfirmDialog
          open={erasing !== null}
          title={`Erase application #${request.applicationId}?`}
          confirmLabel="Erase and send response"
          onConfirm={() => void confirmErasure()}
          onClose={() => setErasing(null)}
          busy={isLoading}
          error={erasureFailure}
          canConfirm={erasureFailure === null}
          maxWidth="sm"
        >
          <ErasureWarning applicationId={request.applicationId} />
        </ConfirmDialog>
      ) : null}
    </Box>
  );
}

/** One request: what was asked, by when, and (while open) the response that closes it. */
export function PrivacyRequestDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { data: request, error, isLoading } = useGetPrivacyRequestQuery(id);
  const body = (
    <>
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
    </>
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle>Privacy request #{id}</DialogTitle>
      {request?.status === 'open' ? (
        <ResponseForm request={request} onClose={onClose}>
          {body}
        </ResponseForm>
      ) : (
        <>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>{body}</DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
