import { boundedInteger } from '../../lib/common-schemas';

export const breachListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { ...boundedInteger(1, 100_000), default: 1 },
    limit: { ...boundedInteger(1, 100), default: 25 },
  },
} as const;
