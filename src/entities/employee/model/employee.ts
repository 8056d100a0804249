import {
  EMPLOYEE_DETAILS_FIELDS,
  type EMPLOYEE_GENDERS,
  type EMPLOYMENT_TYPES,
  type EmployeeStatus,
} from '@/shared/config';

export type EmployeeGender = (typeof EMPLOYEE_GENDERS)[number];
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export type { EmployeeStatus };

/** An employee record as the staff API returns it (dates `YYYY-MM-DD`). */
export interface Employee {
  id: number;
  employee_code: string;
  full_name: string;
  date_of_birth: string;
  gender: EmployeeGender;
  phone_number: string;
  personal_email: string;
  /** Empty when the employee has no official address yet. */
  official_email: string;
  designation: string;
  department: string;
  joining_date: string;
  salary: number;
  employment_type: EmploymentType;
  grade: string;
  status: EmployeeStatus;
  /** `YYYY-MM-DD`, or '' while the employee is with the company. */
  termination_date: string;
  /** A short-lived signed link to the photo, or null when there is none. */
  profile_image_url: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * What a verified employee may see about themselves (`POST /api/career/verify-otp`).
 * Dates are `YYYY-MM-DD`; `ProfileImage` is a signed link or ''.
 */
export interface EmployeeDetailsRecord {
  ProfileImage: string;
  FirstName: string;
  LastName: string;
  Designation: string;
  Department: string;
  Status: string;
  Grade: string;
  DOB: string;
  Gender: string;
  PhoneNumber: string;
  PersonalEmail: string;
  OfficialEmail: string;
  JoiningDate: string;
  Salary: number;
  EmploymentType: string;
  TerminationDate: string;
}

const DETAILS_TEXT_FIELDS = EMPLOYEE_DETAILS_FIELDS.filter(
  (field): field is Exclude<(typeof EMPLOYEE_DETAILS_FIELDS)[number], 'Salary'> =>
    field !== 'Salary',
);

/**
 * Reads a details record from untrusted input (router state, session storage):
 * the record with exactly the known fields, or null when it does not look like one.
 */
export function toEmployeeDetailsRecord(value: unknown): EmployeeDetailsRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const source = value as Record<string, unknown>;
  if (typeof source.FirstName !== 'string' || typeof source.Status !== 'string') return null;
  const salary = typeof source.Salary === 'number' ? source.Salary : Number(source.Salary);
  const record = { Salary: Number.isFinite(salary) ? salary : 0 } as EmployeeDetailsRecord;
  for (const field of DETAILS_TEXT_FIELDS) {
    const text = source[field];
    record[field] = typeof text === 'string' ? text : '';
  }
  return record;
}
