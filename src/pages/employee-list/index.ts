export { EmployeeListPage } from './ui/EmployeeListPage';
export { startEmployeeListRequests } from '@/features/employees';
