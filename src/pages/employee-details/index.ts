export { EmployeeDetailsPage } from './ui/EmployeeDetailsPage';
