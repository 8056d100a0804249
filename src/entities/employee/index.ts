export type { Employee, EmployeeDetailsRecord } from './model/employee';
export { formatSalaryInr, formatUsLongDate } from './lib/employee-format';
export { isBlackListed } from './lib/employee-status';
export { EmployeeAvatar } from './ui/EmployeeAvatar';
export { EmployeeStatusChip } from './ui/EmployeeStatusChip';
export {
  saveVerifiedRecord,
  readVerifiedRecord,
  clearVerifiedRecord,
  VERIFIED_RECORD_KEY,
  VERIFIED_RECORD_TTL_MS,
} from './model/verified-record-storage';
