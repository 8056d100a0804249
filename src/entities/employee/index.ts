export type { Employee, EmployeeDetailsRecord } from './model/employee';
export { toEmployeeDetailsRecord } from './model/employee';
export { formatSalaryInr, formatUsLongDate } from './lib/employee-format';
export { isBlackListed } from './lib/employee-status';
export { EmployeeAvatar } from './ui/EmployeeAvatar';
export { EmployeeStatusChip } from './ui/EmployeeStatusChip';
