import type { FromSchema } from 'json-schema-to-ts';
import { BREACH_FIELDS, BREACH_SOURCES } from '../config/breaches';

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const instant = { type: 'string', description: 'ISO-8601 UTC timestamp' } as const;
const nullableInstant = {
  type: ['string', 'null'],
  description: 'ISO-8601 UTC timestamp',
} as const;

/** A later entry on a breach whose notices have gone (entries are only ever added). */
export const breachUpdateEntrySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { id: { type: 'integer' }, text, at: instant, by: nullableText },
  required: ['id', 'text', 'at', 'by'],
} as const;
export type BreachUpdateEntry = FromSchema<typeof breachUpdateEntrySchema>;

/** One recorded breach, with the texts the product makes from it. */
export const breachRecordSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    summary: text,
    location: text,
    occurredAt: instant,
    discoveredAt: instant,
    sources: { type: 'array', items: { type: 'string', enum: BREACH_SOURCES } },
    jobId: { type: ['integer', 'null'] },
    jobTitle: nullableText,
    appliedFrom: { ...nullableText, description: 'YYYY-MM-DD (India)' },
    appliedTo: { ...nullableText, description: 'YYYY-MM-DD (India)' },
    fields: { type: 'array', items: { type: 'string', enum: BREACH_FIELDS } },
    consequences: text,
    measures: text,
    safetySteps: text,
    contact: text,
    recordedBy: nullableText,
    createdAt: instant,
    updatedAt: instant,
    boardReportDueAt: { ...instant, description: 'Discovery plus BREACH_BOARD_REPORT_HOURS' },
    boardReportedAt: nullableInstant,
    affectedCount: {
      type: 'integer',
      description: 'People affected: counted now until the notices go, then as sent',
    },
    noticesSentAt: nullableInstant,
    noticesSentBy: nullableText,
    noticeSubject: text,
    noticeText: {
      type: 'string',
      description: 'What each person receives (after their greeting); as sent once sent',
    },
    boardReportText: text,
    updates: { type: 'array', items: breachUpdateEntrySchema },
  },
  required: [
    'id',
    'summary',
    'location',
    'occurredAt',
    'discoveredAt',
    'sources',
    'jobId',
    'jobTitle',
    'appliedFrom',
    'appliedTo',
    'fields',
    'consequences',
    'measures',
    'safetySteps',
    'contact',
    'recordedBy',
    'createdAt',
    'updatedAt',
    'boardReportDueAt',
    'boardReportedAt',
    'affectedCount',
    'noticesSentAt',
    'noticesSentBy',
    'noticeSubject',
    'noticeText',
    'boardReportText',
    'updates',
  ],
} as const;
export type BreachRecord = FromSchema<typeof breachRecordSchema>;

/** A breach in the list of breaches. */
export const breachListItemSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    summary: text,
    discoveredAt: instant,
    boardReportDueAt: instant,
    boardReportedAt: nullableInstant,
    noticesSentAt: nullableInstant,
    noticesSent: { type: ['integer', 'null'] },
    createdAt: instant,
  },
  required: [
    'id',
    'summary',
    'discoveredAt',
    'boardReportDueAt',
    'boardReportedAt',
    'noticesSentAt',
    'noticesSent',
    'createdAt',
  ],
} as const;
export type BreachListItem = FromSchema<typeof breachListItemSchema>;

/** One person affected, as staff see them: a masked address and where we hold their data. */
export const breachAffectedPersonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    email: { type: 'string', description: "Masked: 'r****@example.com'" },
    sources: { type: 'array', items: { type: 'string', enum: BREACH_SOURCES } },
  },
  required: ['email', 'sources'],
} as const;
export type BreachAffectedPerson = FromSchema<typeof breachAffectedPersonSchema>;

/** A job whose applications a breach may be narrowed to. */
export const breachJobOptionSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { id: { type: 'integer' }, title: text, applications: { type: 'integer' } },
  required: ['id', 'title', 'applications'],
} as const;
export type BreachJobOption = FromSchema<typeof breachJobOptionSchema>;
