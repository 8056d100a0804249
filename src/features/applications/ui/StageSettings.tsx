import { useEffect, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import type { PipelineStageKind } from '@vistaar/shared/config';
import type { PipelineStage } from '@vistaar/shared/contract';
import { stageCreateSchema, type StageCreateInput } from '@vistaar/shared/validation';
import { visuallyHidden } from '@/shared/lib/a11y';
import { FormTextField, applyServerErrors, useSchemaForm } from '@/shared/ui/form';
import {
  useAddPipelineStageMutation,
  useArchivePipelineStageMutation,
  useGetAllPipelineStagesQuery,
  useRenamePipelineStageMutation,
  useReorderPipelineStagesMutation,
} from '../api/pipeline-api';
import { NameDialog } from './NameDialog';

const KIND_LABELS: Record<PipelineStageKind, string> = {
  open: 'Step',
  hired: 'Outcome: hired',
  rejected: 'Outcome: rejected, with a reason',
  withdrawn: 'Outcome: withdrawn',
};

const renameSchema = stageCreateSchema.pick(['name']);

const applicationsLabel = (count: number) =>
  count === 1 ? '1 application' : `${count} applications`;

export interface StageSettingsProps {
  /** Beside each stage in use: the e-mail template it proposes, and a way to change it. */
  stageExtra?: (stage: PipelineStage) => ReactNode;
}

type Direction = 'up' | 'down';

/**
 * The pipeline's stages for recruiters: add, rename, put in order (buttons, so the keyboard
 * does it as well as the mouse) and archive. What the server refuses is said in words.
 */
export function StageSettings({ stageExtra }: StageSettingsProps) {
  const { data: stages = [], isLoading, error } = useGetAllPipelineStagesQuery();
  const [reorder] = useReorderPipelineStagesMutation();
  const [rename] = useRenamePipelineStageMutation();
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(
    null,
  );
  const [renaming, setRenaming] = useState<PipelineStage | null>(null);
  const [archiving, setArchiving] = useState<PipelineStage | null>(null);
  const [moving, setMoving] = useState(false);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const refocus = useRef<{ id: number; direction: Direction } | null>(null);

  const inUse = stages.filter((stage) => !stage.archived);
  const archived = stages.filter((stage) => stage.archived);

  // After a move the list is drawn anew: the keyboard goes back to the button used (or,
  // at an end, to the other one) so a stage can be moved several places in a row.
  useEffect(() => {
    const target = refocus.current;
    if (!target || moving) return;
    refocus.current = null;
    const other: Direction = target.direction === 'up' ? 'down' : 'up';
    const same = buttons.current.get(`${target.id}-${target.direction}`);
    (same && !same.disabled ? same : buttons.current.get(`${target.id}-${other}`))?.focus();
  }, [stages, moving]);

  /** An open step cannot pass an outcome, nor an outcome a step: outcomes stay last. */
  function canMove(index: number, direction: Direction) {
    const neighbour = inUse[direction === 'up' ? index - 1 : index + 1];
    if (!neighbour) return false;
    return (neighbour.kind === 'open') === (inUse[index].kind === 'open');
  }

  async function move(index: number, direction: Direction) {
    const stage = inUse[index];
    const ids = inUse.map((item) => item.id);
    const to = direction === 'up' ? index - 1 : index + 1;
    [ids[index], ids[to]] = [ids[to], ids[index]];
    setNotice(null);
    setMoving(true);
    refocus.current = { id: stage.id, direction };
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
    } finally {
      setMoving(false);
    }
  }

  if (isLoading) return <Typography role="status">Loading the stages...</Typography>;
  if (error && stages.length === 0) {
    return <Alert severity="error">{apiErrorMessage(error as ApiError, 'Network Error.')}</Alert>;
  }

  return (
    <Stack spacing={2} component="section" aria-labelledby="stages-heading">
      <Box>
        <Typography id="stages-heading" component="h2" variant="h5">
          Stages
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          The steps an application goes through, in the order the desk and the board show them.
          Hired, Rejected and Withdrawn are where an application ends, so they stay after the steps.
          An archived stage keeps its history and its applications, but nothing more moves into it.
        </Typography>
      </Box>
      <Box aria-live="polite">
        {notice ? (
          <Alert
            severity={notice.severity}
            role={notice.severity === 'error' ? 'alert' : 'status'}
            onClose={() => setNotice(null)}
          >
            {notice.text}
          </Alert>
        ) : null}
      </Box>
      <Stack component="ol" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {inUse.map((stage, index) => (
          <Paper
            key={stage.id}
            component="li"
            variant="outlined"
            sx={{
              display: 'grid',
              gap: 1.5,
              alignItems: 'center',
              p: 1.5,
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.4fr) minmax(0, 1fr) auto' },
            }}
          >
            <Box sx={{ minWidth: 0 }}>
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
              </Typography>
            </Box>
            <Box sx={{ minWidth: 0 }}>{stageExtra?.(stage)}</Box>
            <Stack
              direction="row"
              sx={{
                alignItems: 'center',
                justifyContent: { xs: 'flex-start', md: 'flex-end' },
                flexWrap: 'wrap',
              }}
            >
              {(['up', 'down'] as const).map((direction) => (
                <Tooltip key={direction} title={`Move ${direction}`}>
                  <span>
                    <IconButton
                      ref={(node) => {
                        buttons.current.set(`${stage.id}-${direction}`, node);
                      }}
                      aria-label={`Move ${stage.name} ${direction}`}
                      disabled={moving || !canMove(index, direction)}
                      onClick={() => void move(index, direction)}
                    >
                      {direction === 'up' ? <ArrowUpwardRounded /> : <ArrowDownwardRounded />}
                    </IconButton>
                  </span>
                </Tooltip>
              ))}
              <Button size="small" onClick={() => setRenaming(stage)}>
                Rename
                <Box component="span" sx={visuallyHidden}>{` ${stage.name}`}</Box>
              </Button>
              <Button size="small" color="error" onClick={() => setArchiving(stage)}>
                Archive
                <Box component="span" sx={visuallyHidden}>{` ${stage.name}`}</Box>
              </Button>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <AddStageForm />
      {archived.length > 0 ? (
        <Box component="section" aria-labelledby="archived-stages-heading">
          <Typography id="archived-stages-heading" component="h3" variant="h6" sx={{ mb: 1 }}>
            Archived stages
          </Typography>
          <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {archived.map((stage) => (
              <Paper key={stage.id} component="li" variant="outlined" sx={{ p: 1.5 }}>
                <Stack
                  direction="row"
                  sx={{ alignItems: 'center', gap: 1, justifyContent: 'space-between' }}
                >
                  <Typography sx={{ fontWeight: 600 }}>{stage.name}</Typography>
                  <Button size="small" onClick={() => setRenaming(stage)}>
                    Rename
                    <Box component="span" sx={visuallyHidden}>{` ${stage.name}`}</Box>
                  </Button>
                </Stack>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {stage.applications > 0
                    ? `${applicationsLabel(stage.applications)} still in it. They keep showing it on the desk and in a column of their own on the board, and move on from there to a stage in use.`
                    : 'No applications in it; its history stays.'}
                </Typography>
              </Paper>
            ))}
          </Stack>
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
      <ArchiveStageDialog
        stage={archiving}
        onClose={() => setArchiving(null)}
        onArchived={(text) => setNotice({ severity: 'success', text })}
      />
    </Stack>
  );
}

function AddStageForm() {
  const [add] = useAddPipelineStageMutation();
  const [added, setAdded] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useSchemaForm<
    { name: string },
    StageCreateInput
  >(stageCreateSchema, { name: '' });

  const submit = handleSubmit(async (input) => {
    setAdded(null);
    setFailure(null);
    try {
      const answer = await add({ name: input.name, kind: 'open' }).unwrap();
      reset({ name: '' });
      setAdded(`${answer.data?.name ?? input.name} added before the outcomes.`);
    } catch (error) {
      const fieldErrors = apiFieldErrors(error as ApiError);
      const rest = applyServerErrors(setError, fieldErrors, ['name']);
      if (Object.keys(fieldErrors).length === 0 || Object.keys(rest).length > 0) {
        setFailure(apiErrorMessage(error as ApiError, 'The stage could not be added.'));
      }
    }
  });

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Add a stage">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormTextField
          control={control}
          name="name"
          label="New stage"
          size="small"
          sx={{ flexGrow: 1, maxWidth: { sm: 360 } }}
          fullWidth
        />
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          Add stage
        </Button>
      </Stack>
      {added ? (
        <Alert severity="success" role="status" sx={{ mt: 1 }} onClose={() => setAdded(null)}>
          {added}
        </Alert>
      ) : null}
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      ) : null}
    </Box>
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
    <Dialog
      open={stage !== null}
      onClose={onClose}
      slotProps={{ transition: { onExited: () => setRefusal(null) } }}
      aria-labelledby="archive-stage-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="archive-stage-title">
        {stage ? `Archive ${stage.name}?` : 'Archive'}
      </DialogTitle>
      <DialogContent>
        {refusal ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        ) : null}
        <DialogContentText>
          {stage && stage.applications > 0
            ? `${applicationsLabel(stage.applications)} in it stay there and keep their history; nothing more can be moved into it.`
            : 'Its history stays; nothing more can be moved into it.'}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{refusal ? 'Close' : 'Cancel'}</Button>
        {refusal ? null : (
          <Button color="error" variant="contained" disabled={isLoading} onClick={confirm}>
            Archive
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
