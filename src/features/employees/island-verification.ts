export { EmployeeVerificationButton } from './ui/EmployeeVerificationButton';
