import type { FromSchema } from 'json-schema-to-ts';

const text = { type: 'string' } as const;
const nullableNumber = { type: ['number', 'null'] } as const;

/** One candidate found in the talent pool, with why they matched. */
export const poolCandidateSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'The candidate id' },
    name: text,
    location: text,
    experienceYears: nullableNumber,
    noticeDays: { type: ['integer', 'null'] },
    expectedCtc: { type: ['integer', 'null'], description: 'Rupees a year' },
    lastActivityAt: { type: 'string', description: 'ISO-8601 UTC timestamp' },
    keptForOtherRoles: { type: 'boolean' },
    skills: { type: 'array', items: text },
    tags: { type: 'array', items: text },
    snippets: {
      type: 'array',
      description:
        'Passages that matched the search: HTML, the text escaped and the matched words in <mark>',
      items: text,
    },
    retentionEndsOn: {
      type: ['string', 'null'],
      description:
        'YYYY-MM-DD: the day the last retention period of their applications ends, when within 30 days',
    },
  },
  required: [
    'id',
    'name',
    'location',
    'experienceYears',
    'noticeDays',
    'expectedCtc',
    'lastActivityAt',
    'keptForOtherRoles',
    'skills',
    'tags',
    'snippets',
    'retentionEndsOn',
  ],
} as const;
export type PoolCandidate = FromSchema<typeof poolCandidateSchema>;

export const savedListSummarySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    name: text,
    members: { type: 'integer' },
    updatedAt: { type: 'string', description: 'ISO-8601 UTC timestamp' },
  },
  required: ['id', 'name', 'members', 'updatedAt'],
} as const;
export type SavedListSummary = FromSchema<typeof savedListSummarySchema>;

export const savedListEntrySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    candidateId: { type: 'integer' },
    name: text,
    addedAt: { type: 'string', description: 'ISO-8601 UTC timestamp' },
  },
  required: ['candidateId', 'name', 'addedAt'],
} as const;
export type SavedListEntry = FromSchema<typeof savedListEntrySchema>;
