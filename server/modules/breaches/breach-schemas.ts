import { pagingProperties } from '../../lib/common-schemas';

export const breachListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pagingProperties,
  },
} as const;
