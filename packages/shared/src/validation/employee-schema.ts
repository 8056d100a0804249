import { boolean, mixed, object, string, type InferType } from 'yup';
import { PHONE_PATTERN } from '../config/constants';
import { EMPLOYEE_GENDERS, EMPLOYEE_STATUSES, EMPLOYMENT_TYPES } from '../config/options';
import { EMAIL_PATTERN, isIsoDate } from './common';

/**
 * No salary given. Only text is trimmed: any other value, an object whose own `toString` is not
 * a function included, counts as given and is then refused as not an amount.
 */
const isBlankSalary = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export const employeeMessages = {
  codeRequired: 'Employee code is required',
  fullNameRequired: 'Full name is required',
  dobRequired: 'Date of birth is required',
  genderRequired: 'Gender is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid phone number',
  personalEmailRequired: 'Personal email is required',
  emailInvalid: 'Invalid email format',
  officialEmailInvalid: 'Invalid official email format',
  designationRequired: 'Designation is required',
  joiningDateRequired: 'Joining date is required',
  salaryRequired: 'Salary is required',
  salaryInvalid: 'Invalid salary amount',
  dateInvalid: 'Date input not valid.',
  codeTaken: 'An employee with this code already exists',
} as const;

const isoDate = (requiredMessage: string) =>
  string()
    .trim()
    .required(requiredMessage)
    .test('iso-date', employeeMessages.dateInvalid, (value) => !value || isIsoDate(value));

/** An employee record as the staff form edits it and the API stores it (dates YYYY-MM-DD). */
export const employeeSchema = object({
  employee_code: string().trim().max(40).required(employeeMessages.codeRequired),
  full_name: string().trim().max(120).required(employeeMessages.fullNameRequired),
  date_of_birth: isoDate(employeeMessages.dobRequired),
  gender: string()
    .trim()
    .required(employeeMessages.genderRequired)
    .oneOf([...EMPLOYEE_GENDERS], employeeMessages.genderRequired),
  phone_number: string()
    .trim()
    .required(employeeMessages.phoneRequired)
    .matches(PHONE_PATTERN, employeeMessages.phoneInvalid),
  personal_email: string()
    .trim()
    .max(254)
    .required(employeeMessages.personalEmailRequired)
    .matches(EMAIL_PATTERN, employeeMessages.emailInvalid),
  official_email: string()
    .trim()
    .max(254)
    .default('')
    .test(
      'official-email',
      employeeMessages.officialEmailInvalid,
      (value) => !value || EMAIL_PATTERN.test(value),
    ),
  designation: string().trim().max(120).required(employeeMessages.designationRequired),
  department: string().trim().max(120).default(''),
  joining_date: isoDate(employeeMessages.joiningDateRequired),
  salary: mixed<number | string>()
    .test('salary-required', employeeMessages.salaryRequired, (value) => !isBlankSalary(value))
    .test('salary-positive', employeeMessages.salaryInvalid, (value) => {
      if (isBlankSalary(value)) return true;
      if (typeof value !== 'number' && typeof value !== 'string') return false;
      const amount = Number(value);
      return Number.isFinite(amount) && amount > 0 && amount < 1e10;
    })
    .transform((value) =>
      typeof value === 'string' && value.trim() !== '' ? Number(value) : value,
    )
    .required(employeeMessages.salaryRequired)
    .meta({
      description: 'A number of rupees, or its text',
      jsonSchema: { anyOf: [{ type: 'string', maxLength: 40 }, { type: 'number' }] },
    }),
  employment_type: string()
    .trim()
    .oneOf([...EMPLOYMENT_TYPES])
    .default('Full-time'),
  grade: string().trim().max(20).default(''),
  status: string()
    .trim()
    .oneOf([...EMPLOYEE_STATUSES])
    .default('Active'),
  termination_date: string()
    .trim()
    .default('')
    .test('termination-date', employeeMessages.dateInvalid, (value) => !value || isIsoDate(value)),
});

export type EmployeeInput = InferType<typeof employeeSchema>;

/** The body of an add or an update (JSON, or a multipart form's fields); the flag only on updates. */
export const employeePayloadSchema = employeeSchema.shape({
  remove_profile_image: boolean().meta({
    description: 'On an update without a new photo: remove the current one',
  }),
});

export type EmployeePayload = InferType<typeof employeePayloadSchema>;
