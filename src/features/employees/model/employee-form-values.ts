import { EMPLOYEE_DEFAULTS } from '@vistaar/shared/config';
import type { EmployeePayload } from '@vistaar/shared/validation';
import type { Employee } from '@/entities/employee';
import type { EmployeeFormValues } from './employee-form-schema';

/** The form's starting values: the record being edited, else the defaults of a new one. */
export function initialEmployeeValues(employee: Employee | null | undefined): EmployeeFormValues {
  return {
    profile_image: null,
    employee_code: employee?.employee_code ?? '',
    full_name: employee?.full_name ?? '',
    date_of_birth: employee?.date_of_birth ?? '',
    gender: employee?.gender ?? '',
    phone_number: employee?.phone_number ?? '',
    personal_email: employee?.personal_email ?? '',
    official_email: employee?.official_email ?? '',
    designation: employee?.designation ?? '',
    department: employee?.department ?? '',
    joining_date: employee?.joining_date ?? '',
    salary: employee ? String(employee.salary) : '',
    employment_type: employee?.employment_type ?? EMPLOYEE_DEFAULTS.employment_type,
    grade: employee?.grade ?? '',
    status: employee?.status ?? EMPLOYEE_DEFAULTS.status,
    termination_date: employee?.termination_date ?? '',
  };
}

/** JSON, or with a photo multipart with the same fields, text fields first, then the photo. */
export function employeeBody(
  payload: EmployeePayload,
  photo: File | null | undefined,
): EmployeePayload | FormData {
  if (!photo) return payload;
  const data = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (value !== undefined && value !== null) data.append(key, String(value));
  }
  data.append('profile_image', photo);
  return data;
}
