import { dataEnvelopeSchema } from '../../lib/envelope';

/** The Employee of the API contract. */
export const employeeSchemaJson = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    employee_code: { type: 'string' },
    full_name: { type: 'string' },
    date_of_birth: { type: 'string' },
    gender: { type: 'string' },
    phone_number: { type: 'string' },
    personal_email: { type: 'string' },
    official_email: { type: 'string' },
    designation: { type: 'string' },
    department: { type: 'string' },
    joining_date: { type: 'string' },
    salary: { type: 'number' },
    employment_type: { type: 'string' },
    grade: { type: 'string' },
    status: { type: 'string' },
    termination_date: { type: 'string' },
    profile_image_url: { type: ['string', 'null'] },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
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

export const employeeEnvelope = dataEnvelopeSchema(employeeSchemaJson);
export const employeeListEnvelope = dataEnvelopeSchema(
  { type: 'array', items: employeeSchemaJson },
  true,
);
