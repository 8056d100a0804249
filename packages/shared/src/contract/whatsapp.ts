import type { FromSchema } from 'json-schema-to-ts';

/** Whether staff may write free text to the candidate on WhatsApp now, and why not. */
export const whatsappReplyStateSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    available: { type: 'boolean' },
    reason: {
      type: ['string', 'null'],
      description: 'Why free text cannot go now (off, no opt-in, the 24-hour window closed)',
    },
    windowEndsAt: {
      type: ['string', 'null'],
      description: "When the 24-hour window since the candidate's last WhatsApp message closes",
    },
  },
  required: ['available', 'reason', 'windowEndsAt'],
} as const;

/** One month's WhatsApp cost per pricing category, from the configured rate card. */
export const whatsappCostsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    month: { type: 'string', description: 'YYYY-MM (UTC)' },
    enabled: { type: 'boolean', description: 'Whether WhatsApp is configured on this server' },
    categories: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          category: { type: 'string' },
          messages: { type: 'integer' },
          costInr: { type: 'number' },
        },
        required: ['category', 'messages', 'costInr'],
      },
    },
    totalInr: { type: 'number' },
  },
  required: ['month', 'enabled', 'categories', 'totalInr'],
} as const;

export type WhatsappReplyState = FromSchema<typeof whatsappReplyStateSchema>;
export type WhatsappCosts = FromSchema<typeof whatsappCostsSchema>;
