export type {
  Employee,
  EmployeeDetailsRecord,
  EmployeeGender,
  EmploymentType,
  EmployeeStatus,
} from './model/employee';
export { toEmployeeDetailsRecord } from './model/employee';
export { formatSalaryInr, formatUsLongDate, initialsOf } from './lib/employee-format';
export { isBlackListed, statusColor } from './lib/employee-status';
export { EmployeeAvatar } from './ui/EmployeeAvatar';
export type { EmployeeAvatarProps } from './ui/EmployeeAvatar';
export { EmployeeStatusChip } from './ui/EmployeeStatusChip';
export type { EmployeeStatusChipProps } from './ui/EmployeeStatusChip';
