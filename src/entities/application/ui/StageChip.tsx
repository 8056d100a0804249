import Chip from '@mui/material/Chip';
import type { StageSummary } from '@vistaar/shared/contract';

const colors = {
  open: 'primary',
  hired: 'success',
  rejected: 'error',
  withdrawn: 'default',
} as const;

/** Where an application stands; the colour says whether it is still on its way or closed. */
export function StageChip({ stage }: { stage: Pick<StageSummary, 'name' | 'kind'> }) {
  return (
    <Chip
      label={stage.name}
      color={colors[stage.kind]}
      variant={stage.kind === 'open' ? 'outlined' : 'filled'}
      size="small"
    />
  );
}
