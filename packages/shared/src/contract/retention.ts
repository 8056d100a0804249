import type { FromSchema } from 'json-schema-to-ts';

const day = { type: 'string', description: 'YYYY-MM-DD (India)' } as const;
const timestamp = { type: 'string', description: 'ISO-8601 UTC timestamp' } as const;

/** A record past its retention date, as staff see it in quarantine: no personal data. */
export const retentionItemSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string', enum: ['application', 'contact_message', 'verification_share'] },
    recordId: { type: 'integer' },
    description: {
      type: 'string',
      description: "Anonymous, e.g. 'Application #123 for Java Developer, job closed 2026-03-01'",
    },
    dueOn: { ...day, description: 'The day its retention period ended' },
    eraseOn: { ...day, description: 'Erased by the first run on or after this day, unless held' },
    quarantinedAt: timestamp,
    hold: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: {
        reason: { type: 'string' },
        staffName: { type: ['string', 'null'] },
        at: timestamp,
      },
      required: ['reason', 'staffName', 'at'],
    },
  },
  required: ['id', 'kind', 'recordId', 'description', 'dueOn', 'eraseOn', 'quarantinedAt', 'hold'],
} as const;
export type RetentionItem = FromSchema<typeof retentionItemSchema>;

/** One retention run: counts only. */
export const retentionRunSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    trigger: { type: 'string', enum: ['daily', 'command'] },
    asOf: day,
    startedAt: timestamp,
    finishedAt: {
      type: ['string', 'null'],
      description: 'ISO-8601 UTC; null while running (or if it failed)',
    },
    quarantined: { type: 'integer' },
    erased: { type: 'integer' },
    held: { type: 'integer', description: 'Records past their erasure day kept by a legal hold' },
  },
  required: ['id', 'trigger', 'asOf', 'startedAt', 'finishedAt', 'quarantined', 'erased', 'held'],
} as const;
export type RetentionRun = FromSchema<typeof retentionRunSchema>;

/**
 * What an erasure leaves behind (DPDP Rules 2025, r.8(3)): which record, its purposes, when
 * it was collected, who processed it, when and why it was erased, and keyed hashes of the
 * values it held, never the values.
 */
export const processingRecordSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    recordKind: { type: 'string', enum: ['application', 'contact_message', 'verification_share'] },
    recordId: { type: 'integer' },
    purposes: { type: 'array', items: { type: 'string' } },
    collectedAt: timestamp,
    processedBy: {
      type: 'array',
      items: { type: 'integer' },
      description: 'Staff account ids that read or changed the record',
    },
    lastProcessedAt: timestamp,
    erasedAt: timestamp,
    erasureReason: { type: 'string' },
    valueHashes: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          field: { type: 'string' },
          hash: { type: 'string', description: 'HMAC-SHA-256 (hex) keyed with the app secret' },
        },
        required: ['field', 'hash'],
      },
    },
    removeAfter: { ...timestamp, description: 'Deleted by the first retention run after this' },
  },
  required: [
    'id',
    'recordKind',
    'recordId',
    'purposes',
    'collectedAt',
    'processedBy',
    'lastProcessedAt',
    'erasedAt',
    'erasureReason',
    'valueHashes',
    'removeAfter',
  ],
} as const;
export type ProcessingRecord = FromSchema<typeof processingRecordSchema>;
