import type { FromSchema } from 'json-schema-to-ts';
import { APPLICATION_SOURCES } from '../config/candidates';
import { DROPOUT_REASON_VALUES } from '../config/joining';
import { PIPELINE_STAGE_KINDS } from '../config/pipeline';

const integer = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const kind = { type: 'string', enum: PIPELINE_STAGE_KINDS } as const;
const days = { type: ['number', 'null'], description: 'Days, to one decimal; null: none' } as const;
const rate = {
  type: ['number', 'null'],
  description: 'A share from 0 to 1, to four decimals; null when there is nothing to divide by',
} as const;

const rowsOf = <const Row extends object>(row: Row) =>
  ({
    type: 'object',
    additionalProperties: false,
    properties: { rows: { type: 'array', items: row } },
    required: ['rows'],
  }) as const;

/** Applications that entered each step of the pipeline, in stage order, and how many went on. */
export const funnelReportSchema = rowsOf({
  type: 'object',
  additionalProperties: false,
  properties: {
    stageId: integer,
    name: text,
    kind,
    entered: { ...integer, description: 'Applications that entered the stage in the range' },
    passThrough: { ...rate, description: 'Entered the next stage / entered this one' },
  },
  required: ['stageId', 'name', 'kind', 'entered', 'passThrough'],
});
export type FunnelReport = FromSchema<typeof funnelReportSchema>;

const spread = {
  type: 'object',
  additionalProperties: false,
  properties: { count: integer, median: days, p75: days },
  required: ['count', 'median', 'p75'],
} as const;

/** Time to hire, time to fill, and the median days spent in each stage. */
export const timeReportSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    timeToHire: { ...spread, description: 'Applied to hired, over the hires in the range' },
    timeToFill: {
      ...spread,
      description: 'Job created to its first hire, over the jobs first filled in the range',
    },
    rows: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          stageId: integer,
          name: text,
          applications: { ...integer, description: 'Applications that left the stage' },
          medianDays: days,
        },
        required: ['stageId', 'name', 'applications', 'medianDays'],
      },
    },
  },
  required: ['timeToHire', 'timeToFill', 'rows'],
} as const;
export type TimeReport = FromSchema<typeof timeReportSchema>;

/** Applications by source and how far they got. */
export const sourcesReportSchema = rowsOf({
  type: 'object',
  additionalProperties: false,
  properties: {
    source: { type: 'string', enum: APPLICATION_SOURCES },
    applications: integer,
    reachedInterview: integer,
    offered: integer,
    hired: integer,
    interviewRate: rate,
    offerRate: rate,
    hireRate: rate,
  },
  required: [
    'source',
    'applications',
    'reachedInterview',
    'offered',
    'hired',
    'interviewRate',
    'offerRate',
    'hireRate',
  ],
});
export type SourcesReport = FromSchema<typeof sourcesReportSchema>;

/** Interviews per interviewer and ISO week, with the feedback that is missing or came late. */
export const interviewerLoadReportSchema = rowsOf({
  type: 'object',
  additionalProperties: false,
  properties: {
    staffId: integer,
    name: text,
    week: { type: 'string', description: 'ISO week of the interview in India, YYYY-Www' },
    interviews: integer,
    feedbackMissing: integer,
    feedbackLate: integer,
  },
  required: ['staffId', 'name', 'week', 'interviews', 'feedbackMissing', 'feedbackLate'],
});
export type InterviewerLoadReport = FromSchema<typeof interviewerLoadReportSchema>;

/** Open applications by whole days in their current stage. */
export const ageingReportSchema = rowsOf({
  type: 'object',
  additionalProperties: false,
  properties: { bucket: text, applications: integer },
  required: ['bucket', 'applications'],
});
export type AgeingReport = FromSchema<typeof ageingReportSchema>;

/** Rejections by reason, and withdrawals. */
export const rejectionsReportSchema = rowsOf({
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: ['rejected', 'withdrawn'] },
    reasonId: { type: ['integer', 'null'] },
    label: text,
    count: integer,
  },
  required: ['kind', 'reasonId', 'label', 'count'],
});
export type RejectionsReport = FromSchema<typeof rejectionsReportSchema>;

/**
 * Offers and what became of them in the range: sent, accepted, declined, expired, then the
 * accepted offers' joinings and dropouts by reason. Revised offers count once, at their last
 * version; the acceptance rate is over the offers answered or expired in the range.
 */
export const offersReportSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    rows: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          outcome: {
            type: 'string',
            enum: ['sent', 'accepted', 'declined', 'expired', 'joined', 'dropped-out'],
          },
          reason: { type: ['string', 'null'], enum: [...DROPOUT_REASON_VALUES, null] },
          label: text,
          count: integer,
        },
        required: ['outcome', 'reason', 'label', 'count'],
      },
    },
    acceptanceRate: rate,
  },
  required: ['rows', 'acceptanceRate'],
} as const;
export type OffersReport = FromSchema<typeof offersReportSchema>;

/**
 * A job the reports may be narrowed to; its department, location and owning recruiter fill
 * those filters.
 */
export const reportJobSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: integer,
    title: text,
    department: text,
    location: text,
    recruiterId: { type: ['integer', 'null'] },
    recruiterName: { type: ['string', 'null'] },
  },
  required: ['id', 'title', 'department', 'location', 'recruiterId', 'recruiterName'],
} as const;
export type ReportJob = FromSchema<typeof reportJobSchema>;
