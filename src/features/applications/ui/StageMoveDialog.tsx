import { useEffect, useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ValidationError } from 'yup';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import { ErrorAlert } from '@/shared/ui/feedback';
import { BusyButton } from '@/shared/ui/busy-button';
import { PIPELINE_COMMENT_MAX_LENGTH } from '@vistaar/shared/config';
import type { PipelineStage } from '@vistaar/shared/contract';
import { pipelineMessages, stageMoveSchema, type StageMoveInput } from '@vistaar/shared/validation';
import { useGetRejectionReasonsQuery } from '../api/pipeline-api';

export interface StageMoveDialogProps {
  open: boolean;
  /** 'Move Ravi Kumar', 'Reject 3 applications'. */
  title: string;
  description?: string;
  stages: PipelineStage[];
  /** The stage chosen when the dialog opens (a drop on the board, Reject on the desk). */
  initialStageId?: number;
  /** Stages that cannot be chosen: the one the application is already in. */
  excludeStageId?: number;
  /** Only rejected stages are offered (the desk's Reject). */
  rejectOnly?: boolean;
  submitLabel: string;
  onClose: () => void;
  /** Resolves when moved; a failure's message and field errors show in the dialog. */
  onSubmit: (move: StageMoveInput) => Promise<unknown>;
}

type Errors = Partial<Record<'stageId' | 'rejectionReasonId' | 'comment', string>>;

/** Where to move to, why (a rejection needs a reason) and an optional comment for the history. */
export function StageMoveDialog({
  open,
  title,
  description,
  stages,
  initialStageId,
  excludeStageId,
  rejectOnly = false,
  submitLabel,
  onClose,
  onSubmit,
}: StageMoveDialogProps) {
  const titleId = useId();
  const offered = stages.filter(
    (stage) => stage.id !== excludeStageId && (!rejectOnly || stage.kind === 'rejected'),
  );
  const [stageId, setStageId] = useState('');
  const [reasonId, setReasonId] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { data: reasons = [] } = useGetRejectionReasonsQuery(undefined, { skip: !open });

  const defaultStage = initialStageId ?? (rejectOnly ? offered[0]?.id : undefined);
  useEffect(() => {
    // Closed, it holds no choice: the stages it offers change with the application's stage.
    if (!open) {
      setStageId('');
      return;
    }
    setStageId(defaultStage === undefined ? '' : String(defaultStage));
    setReasonId('');
    setComment('');
    setErrors({});
    setFailure(null);
  }, [open, defaultStage]);

  const chosen = offered.find((stage) => String(stage.id) === stageId);
  const rejecting = chosen?.kind === 'rejected';

  async function submit() {
    setFailure(null);
    const found: Errors = {};
    let move: StageMoveInput | undefined;
    try {
      move = await stageMoveSchema.validate(
        {
          stageId: stageId === '' ? undefined : Number(stageId),
          comment,
          ...(rejecting && reasonId !== '' ? { rejectionReasonId: Number(reasonId) } : {}),
        },
        { abortEarly: false },
      );
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      for (const inner of error.inner) {
        if (inner.path) found[inner.path as keyof Errors] ??= inner.message;
      }
    }
    if (rejecting && reasonId === '')
      found.rejectionReasonId = pipelineMessages.rejectionReasonRequired;
    setErrors(found);
    if (!move || Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await onSubmit({ ...move, comment: move.comment || undefined });
      onClose();
    } catch (error) {
      setErrors(apiFieldErrors(error as ApiError) as Errors);
      setFailure(apiErrorMessage(error as ApiError, 'The application could not be moved.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          spacing={2}
          sx={{ pt: 1 }}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {description ? <DialogContentText>{description}</DialogContentText> : null}
          <ErrorAlert message={failure} />
          <TextField
            select
            label="Move to"
            // Just after a move the application's new stage leaves the list while it closes.
            value={chosen ? stageId : ''}
            onChange={(event) => {
              setStageId(event.target.value);
              setErrors((current) => ({ ...current, stageId: undefined }));
            }}
            error={Boolean(errors.stageId)}
            helperText={errors.stageId}
            required
            autoFocus={initialStageId === undefined}
          >
            {offered.map((stage) => (
              <MenuItem key={stage.id} value={String(stage.id)}>
                {stage.name}
              </MenuItem>
            ))}
          </TextField>
          {rejecting ? (
            <TextField
              select
              label="Reason for the rejection"
              value={reasonId}
              onChange={(event) => {
                setReasonId(event.target.value);
                setErrors((current) => ({ ...current, rejectionReasonId: undefined }));
              }}
              error={Boolean(errors.rejectionReasonId)}
              helperText={errors.rejectionReasonId}
              required
              autoFocus={initialStageId !== undefined}
            >
              {reasons.map((reason) => (
                <MenuItem key={reason.id} value={String(reason.id)}>
                  {reason.label}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <TextField
            label="Comment (optional)"
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              setErrors((current) => ({ ...current, comment: undefined }));
            }}
            error={Boolean(errors.comment)}
            helperText={
              errors.comment ??
              `Kept in the history; at most ${PIPELINE_COMMENT_MAX_LENGTH} characters.`
            }
            multiline
            minRows={2}
            autoFocus={initialStageId !== undefined && !rejecting}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <BusyButton
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          color={rejecting ? 'error' : 'primary'}
          busy={busy}
        >
          {submitLabel}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
