import type { FromSchema } from 'json-schema-to-ts';

const text = { type: 'string' } as const;
const instant = { type: 'string', description: 'ISO-8601 UTC timestamp' } as const;

/** A file that came with a candidate's e-mail: kept (checked by content) or refused. */
const conversationAttachmentSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: text,
    url: {
      type: ['string', 'null'],
      description: 'A short-lived signed link to the kept file; null when refused',
    },
    refused: {
      type: ['string', 'null'],
      description: 'Why the file was not kept (its content is not an accepted type)',
    },
  },
  required: ['name', 'url', 'refused'],
} as const;

/** Where a WhatsApp message or SMS to the candidate has got to, as the platform or provider last reported. */
const messageDeliverySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: { type: 'string', enum: ['queued', 'sent', 'delivered', 'read', 'failed'] },
    failure: {
      type: ['string', 'null'],
      description: "Why it failed, in plain words (the platform's reason); null unless failed",
    },
  },
  required: ['status', 'failure'],
} as const;

/** One message of an application's conversation with the candidate (e-mail, WhatsApp or SMS), in or out. */
export const conversationMessageSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'string', description: "Unique within the thread ('in-3', 'out-5', 'mail-12')" },
    direction: { type: 'string', enum: ['in', 'out'] },
    channel: {
      type: 'string',
      enum: ['email', 'whatsapp', 'sms'],
      description: "How it came or went; 'email' when absent",
    },
    from: { ...text, description: 'The sender: the candidate, or the member who answered' },
    subject: text,
    body: { ...text, description: 'Plain text; candidate HTML is never kept as HTML' },
    quoted: { ...text, description: 'Quoted text and signature, folded behind the body' },
    attachments: { type: 'array', items: conversationAttachmentSchema },
    unread: { type: 'boolean', description: 'A reply no member had opened the thread since' },
    delivery: {
      ...messageDeliverySchema,
      description:
        'A WhatsApp message or SMS to the candidate: its delivery status; absent otherwise',
    },
    at: instant,
  },
  required: ['id', 'direction', 'from', 'subject', 'body', 'quoted', 'attachments', 'unread', 'at'],
} as const;

/** A reply that reached no application, waiting for an admin. */
export const quarantinedMailSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    reason: {
      type: 'string',
      enum: ['unknown-token', 'sender'],
      description:
        "'unknown-token': the reply address names no live application; 'sender': not from the candidate's address",
    },
    recipient: text,
    sender: text,
    subject: text,
    body: text,
    quoted: text,
    attachments: { type: 'array', items: conversationAttachmentSchema },
    receivedAt: instant,
  },
  required: [
    'id',
    'reason',
    'recipient',
    'sender',
    'subject',
    'body',
    'quoted',
    'attachments',
    'receivedAt',
  ],
} as const;

export type ConversationMessage = FromSchema<typeof conversationMessageSchema>;
export type MessageDelivery = FromSchema<typeof messageDeliverySchema>;
export type QuarantinedMail = FromSchema<typeof quarantinedMailSchema>;
