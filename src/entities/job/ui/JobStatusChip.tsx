import Chip from '@mui/material/Chip';
import type { StaffJob } from '../model/job-model';

export interface JobStatusChipProps {
  isActive: boolean;
  closedReason?: StaffJob['closedReason'];
}

/** 'Open' in green for a published job; 'Closed' in grey otherwise, saying so when the date closed it. */
export function JobStatusChip({ isActive, closedReason }: JobStatusChipProps) {
  if (isActive) return <Chip label="Open" color="success" size="small" />;
  return (
    <Chip
      label={closedReason === 'closing-date' ? 'Closed: closing date passed' : 'Closed'}
      size="small"
      sx={{ bgcolor: 'grey.200', color: 'grey.700' }}
    />
  );
}
