import type { FromSchema } from 'json-schema-to-ts';
import {
  JOINING_REQUEST_STATUSES,
  PREBOARDING_DOCUMENT_KINDS,
  PREBOARDING_DOCUMENT_STATUSES,
} from '../config/preboarding';

const nullableText = { type: ['string', 'null'] } as const;
const timestamp = { type: 'string', description: 'ISO-8601 UTC timestamp' } as const;
const nullableTimestamp = {
  type: ['string', 'null'],
  description: 'ISO-8601 UTC timestamp',
} as const;
const day = { type: 'string', description: 'YYYY-MM-DD (India)' } as const;

/** One document asked of the candidate, and where it is. */
export const preboardingDocumentSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string', enum: PREBOARDING_DOCUMENT_KINDS },
    label: { type: 'string' },
    status: { type: 'string', enum: PREBOARDING_DOCUMENT_STATUSES },
    fileName: nullableText,
    uploadedAt: nullableTimestamp,
    /** The PAN as typed, or the Aadhaar shown as XXXX XXXX 1234: never more of it. */
    number: nullableText,
    /** The candidate ticked that their Aadhaar copy shows only its last four digits. */
    maskedByCandidate: { type: 'boolean' },
    /** HR's reason when the document was asked for again. */
    reason: nullableText,
    reviewedAt: nullableTimestamp,
    reviewedBy: nullableText,
    /** Staff only: a signed link to the file, valid a few minutes. */
    fileUrl: nullableText,
  },
  required: [
    'id',
    'kind',
    'label',
    'status',
    'fileName',
    'uploadedAt',
    'number',
    'maskedByCandidate',
    'reason',
    'reviewedAt',
    'reviewedBy',
    'fileUrl',
  ],
} as const;
export type PreboardingDocument = FromSchema<typeof preboardingDocumentSchema>;

/** The candidate's confirmation of the joining date or a change they asked for. */
export const joiningRequestSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    status: { type: 'string', enum: JOINING_REQUEST_STATUSES },
    date: day,
    reason: nullableText,
    decisionReason: nullableText,
    createdAt: timestamp,
    decidedAt: nullableTimestamp,
    decidedBy: nullableText,
  },
  required: [
    'id',
    'status',
    'date',
    'reason',
    'decisionReason',
    'createdAt',
    'decidedAt',
    'decidedBy',
  ],
} as const;
export type JoiningRequest = FromSchema<typeof joiningRequestSchema>;

/** An accepted offer's pre-boarding: its documents and the joining date, latest word first. */
export const preboardingSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    offerId: { type: 'integer' },
    joiningDate: day,
    documents: { type: 'array', items: preboardingDocumentSchema },
    joiningRequests: { type: 'array', items: joiningRequestSchema },
  },
  required: ['offerId', 'joiningDate', 'documents', 'joiningRequests'],
} as const;
export type Preboarding = FromSchema<typeof preboardingSchema>;

/** The documents a job asks for: its own list, or the default one while it has none. */
export const preboardingDocumentListSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    jobId: { type: 'integer' },
    isDefault: { type: 'boolean' },
    documents: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          kind: { type: 'string', enum: PREBOARDING_DOCUMENT_KINDS },
          label: { type: 'string' },
        },
        required: ['kind', 'label'],
      },
    },
  },
  required: ['jobId', 'isDefault', 'documents'],
} as const;
export type PreboardingDocumentList = FromSchema<typeof preboardingDocumentListSchema>;
