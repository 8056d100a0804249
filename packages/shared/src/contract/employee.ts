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

/**
 * `GET /api/career/applications/:id/employee-draft`: a hired candidate's employee record as far
 * as the application and its job tell it, for HR to complete (code, salary, grade).
 */
export const employeeDraftSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    applicationId: { type: 'integer' },
    employeeId: {
      type: ['integer', 'null'],
      description: 'The employee record already made from this application, if any',
    },
    fields: {
      type: 'object',
      additionalProperties: false,
      properties: {
        full_name: text,
        personal_email: text,
        phone_number: text,
        date_of_birth: date,
        gender: { type: 'string', enum: ['', ...EMPLOYEE_GENDERS] },
        designation: { type: 'string', description: "The job's title" },
        department: { type: 'string', description: "The job's department" },
        joining_date: { type: 'string', description: 'YYYY-MM-DD: the day of the move to Hired' },
      },
      required: [
        'full_name',
        'personal_email',
        'phone_number',
        'date_of_birth',
        'gender',
        'designation',
        'department',
        'joining_date',
      ],
    },
  },
  required: ['applicationId', 'employeeId', 'fields'],
} as const;

export type EmployeeDraft = FromSchema<typeof employeeDraftSchema>;

/**
 * `GET /api/career/hired-without-employee`: hired candidates whose employee record is not made
 * yet, for HR (who cannot open applications) to complete from the application.
 */
export const hiredCandidateSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    applicationId: { type: 'integer' },
    fullName: text,
    jobTitle: text,
    hiredAt: { ...timestamp, description: 'When the application entered Hired (ISO-8601 UTC)' },
  },
  required: ['applicationId', 'fullName', 'jobTitle', 'hiredAt'],
} as const;

export type HiredCandidate = FromSchema<typeof hiredCandidateSchema>;
