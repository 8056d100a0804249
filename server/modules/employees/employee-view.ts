import type { Employee } from '@vistaar/shared/contract';
import type { EmployeeInput, EmployeePayload } from '@vistaar/shared/validation/employee-schema';
import type { LinkSigner } from '../files';
import type { EmployeeColumns, EmployeeRow } from './employee-repository';
import { STAFF_PHOTO_LINK_SECONDS, signedPhotoUrl } from './photo-links';

/** Salaries are kept in whole paise and shown in rupees. */
export const rupeesToPaise = (rupees: number) => Math.round(rupees * 100);
export const paiseToRupees = (paise: number | string) => Number(paise) / 100;

function toEmployeeColumns(input: EmployeeInput): EmployeeColumns {
  return {
    employee_code: input.employee_code,
    full_name: input.full_name,
    date_of_birth: input.date_of_birth,
    gender: input.gender,
    phone_number: input.phone_number,
    personal_email: input.personal_email,
    official_email: input.official_email,
    designation: input.designation,
    department: input.department,
    joining_date: input.joining_date,
    salary_paise: rupeesToPaise(Number(input.salary)),
    employment_type: input.employment_type,
    grade: input.grade,
    status: input.status,
    termination_date: input.termination_date,
  };
}

/** The employee's fields, checked by the shared schema; the photo flag is not one of them. */
export function employeeColumns(body: EmployeePayload): EmployeeColumns {
  const { remove_profile_image: _remove, ...input } = body;
  return toEmployeeColumns(input);
}

/** The Employee of the API contract, with a fresh one-hour photo link made for `reader`. */
export function toEmployeeView(row: EmployeeRow, signer: LinkSigner, reader?: number): Employee {
  return {
    id: row.id,
    employee_code: row.employee_code,
    full_name: row.full_name,
    date_of_birth: row.date_of_birth,
    gender: row.gender,
    phone_number: row.phone_number,
    personal_email: row.personal_email,
    official_email: row.official_email,
    designation: row.designation,
    department: row.department,
    joining_date: row.joining_date,
    salary: paiseToRupees(row.salary_paise),
    employment_type: row.employment_type,
    grade: row.grade,
    status: row.status,
    termination_date: row.termination_date,
    profile_image_url:
      row.photo_file_id === null
        ? null
        : signedPhotoUrl(signer, row.photo_file_id, STAFF_PHOTO_LINK_SECONDS, reader),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Names (never values) of the fields an update changed, for the audit log. */
export function changedFields(before: EmployeeColumns, after: EmployeeColumns): string[] {
  return (Object.keys(after) as (keyof EmployeeColumns)[])
    .filter((key) => String(before[key]) !== String(after[key]))
    .map((key) => (key === 'salary_paise' ? 'salary' : key));
}
