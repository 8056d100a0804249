import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import type { PipelineStageKind } from '@vistaar/shared/config';
import type { PipelineStage } from '@vistaar/shared/contract';
import { stageCreateSchema } from '@vistaar/shared/validation';
import { ConfirmDialog } from '@/shared/ui/dialogs';
import {
  AddItemForm,
  EditableOrderedList,
  SettingsSection,
  type MoveDirection,
  type SettingsNotice,
} from '@/shared/ui/editable-list';
import {
  useAddPipelineStageMutation,
  useArchivePipelineStageMutation,
  useGetAllPipelineStagesQuery,
  useRenamePipelineStageMutation,
  useReorderPipelineStagesMutation,
} from '../api/pipeline-api';
import { NameDialog } from './NameDialog';
import { StageLimitDialog } from './StageLimitDialog';

const KIND_LABELS: Record<PipelineStageKind, string> = {
  open: 'Step',
  hired: 'Outcome: hired',
  rejected: 'Outcome: rejected, with a reason',
  withdrawn: 'Outcome: withdrawn',
};

const renameSchema = stageCreateSchema.pick(['name']);

const applicationsLabel = (count: number) =>
  count === 1 ? '1 application' : `${count} applications`;

const limitLabel = (days: number | undefined) =>
  days === undefined
    ? 'No limit'
    : `Limit: ${days === 1 ? '1 working day' : `${days} working days`}`;

export interface StageSettingsProps {
  /** Beside each stage in use: the e-mail template it proposes, and a way to change it. */
  stageExtra?: (stage: PipelineStage) => ReactNode;
}

/**
 * The pipeline's stages for recruiters: add, rename, put in order (buttons, so the keyboard
 * does it as well as the mouse) and archive. What the server refuses is said in words.
 */
export function StageSettings({ stageExtra }: StageSettingsProps) {
  const { data: stages = [], isLoading, error } = useGetAllPipelineStagesQuery();
  const [reorder] = useReorderPipelineStagesMutation();
  const [rename] = useRenamePipelineStageMutation();
  const [add] = useAddPipelineStageMutation();
  const [notice, setNotice] = useState<SettingsNotice | null>(null);
  const [renaming, setRenaming] = useState<PipelineStage | null>(null);
  const [archiving, setArchiving] = useState<PipelineStage | null>(null);
  const [limiting, setLimiting] = useState<PipelineStage | null>(null);

  const inUse = stages.filter((stage) => !stage.archived);
  const archived = stages.filter((stage) => stage.archived);

  /** An open step cannot pass an outcome, nor an outcome a step: outcomes stay last. */
  function canMove(index: number, direction: MoveDirection) {
    const neighbour = inUse[direction === 'up' ? index - 1 : index + 1];
    return (neighbour.kind === 'open') === (inUse[index].kind === 'open');
  }

  async function move(stage: PipelineStage, index: number, direction: MoveDirection) {
    const ids = inUse.map((item) => item.id);
    const to = direction === 'up' ? index - 1 : index + 1;
    [ids[index], ids[to]] = [ids[to], ids[index]];
    setNotice(null);
    try {
      await reorder(ids).unwrap();
      setNotice({
        severity: 'success',
        text: `${stage.name} moved ${direction} to place ${to + 1} of ${ids.length}.`,
      });
    } catch (failure) {
      setNotice({
        severity: 'error',
        text: apiErrorMessage(failure as ApiError, 'The order could not be saved.'),
      });
    }
  }

  if (isLoading) return <Typography role="status">Loading the stages...</Typography>;
  if (error && stages.length === 0) {
    return <Alert severity="error">{apiErrorMessage(error as ApiError, 'Network Error.')}</Alert>;
  }

  return (
    <SettingsSection
      headingId="stages-heading"
      title="Stages"
      description="The steps an application goes through, in the order the desk and the board show them. Hired, Rejected and Withdrawn are where an application ends, so they stay after the steps. An archived stage keeps its history and its applications, but nothing more moves into it."
      notice={notice}
      onDismissNotice={() => setNotice(null)}
    >
      <EditableOrderedList
        items={inUse}
        nameOf={(stage) => stage.name}
        renderItem={(stage, index) => (
          <>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {`${index + 1}. ${stage.name}`}
              </Typography>
              <Chip
                size="small"
                label={KIND_LABELS[stage.kind]}
                color={stage.kind === 'open' ? 'default' : 'primary'}
                variant="outlined"
              />
            </Stack>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {applicationsLabel(stage.applications)}
              {stage.entry ? ' · Every new application starts here' : ''}
              {stage.kind === 'open' ? ` · ${limitLabel(stage.slaDays)}` : ''}
            </Typography>
            {stage.kind === 'open' ? (
              <Button
                size="small"
                sx={{ alignSelf: 'flex-start', px: 0 }}
                aria-label={`Set the limit of ${stage.name}`}
                onClick={() => setLimiting(stage)}
              >
                Set limit
              </Button>
            ) : null}
          </>
        )}
        renderExtra={stageExtra}
        onMove={move}
        canMove={canMove}
        onRename={setRenaming}
        onArchive={setArchiving}
      />
      <AddItemForm
        formLabel="Add a stage"
        field="name"
        fieldLabel="New stage"
        submitLabel="Add stage"
        schema={stageCreateSchema}
        failureMessage="The stage could not be added."
        onAdd={async (name) => {
          const answer = await add({ name, kind: 'open' }).unwrap();
          return `${answer.data?.name ?? name} added before the outcomes.`;
        }}
      />
      {archived.length > 0 ? (
        <Box component="section" aria-labelledby="archived-stages-heading">
          <Typography id="archived-stages-heading" component="h3" variant="h6" sx={{ mb: 1 }}>
            Archived stages
          </Typography>
          <EditableOrderedList
            items={archived}
            nameOf={(stage) => stage.name}
            renderItem={(stage) => (
              <>
                <Typography sx={{ fontWeight: 600 }}>{stage.name}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {stage.applications > 0
                    ? `${applicationsLabel(stage.applications)} still in it. They keep showing it on the desk and in a column of their own on the board, and move on from there to a stage in use.`
                    : 'No applications in it; its history stays.'}
                </Typography>
              </>
            )}
            onRename={setRenaming}
          />
        </Box>
      ) : null}
      {renaming ? (
        <NameDialog
          title={`Rename ${renaming.name}`}
          field="name"
          fieldLabel="Stage name"
          initial={renaming.name}
          schema={renameSchema}
          submitLabel="Save"
          onClose={() => setRenaming(null)}
          onSave={async (name) => {
            const answer = await rename({ id: renaming.id, name }).unwrap();
            setNotice({ severity: 'success', text: answer.message ?? 'Stage saved' });
          }}
        />
      ) : null}
      {limiting ? (
        <StageLimitDialog
          stage={limiting}
          onClose={() => setLimiting(null)}
          onSaved={(text) => setNotice({ severity: 'success', text })}
        />
      ) : null}
      <ArchiveStageDialog
        stage={archiving}
        onClose={() => setArchiving(null)}
        onArchived={(text) => setNotice({ severity: 'success', text })}
      />
    </SettingsSection>
  );
}

function ArchiveStageDialog({
  stage,
  onClose,
  onArchived,
}: {
  stage: PipelineStage | null;
  onClose: () => void;
  onArchived: (message: string) => void;
}) {
  const [archive, { isLoading }] = useArchivePipelineStageMutation();
  const [refusal, setRefusal] = useState<string | null>(null);

  async function confirm() {
    if (!stage) return;
    setRefusal(null);
    try {
      const answer = await archive(stage.id).unwrap();
      onArchived(answer.message ?? 'Stage archived');
      onClose();
    } catch (error) {
      setRefusal(apiErrorMessage(error as ApiError, 'The stage could not be archived.'));
    }
  }

  return (
    <ConfirmDialog
      open={stage !== null}
      title={stage ? `Archive ${stage.name}?` : 'Archive'}
      confirmLabel="Archive"
      cancelLabel={refusal ? 'Close' : 'Cancel'}
      canConfirm={!refusal}
      error={refusal}
      busy={isLoading}
      maxWidth="xs"
      onConfirm={() => void confirm()}
      onClose={onClose}
      onExited={() => setRefusal(null)}
    >
      {stage && stage.applications > 0
        ? `${applicationsLabel(stage.applications)} in it stay there and keep their history; nothing more can be moved into it.`
        : 'Its history stays; nothing more can be moved into it.'}
    </ConfirmDialog>
  );
}
