import type { FromSchema } from 'json-schema-to-ts';
import {
  IMPORT_FIELDS,
  IMPORT_FILE_KINDS,
  IMPORT_OUTCOMES,
  IMPORT_STATUSES,
} from '../config/candidate-import';
import { CONSENT_SOURCES } from '../config/candidates';

/** An uploaded import: the file's columns and the mapping (suggested until one is saved). */
export const candidateImportSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    fileName: { type: 'string' },
    fileKind: { type: 'string', enum: [...IMPORT_FILE_KINDS] },
    rowsCount: { type: 'integer', description: 'Rows under the header row' },
    status: { type: 'string', enum: [...IMPORT_STATUSES] },
    headers: { type: 'array', items: { type: 'string' }, description: 'The header row' },
    fields: {
      type: 'array',
      items: { type: 'string', enum: [...IMPORT_FIELDS] },
      description: 'The field of each column, in order',
    },
    mappingSaved: { type: 'boolean', description: 'False: the fields are a suggestion' },
    consentSource: { type: ['string', 'null'], enum: [...CONSENT_SOURCES, null] },
    createdAt: { type: 'string', description: 'ISO-8601 UTC timestamp' },
  },
  required: [
    'id',
    'fileName',
    'fileKind',
    'rowsCount',
    'status',
    'headers',
    'fields',
    'mappingSaved',
    'consentSource',
    'createdAt',
  ],
} as const;
export type CandidateImport = FromSchema<typeof candidateImportSchema>;

const importRowOutcomeSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    row: { type: 'integer', description: "The row's line in the file (the header is 1)" },
    name: { type: 'string' },
    email: { type: 'string' },
    outcome: { type: 'string', enum: [...IMPORT_OUTCOMES] },
    candidateId: {
      type: ['integer', 'null'],
      description: 'Merge: the candidate on file; after apply, also the created candidate',
    },
    reason: { type: ['string', 'null'], description: 'Refuse: why' },
  },
  required: ['row', 'name', 'email', 'outcome', 'candidateId', 'reason'],
} as const;
export type ImportRowOutcome = FromSchema<typeof importRowOutcomeSchema>;

/** A dry run, or what an apply did: per row, and the counts. */
export const candidateImportOutcomeSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    counts: {
      type: 'object',
      additionalProperties: false,
      properties: {
        create: { type: 'integer' },
        merge: { type: 'integer' },
        refuse: { type: 'integer' },
      },
      required: ['create', 'merge', 'refuse'],
    },
    rows: { type: 'array', items: importRowOutcomeSchema },
  },
  required: ['counts', 'rows'],
} as const;
export type CandidateImportOutcome = FromSchema<typeof candidateImportOutcomeSchema>;
