/** JSON schemas shared by several modules' routes. */

/**
 * A whole number within bounds. Ajv's type coercion turns "Infinity" into Infinity and then
 * skips the bound checks for it; the inner type check runs again on the coerced value.
 */
export const boundedInteger = (minimum: number, maximum: number) =>
  ({ type: 'integer', minimum, maximum, allOf: [{ type: 'integer' }] }) as const;

/** `/:id` path parameters: a positive 32-bit integer. */
export const idParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: boundedInteger(1, 2_147_483_647) },
} as const;

/** A private link's `/:token` path parameter (the token is the permission). */
export const tokenParamsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { token: { type: 'string', maxLength: 100 } },
  required: ['token'],
} as const;

/** A staff list's paging: 1-based page, page size up to 100 (25 unless asked). */
export const pagingProperties = {
  page: { ...boundedInteger(1, 100_000), default: 1 },
  limit: { ...boundedInteger(1, 100), default: 25 },
} as const;

/** Staff lists: 1-based page, page size up to 100, an optional search term. */
export const pagedSearchQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pagingProperties,
    search: { type: 'string', maxLength: 100, default: '' },
  },
} as const;

/**
 * Documents a multipart body's parts for the OpenAPI document; the multipart parser leaves the
 * body itself empty (null), and the handler streams and checks the parts.
 */
export const multipartBodySchema = <const Properties extends Record<string, object>>(
  properties: Properties,
) =>
  ({
    content: { 'multipart/form-data': { schema: { type: ['object', 'null'], properties } } },
  }) as const;

/** A signed file link's query: the signature is the permission (see LinkSigner). */
export const signedLinkQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    expires: { type: 'string', maxLength: 20 },
    signature: { type: 'string', maxLength: 100 },
    reader: {
      ...boundedInteger(1, 2_147_483_647),
      description: 'The staff member the link was made for',
    },
  },
} as const;
