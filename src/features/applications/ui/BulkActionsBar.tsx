import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DoNotDisturbOnOutlined from '@mui/icons-material/DoNotDisturbOnOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import { PIPELINE_BULK_MOVE_MAX } from '@vistaar/shared/config';
import type { PipelineStage } from '@vistaar/shared/contract';
import { applicationsFilterMessages, pipelineMessages } from '@vistaar/shared/validation';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { useMoveApplicationsMutation } from '../api/pipeline-api';
import type { SelectedApplication } from '../model/use-desk-selection';
import { StageMoveDialog } from './StageMoveDialog';

/** Taking every application the search and filters match, once the whole page is chosen. */
export interface SelectMatching {
  /** How many applications match. */
  total: number;
  /** Every row of the page shown is chosen. */
  wholePage: boolean;
  /** The selection already is every matching application. */
  allMatching: boolean;
  loading: boolean;
  /** Fetches them; rejects with the server's refusal. */
  onSelectAll: () => Promise<void>;
}

export interface BulkActionsBarProps {
  /** Everything chosen, on any page. */
  selected: readonly SelectedApplication[];
  stages: PipelineStage[];
  matching: SelectMatching;
  onClear: () => void;
  /** The server's answer ('3 applications moved') and what went where, once everything moved. */
  onMoved: (message: string, move: { moved: SelectedApplication[]; stageId: number }) => void;
}

const count = (n: number) => (n === 1 ? '1 application' : `${n} applications`);

/** What to do with the chosen rows: move them all to one stage, or reject them with a reason. */
export function BulkActionsBar({
  selected,
  stages,
  matching,
  onClear,
  onMoved,
}: BulkActionsBarProps) {
  const [dialog, setDialog] = useState<'move' | 'reject' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [moveApplications] = useMoveApplicationsMutation();
  const n = selected.length;
  const moreMatch = matching.wholePage && !matching.allMatching && matching.total > n;

  async function selectAll() {
    setRefusal(null);
    try {
      await matching.onSelectAll();
    } catch (failure) {
      setRefusal(
        apiErrorMessage(failure as ApiError, 'The matching applications could not be selected.'),
      );
    }
  }

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
      <Typography sx={{ fontWeight: 600 }}>{count(n)} selected</Typography>
      {matching.allMatching ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Every application matching the search and filters
        </Typography>
      ) : null}
      {moreMatch && matching.total <= PIPELINE_BULK_MOVE_MAX ? (
        <Button size="small" disabled={matching.loading} onClick={() => void selectAll()}>
          {`Select all ${matching.total} matching`}
        </Button>
      ) : null}
      {moreMatch && matching.total > PIPELINE_BULK_MOVE_MAX ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {applicationsFilterMessages.matchingTooMany}
        </Typography>
      ) : null}
      {n > PIPELINE_BULK_MOVE_MAX ? (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {pipelineMessages.applicationsTooMany}
        </Typography>
      ) : null}
      <Box sx={{ flexGrow: 1 }} />
      <Button
        variant="contained"
        size="small"
        startIcon={<DriveFileMoveOutlined aria-hidden />}
        disabled={n > PIPELINE_BULK_MOVE_MAX}
        onClick={() => setDialog('move')}
      >
        Move to stage
      </Button>
      <Button
        variant="outlined"
        color="error"
        size="small"
        startIcon={<DoNotDisturbOnOutlined aria-hidden />}
        disabled={n > PIPELINE_BULK_MOVE_MAX}
        onClick={() => setDialog('reject')}
      >
        Reject
      </Button>
      <Button size="small" onClick={onClear}>
        Clear selection
      </Button>
      {refusal ? (
        <Alert severity="error" onClose={() => setRefusal(null)} sx={{ flexBasis: '100%' }}>
          {refusal}
        </Alert>
      ) : null}
      <StageMoveDialog
        open={dialog !== null}
        title={dialog === 'reject' ? `Reject ${count(n)}` : `Move ${count(n)}`}
        stages={stages.filter((stage) => (dialog === 'reject') === (stage.kind === 'rejected'))}
        rejectOnly={dialog === 'reject'}
        submitLabel={dialog === 'reject' ? 'Reject' : 'Move'}
        onClose={() => setDialog(null)}
        onSubmit={async (move) => {
          const ids = selected.map((item) => item.id);
          const result = await moveApplications({ ids, ...move }).unwrap();
          onMoved(result.message ?? `${count(n)} moved`, {
            moved: [...selected],
            stageId: move.stageId,
          });
        }}
      />
    </Paper>
  );
}
