export {
  saveVerifiedRecord,
  readVerifiedRecord,
  clearVerifiedRecord,
  VERIFIED_RECORD_KEY,
  VERIFIED_RECORD_TTL_MS,
} from './model/verified-record-storage';
export { EmployeeForm } from './ui/EmployeeForm';
export { EmployeesTable } from './ui/EmployeesTable';
export { EmployeeVerificationButton } from './ui/EmployeeVerificationButton';
