import { useMemo, type ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApplicationListItem } from '@/entities/application';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { visuallyHidden } from '@/shared/lib/a11y';
import { ConfirmDialog } from '@/shared/ui/dialogs';
import type { PipelineStage } from '@vistaar/shared/contract';
import { useGetJobApplicationsQuery, type ApplicationsQuery } from '../api/applications-api';
import {
  SCREEN_READER_INSTRUCTIONS,
  boardAnnouncements,
  cardId,
  columnUnderPointer,
  stageKeyboardCoordinates,
  stageOfColumn,
} from '../lib/board-dnd';
import { BOARD_LIMIT } from '../model/desk-requests';
import type { DeskJob } from '../model/desk-job';
import { useBoardMoves } from '../model/use-board-moves';
import { BoardStageColumn } from './BoardStageColumn';
import { StageMoveDialog } from './StageMoveDialog';

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

/** Applications still in an archived stage show in a column of its own after the others. */
function archivedHoldingColumns(
  applications: readonly ApplicationListItem[],
  stages: readonly PipelineStage[],
): PipelineStage[] {
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
  const moves = useBoardMoves(stages);
  const applications = useMemo(() => data?.items ?? [], [data]);
  // dnd-kit names cards by id; the announcements and the drop need the application.
  const byCardId = useMemo(
    () =>
      new Map<UniqueIdentifier, ApplicationListItem>(
        applications.map((item) => [cardId(item.id), item]),
      ),
    [applications],
  );
  const archivedHolding = useMemo(
    () => archivedHoldingColumns(applications, stages),
    [applications, stages],
  );

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: stageKeyboardCoordinates,
      scrollBehavior: 'instant',
    }),
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    const application = byCardId.get(active.id);
    const stage = stageOfColumn(stages, over?.id);
    if (application && stage) moves.drop(application, stage);
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

  const { rejection, confirming, moved } = moves;
  return (
    <Stack spacing={1.5}>
      <Typography component="h2" variant="h6">
        Board: {job.title}
      </Typography>
      {moves.failure ? (
        <Alert severity="error" role="alert" onClose={moves.clearFailure}>
          {moves.failure}
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
          announcements: boardAnnouncements(stages, byCardId),
          screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS },
        }}
      >
        <Box
          sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 1, alignItems: 'stretch' }}
          role="group"
          aria-label={`Board of ${job.title}`}
        >
          {[...stages, ...archivedHolding].map((stage) => (
            <BoardStageColumn
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
        onClose={moves.cancelRejection}
        onSubmit={moves.reject}
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
        busy={moves.confirmBusy}
        error={moves.confirmError}
        onConfirm={() => void moves.confirm()}
        onClose={moves.cancelConfirming}
      >
        {confirming
          ? `${confirming.stage.name} is a final stage. ${confirming.application.fullName} leaves ${confirming.application.stage.name} and the application's outcome is recorded.`
          : ''}
      </ConfirmDialog>
      <Box role="status" sx={visuallyHidden}>
        {moves.confirmedMove}
      </Box>
      {afterMove && moved
        ? afterMove({
            applicationId: moved.application.id,
            candidateName: moved.application.fullName,
            stageId: moved.stage.id,
            done: moves.moveDone,
          })
        : null}
    </Stack>
  );
}
