export { VerifiedEmployeeDetails } from './ui/EmployeeDetailsPage';
