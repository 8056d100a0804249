import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';
import { statusColor } from '../lib/employee-status';

export interface EmployeeStatusChipProps {
  status: string;
  size?: ChipProps['size'];
}

/** The status as a chip: green only for Active, red for every other status. */
export function EmployeeStatusChip({ status, size = 'small' }: EmployeeStatusChipProps) {
  return <Chip label={status || 'Unknown'} color={statusColor(status)} size={size} />;
}
