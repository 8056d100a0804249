import type { FromSchema } from 'json-schema-to-ts';
import { INTAKE_ORIGINS, INTAKE_STATUSES } from '../config/intake';

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const timestamp = { type: 'string', description: 'ISO-8601 UTC timestamp' } as const;

const intakeItemProperties = {
  id: { type: 'integer' },
  origin: { type: 'string', enum: [...INTAKE_ORIGINS] },
  fileName: text,
  status: { type: 'string', enum: [...INTAKE_STATUSES] },
  refusal: { ...nullableText, description: 'Why the file was refused' },
  jobId: { type: ['integer', 'null'], description: 'Null: the pool' },
  jobTitle: { ...nullableText, description: 'Null: the pool' },
  sender: { ...nullableText, description: "An e-mail's sender" },
  subject: { ...nullableText, description: "An e-mail's subject" },
  receivedAt: timestamp,
  applicationId: { type: ['integer', 'null'], description: 'Once accepted' },
} as const;

const intakeItemRequired = [
  'id',
  'origin',
  'fileName',
  'status',
  'refusal',
  'jobId',
  'jobTitle',
  'sender',
  'subject',
  'receivedAt',
  'applicationId',
] as const;

/** One row of the Intake queue. */
export const intakeItemSchema = {
  type: 'object',
  additionalProperties: false,
  properties: intakeItemProperties,
  required: intakeItemRequired,
} as const;
export type IntakeItem = FromSchema<typeof intakeItemSchema>;

/** A value proposed for a review field and the resume's text it was read from. */
const fieldProposalSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { value: text, source: text },
  required: ['value', 'source'],
} as const;
export type IntakeFieldProposal = FromSchema<typeof fieldProposalSchema>;

/** `GET /api/intake/items/{id}`: one item with what its resume proposes, for review. */
export const intakeItemDetailSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...intakeItemProperties,
    note: { type: 'string', description: "The e-mail's text" },
    fileType: { type: ['string', 'null'], enum: ['pdf', 'doc', 'docx', null] },
    fileUrl: { ...nullableText, description: 'A short-lived signed link to the stored resume' },
    resumeText: { type: 'string', description: 'The text read from the resume' },
    parseMessage: { ...nullableText, description: 'Why the resume could not be read' },
    proposals: {
      type: 'object',
      description: "Review fields by name (the accept body's names), each with its source text",
      additionalProperties: fieldProposalSchema,
    },
    nextId: {
      type: ['integer', 'null'],
      description: 'The next item waiting for review, if any',
    },
  },
  required: [
    ...intakeItemRequired,
    'note',
    'fileType',
    'fileUrl',
    'resumeText',
    'parseMessage',
    'proposals',
    'nextId',
  ],
} as const;
export type IntakeItemDetail = FromSchema<typeof intakeItemDetailSchema>;

/** What became of each file of an upload. */
export const intakeUploadResultSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          id: { type: 'integer' },
          fileName: text,
          status: { type: 'string', enum: ['queued', 'refused'] },
          refusal: nullableText,
        },
        required: ['id', 'fileName', 'status', 'refusal'],
      },
    },
  },
  required: ['items'],
} as const;
export type IntakeUploadResult = FromSchema<typeof intakeUploadResultSchema>;

/** What accepting an item made. */
export const intakeAcceptResultSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    applicationId: { type: 'integer' },
    nextId: { type: ['integer', 'null'] },
  },
  required: ['applicationId', 'nextId'],
} as const;
export type IntakeAcceptResult = FromSchema<typeof intakeAcceptResultSchema>;
