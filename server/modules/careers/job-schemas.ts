/** JSON schemas of the job calls' input (docs/api-contract.md, "Careers"); answers are in src/shared/contract. */

export {
  idParamsSchema,
  pagedSearchQuerySchema as staffJobsQuerySchema,
} from '../../lib/common-schemas';

/**
 * Bounds and types only: required fields and the spec's messages come from the
 * shared yup schema, so a missing title answers 'Job title is required'.
 */
export const jobPostingBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { type: 'string', maxLength: 200 },
    department: { type: 'string', maxLength: 100 },
    location: { type: 'string', maxLength: 100 },
    jobType: { type: 'string', maxLength: 100 },
    experience: { type: 'string', maxLength: 100 },
    salaryRange: { type: 'string', maxLength: 100 },
    skills: {
      anyOf: [
        { type: 'string', maxLength: 2000 },
        { type: 'array', maxItems: 60, items: { type: 'string', maxLength: 100 } },
      ],
    },
    description: { type: 'string', maxLength: 10_000 },
    isActive: { type: 'boolean' },
    closesOn: { type: 'string', maxLength: 10, description: 'YYYY-MM-DD; default 60 days' },
  },
} as const;

export const jobStatusBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['isActive'],
  properties: { isActive: { type: 'boolean' } },
} as const;
