import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { ConfirmDialog } from '@/shared/ui/dialogs';
import { NomineeSection } from '@/entities/nomination';
import {
  PRIVACY_REQUEST_KIND_LABELS,
  PRIVACY_REQUEST_STATUS_LABELS,
  company,
} from '@vistaar/shared/config';
import type { MyApplication } from '@vistaar/shared/contract';
import type { MyApplicationForm, MyApplicationFormPost } from '@vistaar/shared/validation';
import {
  useDownloadMyApplicationMutation,
  useNameMyNomineeMutation,
  useRemoveMyNomineeMutation,
  useRequestErasureMutation,
  useWithdrawMyApplicationMutation,
  type MyApplicationUpdate,
} from '../api/applicant-access-api';
import {
  FIELD_LABELS,
  STATUS_EXPLANATIONS,
  formatBytes,
  formatDay,
  tokenFromAddress,
} from '../model/applicant-labels';
import { CorrectContactDialog, CorrectContactForm } from './CorrectContactDialog';
import { GrievanceForm } from './GrievanceForm';
import { PostButton } from './PostButton';
import { DescriptionGrid } from '@/shared/ui/description-grid';

export interface MyApplicationViewProps {
  application: MyApplication;
  /** The server's answer when one of the page's forms was posted without JavaScript. */
  posted?: MyApplicationFormPost;
}

type Confirming = 'withdraw' | 'erase' | null;

const CONFIRMATIONS = {
  withdraw: { title: 'Withdraw your application?', confirmLabel: 'Withdraw' },
  erase: { title: 'Erase your data?', confirmLabel: 'Send confirmation link' },
};
const confirmationText = (action: 'withdraw' | 'erase', email: string) =>
  action === 'withdraw'
    ? 'Recruiters will see it as withdrawn and will not take it further. This cannot be undone; you can apply again later.'
    : `We will e-mail a confirmation link to ${email}. Your data is erased only when you open that link and confirm.`;

/**
 * A posted form's result for the top of the page, as the form's script would show it: the
 * nominee section shows its own, and a refusal with a message under a field needs no other.
 */
function postedNotice(posted: MyApplicationFormPost | undefined) {
  if (!posted?.outcome || posted.form === 'nominee' || posted.form === 'remove-nominee')
    return null;
  if (posted.outcome.kind === 'error' && Object.keys(posted.fieldErrors).length > 0) return null;
  return posted.outcome;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * The applicant's own view of one application: where it stands, everything we hold, who it
 * went to, and the rights they can use from here (download, correct, withdraw, erase, complain).
 */
export function MyApplicationView({ application: initial, posted }: MyApplicationViewProps) {
  const [application, setApplication] = useState(initial);
  const [notice, setNotice] = useState(postedNotice(posted));
  const [correcting, setCorrecting] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [download, downloading] = useDownloadMyApplicationMutation();
  const [withdraw, withdrawing] = useWithdrawMyApplicationMutation();
  const [requestErasure, requesting] = useRequestErasureMutation();
  const [nameNominee] = useNameMyNomineeMutation();
  const [removeNominee] = useRemoveMyNomineeMutation();
  const { fields } = application;
  const nomineeChanged = (update: MyApplicationUpdate) => {
    setApplication(update.application);
    return update.message;
  };
  const closed = application.status === 'Closed';
  const postedConfirming = posted?.confirming
    ? ({ withdraw: 'withdraw', erasure: 'erase' } as const)[posted.form as 'withdraw' | 'erasure']
    : undefined;
  const postedCorrection =
    posted?.form === 'contact' && posted.outcome?.kind !== 'success' ? posted : undefined;

  const done = (update: MyApplicationUpdate) => {
    setApplication(update.application);
    setNotice({ kind: 'success', text: update.message });
  };
  const failed = (error: ApiError, fallback = 'That did not work. Please try again.') =>
    setNotice({ kind: 'error', text: apiErrorMessage(error, fallback) });

  async function saveData() {
    setNotice(null);
    try {
      const blob = await download(tokenFromAddress()).unwrap();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'my-application.json';
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      failed(error as ApiError, 'Your data could not be downloaded. Please try again.');
    }
  }

  async function confirm() {
    const action = confirming;
    setConfirming(null);
    setNotice(null);
    try {
      const token = tokenFromAddress();
      done(
        action === 'withdraw'
          ? await withdraw(token).unwrap()
          : await requestErasure(token).unwrap(),
      );
    } catch (error) {
      failed(error as ApiError);
    }
  }

  return (
    <Stack spacing={3}>
      {notice ? (
        <Alert severity={notice.kind} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      ) : null}

      <Section title={application.jobTitle}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'center' }, mb: 1.5 }}
        >
          <Typography>Applied on {formatDay(application.appliedAt)}</Typography>
          <Chip
            label={`Status: ${application.status}`}
            color={closed ? 'default' : 'primary'}
            sx={{ alignSelf: 'flex-start', fontWeight: 600 }}
          />
        </Stack>
        <Typography color="text.secondary">
          {application.withdrawn
            ? 'You withdrew this application. Our recruiters see it as withdrawn and will not take it further.'
            : STATUS_EXPLANATIONS[application.status]}
        </Typography>
      </Section>

      <Section title="The data we hold">
        <DescriptionGrid
          columns={{ xs: '1fr', sm: 'minmax(140px, 1fr) 2fr' }}
          columnGap={2}
          rowGap={{ xs: 0.25, sm: 1 }}
          sx={{
            '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
            '& dd': { m: 0, overflowWrap: 'anywhere' },
          }}
        >
          {FIELD_LABELS.map(({ key, label }) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{fields[key] || '—'}</dd>
            </Box>
          ))}
          {fields.screeningAnswers.map(({ question, answer }) => (
            <Box key={question} sx={{ display: 'contents' }}>
              <dt>{question}</dt>
              <dd>{answer || '—'}</dd>
            </Box>
          ))}
          <dt>Resume</dt>
          <dd>
            {application.resume.fileName} ({formatBytes(application.resume.sizeBytes)})
          </dd>
        </DescriptionGrid>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
          <PostButton form="download" onPress={() => void saveData()} stretch>
            <Button type="submit" variant="contained" disabled={downloading.isLoading}>
              Download my data
            </Button>
          </PostButton>
          <PostButton form="contact" onPress={() => setCorrecting(true)} stretch>
            <Button type="submit" variant="outlined">
              Correct my contact details
            </Button>
          </PostButton>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          The download is one JSON file with every field above and your resume inside it.
        </Typography>
        {postedCorrection ? <CorrectContactForm posted={postedCorrection} /> : null}
      </Section>

      <Section title="Who your data was shared with">
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {application.sharedWith.map((entry) => (
            <li key={entry.recipient}>
              <Typography>
                {entry.recipient} ({entry.detail})
              </Typography>
            </li>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          From our access log and e-mail log. We never sell your data or share it outside{' '}
          {company.name}, apart from the e-mail provider that delivers our messages.
        </Typography>
      </Section>

      <Section title="Withdraw or erase">
        <Stack spacing={2}>
          <Box>
            <Typography sx={{ mb: 1 }}>
              Withdrawing stops your application here: recruiters see it as withdrawn. Your data
              stays until you erase it or our retention period ends.
            </Typography>
            <PostButton form="withdraw" onPress={() => setConfirming('withdraw')}>
              <Button type="submit" variant="outlined" disabled={closed || withdrawing.isLoading}>
                Withdraw my application
              </Button>
            </PostButton>
          </Box>
          <Box>
            <Typography sx={{ mb: 1 }}>
              Erasing removes your name, contact details, answers and resume for good. We first
              e-mail you a link to confirm it.
            </Typography>
            {application.erasureRequested ? (
              <Alert severity="info" sx={{ mb: 1 }}>
                We have e-mailed you a confirmation link. Nothing is erased until you open it and
                confirm.
              </Alert>
            ) : null}
            <PostButton form="erasure" onPress={() => setConfirming('erase')}>
              <Button
                type="submit"
                variant="outlined"
                color="error"
                disabled={requesting.isLoading}
              >
                Erase my data
              </Button>
            </PostButton>
          </Box>
          {postedConfirming ? (
            <Alert severity="warning" role="alert">
              <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                {CONFIRMATIONS[postedConfirming].title}
              </Typography>
              <Typography sx={{ mb: 1.5 }}>
                {confirmationText(postedConfirming, fields.email)}
              </Typography>
              <PostButton form={posted?.form as MyApplicationForm} confirmed>
                <Button
                  type="submit"
                  variant="contained"
                  color={postedConfirming === 'erase' ? 'error' : 'primary'}
                >
                  {CONFIRMATIONS[postedConfirming].confirmLabel}
                </Button>
              </PostButton>
            </Alert>
          ) : null}
        </Stack>
      </Section>

      <Section title="Your nominee">
        <NomineeSection
          nominee={application.nominee}
          postsWithoutScript
          posted={
            posted?.form === 'nominee' || posted?.form === 'remove-nominee' ? posted : undefined
          }
          onSave={async (body) =>
            nomineeChanged(await nameNominee({ token: tokenFromAddress(), body }).unwrap())
          }
          onRemove={async () => nomineeChanged(await removeNominee(tokenFromAddress()).unwrap())}
        />
      </Section>

      <Section title="Questions and grievances">
        <Typography sx={{ mb: 2 }}>
          Not happy with how we handled your data? Tell us here and our{' '}
          {company.dataProtectionContact.role} will answer by e-mail, or write to{' '}
          <a href={`mailto:${company.dataProtectionContact.email}`}>
            {company.dataProtectionContact.email}
          </a>
          .
        </Typography>
        <GrievanceForm
          onDone={done}
          onFailure={(error) => failed(error)}
          posted={posted?.form === 'grievance' ? posted : undefined}
        />
        {application.requests.length > 0 ? (
          <Box sx={{ mt: 3 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              Your requests
            </Typography>
            <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {application.requests.map((request) => (
                <li key={request.id}>
                  <Typography>
                    {PRIVACY_REQUEST_KIND_LABELS[request.kind]}, received{' '}
                    {formatDay(request.receivedAt)}: {PRIVACY_REQUEST_STATUS_LABELS[request.status]}
                    {request.status === 'open'
                      ? ` (answer due by ${formatDay(request.dueOn)})`
                      : ''}
                  </Typography>
                  {request.response ? (
                    <Typography variant="body2" color="text.secondary">
                      {request.response}
                    </Typography>
                  ) : null}
                </li>
              ))}
            </Stack>
          </Box>
        ) : null}
      </Section>

      <CorrectContactDialog
        key={correcting ? 'open' : 'closed'}
        open={correcting}
        fields={fields}
        onClose={() => setCorrecting(false)}
        onDone={(update) => {
          setCorrecting(false);
          done(update);
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={CONFIRMATIONS[confirming ?? 'erase'].title}
        confirmLabel={CONFIRMATIONS[confirming ?? 'erase'].confirmLabel}
        color={confirming === 'erase' ? 'error' : 'primary'}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(null)}
      >
        {confirmationText(confirming ?? 'erase', fields.email)}
      </ConfirmDialog>
    </Stack>
  );
}
