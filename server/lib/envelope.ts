import type { JSONSchema } from 'json-schema-to-ts';

/** JSON schemas for the one answer envelope, used by every route's response schema. */
export const errorEnvelopeSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    success: { type: 'boolean' },
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
    /** A stable name for refusals the client acts on (see SECOND_FACTOR_ANSWERS). */
    code: { type: 'string' },
  },
  required: ['success'],
} as const;

export const messageEnvelopeSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { success: { type: 'boolean' }, message: { type: 'string' } },
  required: ['success'],
} as const;

/** An answer carrying one record (or any value) in `data`. */
export function dataEnvelopeSchema<const Data extends JSONSchema>(data: Data) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: { success: { type: 'boolean' }, message: { type: 'string' }, data },
    required: ['success'],
  } as const;
}

/** A page of a list: the items in `data`, the count under the same filters in `total`. */
export function pageEnvelopeSchema<const Item extends JSONSchema>(item: Item) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      success: { type: 'boolean' },
      message: { type: 'string' },
      data: { type: 'array', items: item },
      total: { type: 'integer' },
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
