import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  DndContext,
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewRounded from '@mui/icons-material/OpenInFullRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import {
  KnockedOutMarker,
  OverdueMarker,
  daysInStageLabel,
  ratingLabels,
  type ApplicationListItem,
} from '@/entities/application';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { applicationRecordPath } from '@vistaar/shared/config';
import { visuallyHidden } from '@/shared/lib/a11y';
import { ConfirmDialog } from '@/shared/ui/dialogs';
import type { PipelineStage } from '@vistaar/shared/contract';
import type { StageMoveInput } from '@vistaar/shared/validation';
import { useGetJobApplicationsQuery, type ApplicationsQuery } from '../api/applications-api';
import { useMoveApplicationMutation } from '../api/pipeline-api';
import { BOARD_LIMIT } from '../model/desk-requests';
import type { DeskJob } from '../model/desk-job';
import { StageMoveDialog } from './StageMoveDialog';

/** The most applications one board shows; the list pages through the rest. */

const cardId = (applicationId: number) => `application-${applicationId}`;
const columnId = (stageId: number) => `stage-${stageId}`;

const SCREEN_READER_INSTRUCTIONS =
  'To pick up a candidate, press Space or Enter. Use the arrow keys to move the candidate ' +
  'to another stage, then press Space or Enter again to drop, or Escape to cancel.';

interface PendingMove {
  application: ApplicationListItem;
  stage: PipelineStage;
}

/** Where a card lands in a column the keyboard moves it to: below the column's heading. */
const COLUMN_HEADING_HEIGHT = 44;

/**
 * The only drop targets are the columns: the one under the pointer wins, however many cards
 * its neighbour holds; without a pointer (the keyboard) or outside every column, the column
 * the card overlaps most.
 */
const columnUnderPointer: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : rectIntersection(args);
};

/**
 * Left and right arrows move a picked-up card one column at a time, in the board's order,
 * skipping only columns that take no cards (archived stages). Up and down do nothing: the
 * order within a column is not kept.
 */
const stageKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { context: { active, collisionRect, droppableRects, droppableContainers, over } },
) => {
  const step =
    event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : undefined;
  if (event.code === KeyboardCode.Up || event.code === KeyboardCode.Down) event.preventDefault();
  if (step === undefined || !active || !collisionRect) return undefined;
  event.preventDefault();
  const columns = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ id: container.id, rect }] : [];
    })
    .sort((a, b) => a.rect.left - b.rect.left);
  const current = columns.findIndex((column) => column.id === over?.id);
  const target =
    current >= 0
      ? columns[current + step]
      : step > 0
        ? columns.find((column) => column.rect.left > collisionRect.left)
        : columns.findLast((column) => column.rect.left < collisionRect.left);
  if (!target) return undefined;
  return {
    x: target.rect.left + Math.max(0, (target.rect.width - collisionRect.width) / 2),
    y: target.rect.top + COLUMN_HEADING_HEIGHT,
  };
};

function CandidateCard({ application }: { application: ApplicationListItem }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: cardId(application.id),
  });
  const rating = ratingLabels(application.rating);
  return (
    <Paper
      ref={setNodeRef}
      component="li"
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        pl: 1.5,
        pr: 0.5,
        py: 0.5,
        opacity: isDragging ? 0.85 : 1,
        boxShadow: isDragging ? 6 : 'none',
        transform: CSS.Translate.toString(transform),
        listStyle: 'none',
        // Holds the rating's spoken text, so a card scrolled out of the board stays inside it.
        position: 'relative',
        // The card being moved passes over the later columns' cards, not under them.
        zIndex: isDragging ? 2 : 'auto',
      }}
    >
      <Box
        {...attributes}
        {...listeners}
        aria-roledescription="Draggable candidate"
        // The page scrolls smoothly; a card picked up mid-scroll is measured where it was,
        // so the keyboard's move would start from the wrong place. Bring it into view at once.
        onFocus={(event) => {
          const handle = event.currentTarget;
          if (typeof handle.scrollIntoView === 'function') {
            handle.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
          }
        }}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          py: 0.5,
          cursor: 'grab',
          touchAction: 'none',
          // Scrolled into view on focus: clear of the staff layout's fixed top bar.
          scrollMarginTop: '80px',
          scrollMarginBottom: '16px',
          borderRadius: 1,
          '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' },
        }}
      >
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {application.fullName}
        </Typography>
        <KnockedOutMarker application={application} />
        <OverdueMarker application={application} />
        <Stack
          direction="row"
          sx={{ columnGap: 1, flexWrap: 'wrap', alignItems: 'center', color: 'text.secondary' }}
        >
          <Typography variant="caption">
            {daysInStageLabel(application.daysInStage)} in stage
          </Typography>
          <Typography
            variant="caption"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.25,
              fontWeight: application.rating ? 600 : 400,
              color: application.rating ? 'text.primary' : 'text.secondary',
            }}
          >
            {application.rating ? <StarRounded aria-hidden sx={{ fontSize: 14 }} /> : null}
            <span aria-hidden>{rating.text}</span>
            <Box component="span" sx={visuallyHidden}>
              {rating.spoken}
            </Box>
          </Typography>
        </Stack>
      </Box>
      <IconButton
        component={RouterLink}
        to={applicationRecordPath(application.id)}
        size="small"
        aria-label={`Open the page of ${application.fullName}`}
      >
        <OpenInNewRounded fontSize="small" />
      </IconButton>
    </Paper>
  );
}

function StageColumn({
  stage,
  applications,
}: {
  stage: PipelineStage;
  applications: ApplicationListItem[];
}) {
  // An archived stage keeps the applications still in it, but takes no more.
  const { setNodeRef, isOver } = useDroppable({
    id: columnId(stage.id),
    disabled: stage.archived,
  });
  const headingId = `board-stage-${stage.id}`;
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        flex: '1 0 140px',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: isOver ? 'action.hover' : 'background.default',
        borderColor: isOver ? 'primary.main' : 'divider',
        minHeight: 200,
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1.5, py: 1 }}
      >
        <Typography id={headingId} component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {stage.name}
          {stage.archived ? (
            <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
              {' '}
              (archived)
            </Typography>
          ) : null}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {applications.length}
        </Typography>
      </Stack>
      <Stack
        component="ul"
        aria-labelledby={headingId}
        spacing={1}
        sx={{ m: 0, px: 1, pb: 1, flexGrow: 1 }}
      >
        {applications.map((application) => (
          <CandidateCard key={application.id} application={application} />
        ))}
      </Stack>
    </Paper>
  );
}

/** One candidate just moved on the board, and how to say that what follows is over. */
export interface BoardMove {
  applicationId: number;
  candidateName: string;
  stageId: number;
  done: () => void;
}

export interface PipelineBoardProps {
  /** The job whose applications the board shows; none chosen yet: null. */
  job: DeskJob | null;
  stages: PipelineStage[];
  /** What follows a move (the e-mail the new stage proposes), shown until `done` is called. */
  afterMove?: (move: BoardMove) => ReactNode;
}

/**
 * One job's applications as columns of stages. A card moves by mouse, touch or keyboard
 * (Space, arrows, Space), the move shows at once and is undone with a message if the
 * server refuses it; a move to a rejected stage first asks for the reason.
 */
export function PipelineBoard({ job, stages, afterMove }: PipelineBoardProps) {
  if (!job) {
    return (
      <Paper variant="outlined" role="status" sx={{ textAlign: 'center', py: 6, px: 3 }}>
        <Typography variant="h6" component="p">
          Choose a job to see its board
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>
          The board shows one job&apos;s candidates in their stages. Pick the job above.
        </Typography>
      </Paper>
    );
  }
  return <JobBoard key={job.id} job={job} stages={stages} afterMove={afterMove} />;
}

function JobBoard({
  job,
  stages,
  afterMove,
}: {
  job: DeskJob;
  stages: PipelineStage[];
  afterMove?: PipelineBoardProps['afterMove'];
}) {
  const args = useMemo<ApplicationsQuery>(
    () => ({ page: 1, limit: BOARD_LIMIT, jobId: job.id }),
    [job.id],
  );
  const { data, isLoading, error } = useGetJobApplicationsQuery(args);
  const [moveApplication] = useMoveApplicationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [rejection, setRejection] = useState<PendingMove | null>(null);
  // A move to a final stage (Hired, Withdrawn) waits for the recruiter's yes.
  const [confirming, setConfirming] = useState<PendingMove | null>(null);
  const [confirmBusy, setConfirmBusy] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [moved, setMoved] = useState<PendingMove | null>(null);
  // What a move confirmed in a dialog did, for screen readers (the drag's own words are spent).
  const [confirmedMove, setConfirmedMove] = useState('');
  const applications = useMemo(() => data?.items ?? [], [data]);
  // dnd-kit names cards by id; the announcements and the drop need the application.
  const byCardId = useMemo(
    () =>
      new Map<UniqueIdentifier, ApplicationListItem>(
        applications.map((item) => [cardId(item.id), item]),
      ),
    [applications],
  );

  // Applications still in an archived stage show in a column of its own after the others.
  const archivedHolding = useMemo(() => {
    const inUse = new Set(stages.map((stage) => stage.id));
    const held = new Map<number, PipelineStage>();
    for (const { stage } of applications) {
      if (inUse.has(stage.id)) continue;
      const column = held.get(stage.id) ?? {
        ...stage,
        position: 0,
        archived: true,
        entry: false,
        applications: 0,
      };
      held.set(stage.id, { ...column, applications: column.applications + 1 });
    }
    return [...held.values()];
  }, [applications, stages]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: stageKeyboardCoordinates,
      scrollBehavior: 'instant',
    }),
  );

  /** The stage a drop target (a column) stands for. */
  function stageOf(overId: UniqueIdentifier | undefined): PipelineStage | undefined {
    if (overId === undefined) return undefined;
    return stages.find((stage) => columnId(stage.id) === overId);
  }

  const nameOf = (id: UniqueIdentifier) => byCardId.get(id)?.fullName ?? 'The candidate';
  const fromOf = (id: UniqueIdentifier) => byCardId.get(id)?.stage.name ?? 'its stage';

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, in ${fromOf(active.id)}.`,
    onDragOver: ({ active, over }) => {
      const stage = stageOf(over?.id);
      return stage
        ? `${nameOf(active.id)} is over ${stage.name}.`
        : `${nameOf(active.id)} is not over a stage.`;
    },
    onDragEnd: ({ active, over }) => {
      const stage = stageOf(over?.id);
      if (!stage || stage.name === fromOf(active.id)) {
        return `${nameOf(active.id)} was dropped back in ${fromOf(active.id)}.`;
      }
      if (stage.kind === 'rejected') {
        return `${nameOf(active.id)} was dropped on ${stage.name}. Choose a reason to reject.`;
      }
      return stage.kind === 'open'
        ? `${nameOf(active.id)} was moved from ${fromOf(active.id)} to ${stage.name}.`
        : `${nameOf(active.id)} was dropped on ${stage.name}. Confirm the move.`;
    },
    onDragCancel: ({ active }) =>
      `Moving ${nameOf(active.id)} was cancelled. ${nameOf(active.id)} stays in ${fromOf(active.id)}.`,
  };

  async function move(
    application: ApplicationListItem,
    stage: PipelineStage,
    details: Omit<StageMoveInput, 'stageId'> = {},
  ) {
    setFailure(null);
    try {
      await moveApplication({
        applicationId: application.id,
        stageId: stage.id,
        ...details,
      }).unwrap();
      setMoved({ application, stage });
    } catch (error) {
      const reason = apiErrorMessage(error as ApiError, 'The server did not answer.');
      setFailure(
        `${application.fullName} could not be moved to ${stage.name}: ${reason} ` +
          `${application.fullName} is back in ${application.stage.name}.`,
      );
      throw error;
    }
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const application = byCardId.get(active.id);
    const stage = stageOf(over?.id);
    if (!application || !stage || stage.id === application.stage.id) return;
    setConfirmedMove('');
    if (stage.kind === 'rejected') {
      setRejection({ application, stage });
      return;
    }
    if (stage.kind !== 'open') {
      setConfirmError(null);
      setConfirming({ application, stage });
      return;
    }
    void move(application, stage).catch(() => undefined);
  }

  async function confirmMove() {
    if (!confirming) return;
    const { application, stage } = confirming;
    setConfirmBusy(true);
    setConfirmError(null);
    try {
      await moveApplication({ applicationId: application.id, stageId: stage.id }).unwrap();
      setConfirming(null);
      setConfirmedMove(
        `${application.fullName} was moved from ${application.stage.name} to ${stage.name}.`,
      );
      setMoved({ application, stage });
    } catch (error) {
      setConfirmError(apiErrorMessage(error as ApiError, 'The server did not answer.'));
    } finally {
      setConfirmBusy(false);
    }
  }

  if (isLoading) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>Loading the board...</Typography>
      </Box>
    );
  }
  if (error && !data) {
    return <Alert severity="error">{apiErrorMessage(error as ApiError, 'Network Error.')}</Alert>;
  }

  return (
    <Stack spacing={1.5}>
      <Typography component="h2" variant="h6">
        Board: {job.title}
      </Typography>
      {failure ? (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      {data && data.total > BOARD_LIMIT ? (
        <Alert severity="info">
          {`The board shows the ${BOARD_LIMIT} newest of ${data.total} applications; the list shows them all.`}
        </Alert>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={columnUnderPointer}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS },
        }}
      >
        <Box
          sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 1, alignItems: 'stretch' }}
          role="group"
          aria-label={`Board of ${job.title}`}
        >
          {[...stages, ...archivedHolding].map((stage) => (
            <StageColumn
              key={stage.id}
              stage={stage}
              applications={applications.filter((item) => item.stage.id === stage.id)}
            />
          ))}
        </Box>
      </DndContext>
      <StageMoveDialog
        open={rejection !== null}
        title={rejection ? `Reject ${rejection.application.fullName}` : 'Reject'}
        stages={stages}
        initialStageId={rejection?.stage.id}
        rejectOnly
        submitLabel="Reject"
        onClose={() => setRejection(null)}
        onSubmit={async ({ stageId, ...details }) => {
          if (!rejection) return;
          const stage = stages.find((candidate) => candidate.id === stageId) ?? rejection.stage;
          await move(rejection.application, stage, details);
          setConfirmedMove(
            `${rejection.application.fullName} was moved from ${rejection.application.stage.name} to ${stage.name}.`,
          );
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming
            ? `Move ${confirming.application.fullName} to ${confirming.stage.name}?`
            : 'Move the candidate?'
        }
        confirmLabel={confirming ? `Move to ${confirming.stage.name}` : 'Move'}
        color="primary"
        busy={confirmBusy}
        error={confirmError}
        onConfirm={() => void confirmMove()}
        onClose={() => setConfirming(null)}
      >
        {confirming
          ? `${confirming.stage.name} is a final stage. ${confirming.application.fullName} leaves ${confirming.application.stage.name} and the application's outcome is recorded.`
          : ''}
      </ConfirmDialog>
      <Box role="status" sx={visuallyHidden}>
        {confirmedMove}
      </Box>
      {afterMove && moved
        ? afterMove({
            applicationId: moved.application.id,
            candidateName: moved.application.fullName,
            stageId: moved.stage.id,
            done: () => setMoved(null),
          })
        : null}
    </Stack>
  );
}
