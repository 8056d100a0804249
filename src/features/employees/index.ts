export {
  useGetEmployeesQuery,
  useGetEmployeeQuery,
  useAddEmployeeMutation,
  useUpdateEmployeeMutation,
  useDeleteEmployeeMutation,
  useRequestVerificationCodeMutation,
  useVerifyVerificationCodeMutation,
} from './api/employees-api';
export type {
  EmployeeListParams,
  EmployeeList,
  EmployeePayload,
  EmployeeBody,
  VerificationCodeSent,
} from './api/employees-api';
export {
  saveVerifiedRecord,
  readVerifiedRecord,
  clearVerifiedRecord,
  VERIFIED_RECORD_KEY,
  VERIFIED_RECORD_TTL_MS,
} from './model/verified-record-storage';
export { EmployeeForm, employeeFormMessages } from './ui/EmployeeForm';
export type { EmployeeFormProps } from './ui/EmployeeForm';
export { EmployeesTable, employeesTableMessages } from './ui/EmployeesTable';
export type { EmployeesTableProps } from './ui/EmployeesTable';
export { EmployeeVerificationButton } from './ui/EmployeeVerificationButton';
export type { EmployeeVerificationButtonProps } from './ui/EmployeeVerificationButton';
