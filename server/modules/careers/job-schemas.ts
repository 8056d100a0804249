/** JSON schemas of the job calls' input (docs/api-contract.md, "Careers"); answers are in src/shared/contract. */

export {
  idParamsSchema,
  pagedSearchQuerySchema as staffJobsQuerySchema,
} from '../../lib/common-schemas';

export const jobStatusBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['isActive'],
  properties: { isActive: { type: 'boolean' } },
} as const;
