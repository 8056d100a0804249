import type { FromSchema } from 'json-schema-to-ts';
import { DUPLICATE_REASONS } from '../config/candidates';
import { candidateDetailSchema } from './candidate';

/** The person's own fields, as the candidate's page has them. */
const { id, firstName, lastName, email, phone, source, createdAt } =
  candidateDetailSchema.properties;
const timestamp = { type: 'string', description: 'ISO-8601 UTC timestamp' } as const;
const reasons = {
  type: 'array',
  description: 'Why the two are likely one person',
  items: { type: 'string', enum: DUPLICATE_REASONS },
} as const;

/** A candidate another one is likely the same person as, with the reasons. */
export const duplicateMatchSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pairId: { type: ['integer', 'null'], description: 'Null for a check of typed details' },
    candidateId: { type: 'integer' },
    firstName,
    lastName,
    reasons,
  },
  required: ['pairId', 'candidateId', 'firstName', 'lastName', 'reasons'],
} as const;
export type DuplicateMatch = FromSchema<typeof duplicateMatchSchema>;

/** A merge into this candidate, and until when it can be undone. */
const candidateMergeSummarySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    mergedName: { type: 'string', description: 'The name the merged candidate had' },
    mergedAt: timestamp,
    undoUntil: timestamp,
  },
  required: ['id', 'mergedName', 'mergedAt', 'undoUntil'],
} as const;

/** `GET /api/candidates/{id}/duplicates`: the open likely duplicates and the undoable merges. */
export const candidateDuplicatesSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    duplicates: { type: 'array', items: duplicateMatchSchema },
    merges: { type: 'array', items: candidateMergeSummarySchema },
  },
  required: ['duplicates', 'merges'],
} as const;
export type CandidateDuplicates = FromSchema<typeof candidateDuplicatesSchema>;

/** One side of a pair. */
const pairCandidateSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id,
    firstName,
    lastName,
    email,
    phone,
    source,
    applications: { type: 'integer', description: 'How many applications the person has' },
    createdAt,
  },
  required: [
    'id',
    'firstName',
    'lastName',
    'email',
    'phone',
    'source',
    'applications',
    'createdAt',
  ],
} as const;
export type PairCandidate = FromSchema<typeof pairCandidateSchema>;

/** One likely duplicate pair: the list's row, and the merge screen's two sides. */
export const duplicatePairSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    reasons,
    createdAt: timestamp,
    candidates: { type: 'array', items: pairCandidateSchema, minItems: 2, maxItems: 2 },
  },
  required: ['id', 'reasons', 'createdAt', 'candidates'],
} as const;
export type DuplicatePair = FromSchema<typeof duplicatePairSchema>;

/** `POST .../merge`: the merge, which `POST /api/candidates/merges/{id}/undo` undoes. */
export const candidateMergeResultSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    mergeId: { type: 'integer' },
    winnerId: { type: 'integer' },
    loserId: { type: 'integer' },
    undoUntil: timestamp,
  },
  required: ['mergeId', 'winnerId', 'loserId', 'undoUntil'],
} as const;
export type CandidateMergeResult = FromSchema<typeof candidateMergeResultSchema>;

/** `POST /api/candidates/merges/{id}/undo`: the two candidates, apart again. */
export const candidateMergeUndoneSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { winnerId: { type: 'integer' }, loserId: { type: 'integer' } },
  required: ['winnerId', 'loserId'],
} as const;
