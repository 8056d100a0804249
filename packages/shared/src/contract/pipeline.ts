import type { FromSchema } from 'json-schema-to-ts';
import { APPLICATION_EVENT_KINDS, PIPELINE_STAGE_KINDS } from '../config/pipeline';

const text = { type: 'string' } as const;
const kind = { type: 'string', enum: PIPELINE_STAGE_KINDS } as const;

/** Where an application stands: carried by each row of the desk. */
export const stageSummarySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { id: { type: 'integer' }, name: text, kind },
  required: ['id', 'name', 'kind'],
} as const;
export type StageSummary = FromSchema<typeof stageSummarySchema>;

/** One stage of `GET /api/pipeline/stages`: those in use by position, then the archived ones. */
export const pipelineStageSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...stageSummarySchema.properties,
    position: { type: 'integer' },
    archived: { type: 'boolean', description: 'Kept for history; nothing moves into it' },
    entry: { type: 'boolean', description: 'Where every new application starts (New)' },
    applications: { type: 'integer', description: 'How many applications are in it now' },
    slaDays: {
      type: 'integer',
      description:
        'Working days an application may stay before it is overdue; left out when the stage has no limit',
    },
  },
  required: [...stageSummarySchema.required, 'position', 'archived', 'entry', 'applications'],
} as const;
export type PipelineStage = FromSchema<typeof pipelineStageSchema>;

/** A public holiday (`GET /api/pipeline/holidays`): no working day for stage limits. */
export const holidaySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { day: { type: 'string', description: 'YYYY-MM-DD in India' }, name: text },
  required: ['day', 'name'],
} as const;
export type Holiday = FromSchema<typeof holidaySchema>;

/** A reason a rejection may give (`GET /api/pipeline/rejection-reasons`). */
export const rejectionReasonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { id: { type: 'integer' }, label: text },
  required: ['id', 'label'],
} as const;
export type RejectionReason = FromSchema<typeof rejectionReasonSchema>;

const stageName = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { id: { type: 'integer' }, name: text },
  required: ['id', 'name'],
} as const;

/** One entry of an application's timeline; entries are never edited or deleted. */
export const applicationEventSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string', enum: APPLICATION_EVENT_KINDS },
    createdAt: { type: 'string', description: 'ISO-8601 UTC timestamp' },
    staff: {
      ...stageName,
      description:
        'The staff member who did it; null when the candidate did (their correction, withdrawal or booking)',
    },
    fromStage: stageName,
    toStage: stageName,
    rejectionReason: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: rejectionReasonSchema.properties,
      required: rejectionReasonSchema.required,
    },
    comment: { type: ['string', 'null'], description: "A move's comment, or a note's text" },
    mentions: {
      type: 'array',
      description: 'Colleagues a note names (empty for other kinds)',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { id: { type: 'integer' }, name: text },
        required: ['id', 'name'],
      },
    },
  },
  required: [
    'id',
    'kind',
    'createdAt',
    'staff',
    'fromStage',
    'toStage',
    'rejectionReason',
    'comment',
    'mentions',
  ],
} as const;
export type ApplicationEvent = FromSchema<typeof applicationEventSchema>;

/** A bulk move's answer: how many applications moved (all of those asked for). */
export const bulkStageMoveResultSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { moved: { type: 'integer' } },
  required: ['moved'],
} as const;
export type BulkStageMoveResult = FromSchema<typeof bulkStageMoveResultSchema>;

/** A colleague who may be named in a note: active, and working on applications. */
export const teamMateSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { id: { type: 'integer' }, name: text },
  required: ['id', 'name'],
} as const;
export type TeamMate = FromSchema<typeof teamMateSchema>;

/** A note that names the signed-in member: their 'For you' list. */
export const mentionSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    applicationId: { type: 'integer' },
    candidateName: text,
    jobTitle: text,
    note: text,
    by: { type: ['string', 'null'], description: 'Who wrote it; null once that account is gone' },
    createdAt: { type: 'string', description: 'ISO-8601 UTC timestamp' },
    read: { type: 'boolean' },
  },
  required: ['id', 'applicationId', 'candidateName', 'jobTitle', 'note', 'by', 'createdAt', 'read'],
} as const;
export type Mention = FromSchema<typeof mentionSchema>;
