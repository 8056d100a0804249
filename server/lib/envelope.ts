/** JSON schemas for the one answer envelope, used by every route's response schema. */
export const errorEnvelopeSchema = {
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['success'],
} as const;

export const messageEnvelopeSchema = {
  type: 'object',
  properties: { success: { type: 'boolean' }, message: { type: 'string' } },
  required: ['success'],
} as const;

export function dataEnvelopeSchema(data: object, withTotal = false) {
  return {
    type: 'object',
    properties: {
      success: { type: 'boolean' },
      message: { type: 'string' },
      data,
      ...(withTotal ? { total: { type: 'integer' } } : {}),
    },
    required: ['success'],
  } as const;
}

export const standardErrorResponses = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
  415: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  500: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
} as const;
