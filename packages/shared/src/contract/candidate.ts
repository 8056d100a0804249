import type { FromSchema } from 'json-schema-to-ts';
import { APPLICATION_SOURCES } from '../config/candidates';
import { applicationEventSchema, stageSummarySchema } from './pipeline';

const text = { type: 'string' } as const;
const timestamp = { type: 'string', description: 'ISO-8601 UTC timestamp' } as const;

/** One application of a candidate, as the candidate's page lists it. */
const candidateApplicationSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    jobId: { type: ['integer', 'null'], description: 'Null for a general application' },
    jobTitle: text,
    stage: stageSummarySchema,
    appliedAt: timestamp,
    stageEnteredAt: timestamp,
    resume: {
      type: ['object', 'null'],
      description: 'The resume sent with this application; null once erased',
      additionalProperties: false,
      properties: {
        fileName: text,
        sizeBytes: { type: 'integer' },
        url: { type: 'string', description: 'A short-lived signed link' },
      },
      required: ['fileName', 'sizeBytes', 'url'],
    },
    history: {
      type: 'array',
      description: 'Newest first, notes included',
      items: applicationEventSchema,
    },
  },
  required: [
    'id',
    'jobId',
    'jobTitle',
    'stage',
    'appliedAt',
    'stageEnteredAt',
    'resume',
    'history',
  ],
} as const;
export type CandidateApplication = FromSchema<typeof candidateApplicationSchema>;

/**
 * `GET /api/candidates/{id}`: the person and those of their applications the reader may
 * open, newest first.
 */
export const candidateDetailSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    firstName: text,
    lastName: text,
    email: text,
    phone: text,
    source: { type: 'string', enum: APPLICATION_SOURCES },
    keepForOtherRoles: {
      type: 'boolean',
      description: 'The person agreed to be kept for other suitable roles (their latest choice)',
    },
    createdAt: timestamp,
    updatedAt: timestamp,
    applications: { type: 'array', items: candidateApplicationSchema },
  },
  required: [
    'id',
    'firstName',
    'lastName',
    'email',
    'phone',
    'source',
    'keepForOtherRoles',
    'createdAt',
    'updatedAt',
    'applications',
  ],
} as const;
export type CandidateDetail = FromSchema<typeof candidateDetailSchema>;

/** `POST /api/candidates/{id}/erase`: how many applications were erased with the person. */
export const candidateErasureSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { erasedApplications: { type: 'integer' } },
  required: ['erasedApplications'],
} as const;
export type CandidateErasure = FromSchema<typeof candidateErasureSchema>;
