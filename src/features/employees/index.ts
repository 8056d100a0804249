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
export { CreateEmployeeRecordButton } from './ui/CreateEmployeeRecordButton';
export { EmployeeRecordOffer } from './ui/EmployeeRecordOffer';
export { HiredWithoutRecordList } from './ui/HiredWithoutRecordList';
