import { Fragment, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import {
  KnockedOutMarker,
  StageChip,
  type ApplicationDetail,
  daysInStageLabel,
  formatApplicationDate,
} from '@/entities/application';
import { applicationRecordPath, paths } from '@vistaar/shared/config';
import { StaffPage } from '@/shared/ui/staff-page';
import { RecordStandIn } from './RecordStandIn';
import { useGetApplicationQuery } from '../api/applications-api';
import { useGetPipelineStagesQuery, useMoveApplicationMutation } from '../api/pipeline-api';
import { useOpenResume } from '../model/use-open-resume';
import { ApplicationFacts } from './ApplicationFacts';
import { SourceDialog } from './SourceDialog';
import { ApplicationTimeline } from './ApplicationTimeline';
import { StageMoveDialog } from './StageMoveDialog';
import { ColumnGrid } from '@/shared/ui/column-grid';
import { CandidateRecordLink } from './CandidateRecordLink';

/**
 * One application on its own page: who applied for what, where it stands and since when,
 * a 'Move to' control (a rejection asks for its reason) and its history, newest first.
 */
export interface ApplicationRecordProps {
  applicationId: number;
  /**
   * What follows a move (the e-mail the new stage proposes), shown until `done` is called.
   */
  afterMove?: (move: { applicationId: number; stageId: number; done: () => void }) => ReactNode;
  /** More to do with the application in its stage (a hired one's employee record), by Move to. */
  stageActions?: (application: ApplicationDetail) => ReactNode;
  /** More about the application from other features (its interviews), below the record. */
  children?: ReactNode;
}

const BACK = [{ label: 'Back to applications', to: paths.appliedJob }] as const;
/**
 * The sections below the record keep one place in the tree while it loads and once it has,
 * so a dialog opened in one of them before the record arrived stays open.
 */
const CHILDREN_SLOT = 'sections';

export function ApplicationRecord({
  applicationId,
  afterMove,
  stageActions,
  children,
}: ApplicationRecordProps) {
  const { data: application, isLoading, error } = useGetApplicationQuery(applicationId);
  const { data: stages = [] } = useGetPipelineStagesQuery();
  const [moveApplication] = useMoveApplicationMutation();
  const { openResume, resumeError, clearResumeError } = useOpenResume();
  const [moving, setMoving] = useState(false);
  const [moved, setMoved] = useState<string | null>(null);
  const [movedTo, setMovedTo] = useState<number | null>(null);
  const [correctingSource, setCorrectingSource] = useState(false);

  const page = {
    headTitle: 'Application',
    description: 'Staff: one job application, its stage and history.',
    path: applicationRecordPath(applicationId),
    breadcrumbs: BACK,
  };

  if (!application) {
    return (
      <StaffPage {...page} title="Application">
        <RecordStandIn
          isLoading={isLoading}
          error={error}
          loadingText="Loading the application..."
          notFoundText={'This application does not exist, or it has been erased.'}
        />
        <Fragment key={CHILDREN_SLOT}>{children}</Fragment>
      </StaffPage>
    );
  }

  return (
    <StaffPage
      {...page}
      title={application.fullName}
      intro={`${application.jobTitle} - applied on ${formatApplicationDate(application.createdAt)}`}
      maxWidth={1100}
    >
      <Paper
        variant="outlined"
        component="section"
        aria-label="Stage"
        sx={{
          p: 2,
          mb: 3,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
        }}
      >
        <Typography component="span" sx={{ fontWeight: 600 }}>
          Stage
        </Typography>
        <StageChip stage={application.stage} />
        <KnockedOutMarker application={application} />
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary', mr: 'auto' }}>
          {`${daysInStageLabel(application.daysInStage)} in this stage`}
        </Typography>
        <Button
          variant="contained"
          startIcon={<DriveFileMoveOutlined aria-hidden />}
          onClick={() => setMoving(true)}
        >
          Move to
        </Button>
        <Button
          variant="outlined"
          startIcon={<DescriptionOutlined aria-hidden />}
          onClick={() => void openResume(application.id)}
        >
          Open Resume
        </Button>
        <CandidateRecordLink candidateId={application.candidateId} />
        {stageActions?.(application)}
      </Paper>
      {moved ? (
        <Alert severity="success" role="status" onClose={() => setMoved(null)} sx={{ mb: 2 }}>
          {moved}
        </Alert>
      ) : null}
      {resumeError ? (
        <Alert severity="error" onClose={clearResumeError} sx={{ mb: 2 }}>
          {resumeError}
        </Alert>
      ) : null}

      {afterMove && movedTo !== null ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
          {afterMove({
            applicationId: application.id,
            stageId: movedTo,
            done: () => setMovedTo(null),
          })}
        </Paper>
      ) : null}

      <ColumnGrid gap={3} columns={{ xs: '1fr', lg: '3fr 2fr' }} alignItems="start">
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            Details
          </Typography>
          <ApplicationFacts application={application} />
          <Button sx={{ mt: 2 }} onClick={() => setCorrectingSource(true)}>
            Correct source
          </Button>
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <ApplicationTimeline applicationId={application.id} />
        </Paper>
      </ColumnGrid>

      <SourceDialog
        application={application}
        open={correctingSource}
        onClose={(saved) => {
          setCorrectingSource(false);
          if (saved) setMoved(saved);
        }}
      />
      <StageMoveDialog
        open={moving}
        title={`Move ${application.fullName}`}
        description={`Now in ${application.stage.name}.`}
        stages={stages}
        excludeStageId={application.stage.id}
        submitLabel="Move"
        onClose={() => setMoving(false)}
        onSubmit={async (move) => {
          const stage = stages.find((candidate) => candidate.id === move.stageId);
          await moveApplication({ applicationId: application.id, ...move }).unwrap();
          setMoved(`${application.fullName} moved to ${stage?.name ?? 'the new stage'}.`);
          setMovedTo(move.stageId);
        }}
      />
      <Fragment key={CHILDREN_SLOT}>{children}</Fragment>
    </StaffPage>
  );
}
