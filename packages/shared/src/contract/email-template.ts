import type { FromSchema } from 'json-schema-to-ts';

const text = { type: 'string' } as const;

/** One e-mail template as staff see and edit it. */
export const emailTemplateRecordSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    name: text,
    subject: { type: 'string', description: 'Plain text with {{placeholders}}' },
    body: { type: 'string', description: 'Plain text with {{placeholders}}' },
    stage: {
      type: ['object', 'null'],
      additionalProperties: false,
      description: 'The stage that proposes this template when an application moves there',
      properties: { id: { type: 'integer' }, name: text },
      required: ['id', 'name'],
    },
    archived: { type: 'boolean' },
    updatedAt: { type: 'string', description: 'ISO-8601 UTC timestamp' },
  },
  required: ['id', 'name', 'subject', 'body', 'stage', 'archived', 'updatedAt'],
} as const;
export type EmailTemplate = FromSchema<typeof emailTemplateRecordSchema>;

/** A template or a written e-mail filled in for one candidate (or with sample values). */
export const renderedEmailSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    subject: { type: 'string', description: 'One line' },
    text: { type: 'string', description: 'The plain-text body' },
    missing: {
      type: 'array',
      description: 'Placeholders this application has no value for; they stay as written',
      items: text,
    },
  },
  required: ['subject', 'text', 'missing'],
} as const;
export type RenderedEmail = FromSchema<typeof renderedEmailSchema>;

/** What one e-mail to several candidates did: each got their own, filled in for them. */
export const bulkCandidateEmailResultSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { sent: { type: 'integer', description: 'E-mails put in the outbox' } },
  required: ['sent'],
} as const;
export type BulkCandidateEmailResult = FromSchema<typeof bulkCandidateEmailResultSchema>;

/** A candidate e-mail held back to send later (a rejection the next working morning). */
export const scheduledEmailRecordSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    applicationId: { type: 'integer' },
    subject: { type: 'string' },
    body: { type: 'string', description: 'The text as it will be sent, placeholders filled in' },
    sendAt: { type: 'string', description: 'ISO-8601 UTC timestamp' },
    status: { type: 'string', enum: ['scheduled', 'sent', 'cancelled'] },
    cancelReason: {
      type: ['string', 'null'],
      enum: ['staff', 'stage-changed', null],
      description: 'Cancelled by a member, or because the application left the stage it was for',
    },
    createdAt: { type: 'string', description: 'ISO-8601 UTC timestamp' },
    sentAt: { type: ['string', 'null'] },
    cancelledAt: { type: ['string', 'null'] },
  },
  required: [
    'id',
    'applicationId',
    'subject',
    'body',
    'sendAt',
    'status',
    'cancelReason',
    'createdAt',
    'sentAt',
    'cancelledAt',
  ],
} as const;

export type ScheduledEmail = FromSchema<typeof scheduledEmailRecordSchema>;
