import Chip from '@mui/material/Chip';

/** 'Open' in green for a published job, 'Closed' in grey otherwise. */
export function JobStatusChip({ isActive }: { isActive: boolean }) {
  return isActive ? (
    <Chip label="Open" color="success" size="small" />
  ) : (
    <Chip label="Closed" size="small" sx={{ bgcolor: 'grey.200', color: 'grey.700' }} />
  );
}
