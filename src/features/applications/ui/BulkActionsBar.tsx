import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DoNotDisturbOnOutlined from '@mui/icons-material/DoNotDisturbOnOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import type { PipelineStage } from '@vistaar/shared/contract';
import { useMoveApplicationsMutation } from '../api/pipeline-api';
import { StageMoveDialog } from './StageMoveDialog';

export interface BulkActionsBarProps {
  selectedIds: number[];
  stages: PipelineStage[];
  onClear: () => void;
  /** The server's answer ('3 applications moved') and where they went, once everything moved. */
  onMoved: (message: string, move: { ids: number[]; stageId: number }) => void;
}

const count = (n: number) => (n === 1 ? '1 application' : `${n} applications`);

/** What to do with the chosen rows: move them all to one stage, or reject them with a reason. */
export function BulkActionsBar({ selectedIds, stages, onClear, onMoved }: BulkActionsBarProps) {
  const [dialog, setDialog] = useState<'move' | 'reject' | null>(null);
  const [moveApplications] = useMoveApplicationsMutation();
  const n = selectedIds.length;

  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label="Selected applications"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        borderColor: 'primary.main',
      }}
    >
      <Typography sx={{ fontWeight: 600, mr: 'auto' }}>{count(n)} selected</Typography>
      <Button
        variant="contained"
        size="small"
        startIcon={<DriveFileMoveOutlined aria-hidden />}
        onClick={() => setDialog('move')}
      >
        Move to stage
      </Button>
      <Button
        variant="outlined"
        color="error"
        size="small"
        startIcon={<DoNotDisturbOnOutlined aria-hidden />}
        onClick={() => setDialog('reject')}
      >
        Reject
      </Button>
      <Button size="small" onClick={onClear}>
        Clear selection
      </Button>
      <StageMoveDialog
        open={dialog !== null}
        title={dialog === 'reject' ? `Reject ${count(n)}` : `Move ${count(n)}`}
        stages={stages.filter((stage) => (dialog === 'reject') === (stage.kind === 'rejected'))}
        rejectOnly={dialog === 'reject'}
        submitLabel={dialog === 'reject' ? 'Reject' : 'Move'}
        onClose={() => setDialog(null)}
        onSubmit={async (move) => {
          const result = await moveApplications({ ids: selectedIds, ...move }).unwrap();
          onMoved(result.message ?? `${count(n)} moved`, {
            ids: selectedIds,
            stageId: move.stageId,
          });
        }}
      />
    </Paper>
  );
}
