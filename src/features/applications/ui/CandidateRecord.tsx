import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import dayjs from 'dayjs';
import type { CandidateApplication } from '@vistaar/shared/contract';
import { StageChip, formatApplicationDate, formatFileSize } from '@/entities/application';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import {
  APPLICATION_SOURCE_LABELS,
  applicationRecordPath,
  candidateRecordPath,
  paths,
} from '@vistaar/shared/config';
import { ConfirmDialog } from '@/shared/ui/dialogs';
import { StaffPage } from '@/shared/ui/staff-page';
import { RecordStandIn } from './RecordStandIn';
import { useEraseCandidateMutation, useGetCandidateQuery } from '../api/candidates-api';
import { eventLabel } from '../lib/event-labels';
import { countOf } from '@/shared/lib/count-of';
import { ColumnGrid } from '@/shared/ui/column-grid';

const BACK = [{ label: 'Back to applications', to: paths.appliedJob }] as const;
const NOT_FOUND = 'This candidate does not exist, or they have been erased.';
const when = (timestamp: string) => dayjs(timestamp).format('D MMM YYYY, h:mm A');

export interface CandidateRecordProps {
  candidateId: number;
  /** Admins and HR may erase the person (the server holds the same rule). */
  canErase: boolean;
  /** Shown above the person's details (likely duplicates, merges that can be undone). */
  notice?: ReactNode;
  /** Shown below the person's details (their messaging consent). */
  details?: ReactNode;
}

/**
 * One person across jobs: their contact details, each application (job, stage, dates, resume
 * and history) and the notes written on any of them, newest first.
 */
export function CandidateRecord({ candidateId, canErase, notice, details }: CandidateRecordProps) {
  const { data: candidate, isLoading, error } = useGetCandidateQuery(candidateId);
  const [erase, { isLoading: erasing }] = useEraseCandidateMutation();
  const [confirming, setConfirming] = useState(false);
  const [eraseError, setEraseError] = useState<string | null>(null);
  const [erased, setErased] = useState<string | null>(null);

  const page = {
    headTitle: 'Candidate',
    description: 'Staff: one candidate and their applications across jobs.',
    path: candidateRecordPath(candidateId),
    breadcrumbs: BACK,
  };

  if (erased) {
    return (
      <StaffPage {...page} title="Candidate">
        <Alert severity="success" role="status">
          {erased}
        </Alert>
      </StaffPage>
    );
  }

  if (!candidate) {
    return (
      <StaffPage {...page} title="Candidate">
        <RecordStandIn
          isLoading={isLoading}
          error={error}
          loadingText="Loading the candidate..."
          notFoundText={NOT_FOUND}
        />
      </StaffPage>
    );
  }

  const fullName = `${candidate.firstName} ${candidate.lastName}`;
  const notes = candidate.applications.flatMap((application) =>
    application.history
      .filter((event) => event.kind === 'note')
      .map((event) => ({ event, jobTitle: application.jobTitle })),
  );
  notes.sort((a, b) => b.event.createdAt.localeCompare(a.event.createdAt));

  const confirmErase = async () => {
    setEraseError(null);
    try {
      const answer = await erase(candidate.id).unwrap();
      setConfirming(false);
      setErased(
        `${fullName} was erased, with ${countOf(answer.data?.erasedApplications ?? 0, 'application')}.`,
      );
    } catch (failure) {
      setEraseError(apiErrorMessage(failure as ApiError, 'The candidate could not be erased.'));
    }
  };

  return (
    <StaffPage
      {...page}
      title={fullName}
      intro={`${countOf(candidate.applications.length, 'application')} - first came through ${APPLICATION_SOURCE_LABELS[candidate.source]}`}
      maxWidth={1100}
    >
      {notice}
      <Paper
        variant="outlined"
        component="section"
        aria-label="Contact details"
        sx={{
          p: 2,
          mb: 3,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        }}
      >
        <Fact label="E-mail" value={candidate.email} />
        <Fact label="Phone" value={candidate.phone || 'Not given'} />
        <Fact
          label="Other suitable roles"
          value={candidate.keepForOtherRoles ? 'Agreed to be kept' : 'Not agreed'}
        />
        {/* Not beside the heading: the heading keeps the keyboard from the loading state on. */}
        {canErase ? (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteForeverOutlined aria-hidden />}
              onClick={() => setConfirming(true)}
            >
              Erase candidate
            </Button>
          </Box>
        ) : null}
      </Paper>
      {details}

      <ColumnGrid
        gap={3}
        columns={{ xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' }}
        alignItems="start"
      >
        <Box component="section" aria-labelledby="candidate-applications-title">
          <Typography id="candidate-applications-title" variant="h5" component="h2" sx={{ mb: 2 }}>
            Applications
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
            {candidate.applications.map((application) => (
              <ApplicationSummary key={application.id} application={application} />
            ))}
          </Box>
        </Box>
        <Box component="section" aria-labelledby="candidate-notes-title">
          <Typography id="candidate-notes-title" variant="h5" component="h2" sx={{ mb: 2 }}>
            Notes
          </Typography>
          {notes.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>
              No notes on any application yet.
            </Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
              {notes.map(({ event, jobTitle }) => (
                <Paper component="li" variant="outlined" key={event.id} sx={{ p: 1.5 }}>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {`${jobTitle} - ${event.staff?.name ?? 'A former colleague'}, ${when(event.createdAt)}`}
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {event.comment}
                  </Typography>
                </Paper>
              ))}
            </Box>
          )}
        </Box>
      </ColumnGrid>

      <ConfirmDialog
        open={confirming}
        title="Erase this candidate?"
        confirmLabel="Erase"
        color="error"
        busy={erasing}
        error={eraseError}
        focusCancel
        onConfirm={() => void confirmErase()}
        onClose={() => {
          setConfirming(false);
          setEraseError(null);
        }}
      >
        {`The personal data of ${fullName} and of every application of theirs (details, resumes, notes, e-mails) will be erased for good. The applications stay, anonymous, for statistics.`}
      </ConfirmDialog>
    </StaffPage>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{value}</Typography>
    </Box>
  );
}

function ApplicationSummary({ application }: { application: CandidateApplication }) {
  const titleId = `candidate-application-${application.id}`;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <Typography id={titleId} variant="h6" component="h3" sx={{ mr: 'auto', minWidth: 0 }}>
          <Link component={RouterLink} to={applicationRecordPath(application.id)}>
            {application.jobTitle}
          </Link>
        </Typography>
        <StageChip stage={application.stage} />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {`Applied on ${formatApplicationDate(application.appliedAt)} - in ${application.stage.name} since ${formatApplicationDate(application.stageEnteredAt)}`}
      </Typography>
      {application.resume ? (
        <Button
          size="small"
          variant="outlined"
          href={application.resume.url}
          target="_blank"
          rel="noopener"
          startIcon={<DescriptionOutlined aria-hidden />}
          sx={{ mb: 1 }}
        >
          {`${application.resume.fileName} (${formatFileSize(application.resume.sizeBytes)})`}
        </Button>
      ) : null}
      {application.history.length > 0 ? (
        <Box
          component="ol"
          aria-label={`History of ${application.jobTitle}, newest first`}
          sx={{ m: 0, pl: 2.5 }}
        >
          {application.history.map((event) => (
            <Typography component="li" variant="body2" key={event.id}>
              {`${eventLabel(event)} - ${when(event.createdAt)}`}
            </Typography>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Nothing has happened yet: the application is where it started.
        </Typography>
      )}
    </Paper>
  );
}
