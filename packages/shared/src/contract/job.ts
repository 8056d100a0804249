import type { FromSchema } from 'json-schema-to-ts';
import { screeningQuestionSchema, staffScreeningQuestionSchema } from './screening';

const text = { type: 'string' } as const;

/** An open job as the careers page lists it (`GET /api/career/get-jobs`). */
export const jobSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    title: text,
    department: text,
    location: text,
    jobType: text,
    experience: text,
    salaryRange: text,
    skills: { type: 'array', items: text },
    description: text,
    postedAt: { type: 'string', description: 'ISO-8601 UTC timestamp' },
    closesOn: {
      type: 'string',
      description: 'Last day the job is open (YYYY-MM-DD, India time); it closes itself after it',
    },
    screeningQuestions: {
      type: 'array',
      items: screeningQuestionSchema,
      description: 'Asked with the application form, in order',
    },
  },
  required: [
    'id',
    'title',
    'department',
    'location',
    'jobType',
    'experience',
    'salaryRange',
    'skills',
    'description',
    'postedAt',
    'closesOn',
    'screeningQuestions',
  ],
} as const;

export type Job = FromSchema<typeof jobSchema>;

/** A job as staff manage it: open or closed, with its number of applications. */
export const staffJobSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...jobSchema.properties,
    screeningQuestions: { type: 'array', items: staffScreeningQuestionSchema },
    knockoutStageId: {
      type: ['integer', 'null'],
      description: 'Where knocked-out applications go; null: the default stage (Screening)',
    },
    isActive: { type: 'boolean' },
    applicationCount: { type: 'integer' },
    updatedAt: { type: 'string', description: 'ISO-8601 UTC timestamp' },
    closedReason: {
      type: ['string', 'null'],
      enum: ['staff', 'closing-date', null],
      description: 'Why a closed job is closed: staff closed it, or its closing date passed',
    },
  },
  required: [
    ...jobSchema.required,
    'knockoutStageId',
    'isActive',
    'applicationCount',
    'updatedAt',
    'closedReason',
  ],
} as const;

export type StaffJob = FromSchema<typeof staffJobSchema>;

/** What deleting a job did: a job with applications is closed instead, so they stay on record. */
export const jobDeletionSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { deleted: { type: 'boolean' }, closed: { type: 'boolean' } },
  required: ['deleted'],
} as const;

export type JobDeletion = FromSchema<typeof jobDeletionSchema>;

const person = {
  type: 'object',
  additionalProperties: false,
  properties: { id: { type: 'integer' }, name: text },
  required: ['id', 'name'],
} as const;

/**
 * A job's hiring team: its hiring managers and the members who may be made one, and the
 * recruiter who owns it (gets its digests, answers for its stage limits) and who may.
 */
export const jobHiringManagersSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    jobId: { type: 'integer' },
    managers: { type: 'array', items: person },
    options: { type: 'array', items: person },
    recruiter: { anyOf: [person, { type: 'null' }] },
    recruiterOptions: { type: 'array', items: person },
  },
  required: ['jobId', 'managers', 'options', 'recruiter', 'recruiterOptions'],
} as const;
export type JobHiringManagers = FromSchema<typeof jobHiringManagersSchema>;
