export { EmployeeForm } from './ui/EmployeeForm';
export { EmployeesTable } from './ui/EmployeesTable';
export { EmployeeVerificationButton } from './ui/EmployeeVerificationButton';
export { CreateEmployeeRecordButton } from './ui/CreateEmployeeRecordButton';
export { EmployeeRecordOffer } from './ui/EmployeeRecordOffer';
export { HiredWithoutRecordList } from './ui/HiredWithoutRecordList';
export { startEmployeeListRequests } from './api/employees-api';
