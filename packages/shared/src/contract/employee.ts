import type { FromSchema } from 'json-schema-to-ts';
import { EMPLOYEE_DETAILS_FIELDS } from '../config/employee-details';
import { EMPLOYEE_GENDERS, EMPLOYEE_STATUSES, EMPLOYMENT_TYPES } from '../config/options';

const text = { type: 'string' } as const;
const date = { type: 'string', description: 'YYYY-MM-DD' } as const;
const timestamp = { type: 'string', description: 'ISO-8601 UTC timestamp' } as const;

/** An employee record as the staff API returns it. */
export const employeeRecordSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    employee_code: text,
    full_name: text,
    date_of_birth: date,
    gender: { type: 'string', enum: EMPLOYEE_GENDERS },
    phone_number: text,
    personal_email: text,
    official_email: {
      type: 'string',
      description: 'Empty when the employee has no official address yet',
    },
    designation: text,
    department: text,
    joining_date: date,
    salary: { type: 'number' },
    employment_type: { type: 'string', enum: EMPLOYMENT_TYPES },
    grade: text,
    status: { type: 'string', enum: EMPLOYEE_STATUSES },
    termination_date: {
      type: 'string',
      description: "YYYY-MM-DD, or '' while the employee is with the company",
    },
    profile_image_url: {
      type: ['string', 'null'],
      description: 'A short-lived signed link to the photo, or null when there is none',
    },
    created_at: timestamp,
    updated_at: timestamp,
  },
  // Every field is always present; listing them all also keeps this order in the answer.
  required: [
    'id',
    'employee_code',
    'full_name',
    'date_of_birth',
    'gender',
    'phone_number',
    'personal_email',
    'official_email',
    'designation',
    'department',
    'joining_date',
    'salary',
    'employment_type',
    'grade',
    'status',
    'termination_date',
    'profile_image_url',
    'created_at',
    'updated_at',
  ],
} as const;

export type Employee = FromSchema<typeof employeeRecordSchema>;

/**
 * What a verified employee may see about themselves (`POST /api/career/verify-otp`):
 * exactly these fields, nothing else leaves. Dates are YYYY-MM-DD.
 */
export const employeeDetailsRecordSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ProfileImage: { type: 'string', description: "A signed link to the photo, or ''" },
    FirstName: text,
    LastName: text,
    Designation: text,
    Department: text,
    Status: text,
    Grade: text,
    DOB: date,
    Gender: text,
    PhoneNumber: text,
    PersonalEmail: text,
    OfficialEmail: text,
    JoiningDate: date,
    Salary: { type: 'number' },
    EmploymentType: text,
    TerminationDate: text,
  },
  required: EMPLOYEE_DETAILS_FIELDS,
} as const;

export type EmployeeDetailsRecord = FromSchema<typeof employeeDetailsRecordSchema>;
