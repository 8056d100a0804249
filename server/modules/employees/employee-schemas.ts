// Only shapes and outer bounds here: the shared yup schema gives the spec's messages per field.
// Ajv's type coercion turns numbers into text and null into '' (then "required").
const text = { type: 'string', maxLength: 500 } as const;

/** POST and PUT bodies, JSON or multipart (whose fields arrive as strings). */
export const employeeBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    employee_code: text,
    full_name: text,
    date_of_birth: text,
    gender: text,
    phone_number: text,
    personal_email: text,
    official_email: text,
    designation: text,
    department: text,
    joining_date: text,
    salary: { type: 'string', maxLength: 40, description: 'A number of rupees, or its text' },
    employment_type: text,
    grade: text,
    status: text,
    termination_date: text,
    remove_profile_image: { type: 'boolean' },
  },
} as const;

export {
  idParamsSchema as employeeIdParamsSchema,
  pagedSearchQuerySchema as employeeListQuerySchema,
} from '../../lib/common-schemas';
