export { EmployeeListPage } from './ui/EmployeeListPage';
