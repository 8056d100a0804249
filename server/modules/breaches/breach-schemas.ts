/**
 * JSON schemas of the breach calls' input: bounds and types only. Required fields, the
 * choices and the messages come from the shared yup schemas.
 */
import {
  BREACH_FIELDS,
  BREACH_LINE_MAX_LENGTH,
  BREACH_SOURCES,
  BREACH_TEXT_MAX_LENGTH,
} from '@vistaar/shared/config/breaches';
import { boundedInteger, pagingProperties } from '../../lib/common-schemas';

// Room for surrounding spaces, which the shared schema trims before it counts.
const text = { type: 'string', maxLength: BREACH_TEXT_MAX_LENGTH + 100 } as const;
const line = { type: 'string', maxLength: BREACH_LINE_MAX_LENGTH + 100 } as const;
const moment = {
  type: 'string',
  maxLength: 40,
  description: 'YYYY-MM-DDTHH:MM in India (IST)',
} as const;
const day = { type: 'string', maxLength: 20, description: 'YYYY-MM-DD (India)' } as const;
const choices = (count: number) =>
  ({ type: 'array', maxItems: count, items: { type: 'string', maxLength: 40 } }) as const;

export const breachBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    summary: text,
    location: line,
    occurredAt: moment,
    discoveredAt: moment,
    sources: choices(BREACH_SOURCES.length),
    jobId: boundedInteger(1, 2_147_483_647),
    appliedFrom: day,
    appliedTo: day,
    fields: choices(BREACH_FIELDS.length),
    consequences: text,
    measures: text,
    safetySteps: text,
    contact: line,
  },
} as const;

export const breachUpdateBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { text },
} as const;

export const breachNoticesBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    confirm: { type: 'boolean' },
    affectedCount: boundedInteger(0, 100_000_000),
  },
} as const;

export const breachListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pagingProperties,
  },
} as const;
