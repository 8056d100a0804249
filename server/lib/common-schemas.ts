/** JSON schemas shared by several modules' routes. */

/** `/:id` path parameters: a positive 32-bit integer. */
export const idParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

/** Staff lists: 1-based page, page size up to 100, an optional search term. */
export const pagedSearchQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
    search: { type: 'string', maxLength: 100, default: '' },
  },
} as const;
