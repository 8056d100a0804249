import type { FromSchema } from 'json-schema-to-ts';
import { MESSAGING_CONSENT_SOURCES, MESSAGING_CHANNELS } from '../config/messaging';

/** One opt-in or opt-out of a candidate on a messaging channel, as recorded. */
export const channelConsentEntrySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    channel: { type: 'string', enum: MESSAGING_CHANNELS },
    status: { type: 'string', enum: ['opted_in', 'opted_out'] },
    phone: {
      type: ['string', 'null'],
      description: 'The number in E.164 the choice was made for; null on an opt-out without one',
    },
    source: {
      type: 'string',
      enum: MESSAGING_CONSENT_SOURCES,
      description: 'How it came: the application form, a reply, a recruiter, the unsubscribe link',
    },
    note: { type: 'string' },
    recordedBy: {
      type: ['string', 'null'],
      description: 'The member who noted it; null when the candidate acted',
    },
    at: { type: 'string', description: 'ISO-8601 UTC timestamp' },
  },
  required: ['id', 'channel', 'status', 'phone', 'source', 'note', 'recordedBy', 'at'],
} as const;

/** A candidate's messaging consent: the state of each channel, and every change, newest first. */
export const messagingConsentSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    candidateId: { type: 'integer' },
    phone: {
      type: ['string', 'null'],
      description: "The candidate's current number in E.164; null when none can be messaged",
    },
    channels: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          channel: { type: 'string', enum: MESSAGING_CHANNELS },
          mayMessage: {
            type: 'boolean',
            description: 'Opted in, for the number the candidate has now',
          },
          current: { anyOf: [channelConsentEntrySchema, { type: 'null' }] },
        },
        required: ['channel', 'mayMessage', 'current'],
      },
    },
    history: { type: 'array', items: channelConsentEntrySchema },
  },
  required: ['candidateId', 'phone', 'channels', 'history'],
} as const;

export type ChannelConsentEntry = FromSchema<typeof channelConsentEntrySchema>;
export type MessagingConsent = FromSchema<typeof messagingConsentSchema>;
