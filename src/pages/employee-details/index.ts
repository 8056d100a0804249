export { EmployeeDetailsPage, VerifiedEmployeeDetails } from './ui/EmployeeDetailsPage';
