import type { FromSchema } from 'json-schema-to-ts';
import {
  CTC_COMPONENT_KEYS,
  CTC_COMPONENT_KINDS,
  OFFER_EVENT_KINDS,
  OFFER_STATUSES,
} from '../config/offers';

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const timestamp = { type: 'string', description: 'ISO-8601 UTC timestamp' } as const;
const nullableTimestamp = {
  type: ['string', 'null'],
  description: 'ISO-8601 UTC timestamp',
} as const;
const day = { type: 'string', description: 'YYYY-MM-DD (India)' } as const;
const rupees = { type: 'integer', description: 'Whole rupees a year' } as const;

/** An offer letter template as HR and admins keep it. */
export const offerTemplateRecordSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    name: text,
    body: {
      type: 'string',
      description: 'Sanitised HTML (h2, h3, p, strong, em, ul, ol, li, br) with {{placeholders}}',
    },
    archived: { type: 'boolean' },
    updatedAt: timestamp,
  },
  required: ['id', 'name', 'body', 'archived', 'updatedAt'],
} as const;
export type OfferTemplate = FromSchema<typeof offerTemplateRecordSchema>;

/** A CTC break-up structure: each part a percentage of the CTC, an amount or the balance. */
export const ctcStructureRecordSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    name: text,
    components: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          key: { type: 'string', enum: CTC_COMPONENT_KEYS },
          kind: { type: 'string', enum: CTC_COMPONENT_KINDS },
          value: { type: 'number' },
        },
        required: ['key', 'kind', 'value'],
      },
    },
    archived: { type: 'boolean' },
    updatedAt: timestamp,
  },
  required: ['id', 'name', 'components', 'archived', 'updatedAt'],
} as const;
export type CtcStructure = FromSchema<typeof ctcStructureRecordSchema>;

const person = {
  type: 'object',
  additionalProperties: false,
  properties: { id: { type: 'integer' }, name: text },
  required: ['id', 'name'],
} as const;

/** Who approves offers, in order: for one job, or for a CTC band. */
export const offerApprovalRuleRecordSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    jobId: { type: ['integer', 'null'] },
    jobTitle: nullableText,
    minCtc: { type: ['integer', 'null'] },
    maxCtc: { type: ['integer', 'null'] },
    approvers: { type: 'array', items: person },
  },
  required: ['id', 'jobId', 'jobTitle', 'minCtc', 'maxCtc', 'approvers'],
} as const;
export type OfferApprovalRule = FromSchema<typeof offerApprovalRuleRecordSchema>;

/** What an approval chain may name: active members who may approve, and the jobs. */
export const offerApprovalOptionsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    approvers: { type: 'array', items: person },
    jobs: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { id: { type: 'integer' }, title: text },
        required: ['id', 'title'],
      },
    },
  },
  required: ['approvers', 'jobs'],
} as const;
export type OfferApprovalOptions = FromSchema<typeof offerApprovalOptionsSchema>;

/** One offer (one version), as the recruiter, HR and its approvers see it. */
export const offerRecordSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    applicationId: { type: 'integer' },
    candidateName: text,
    jobTitle: text,
    version: { type: 'integer' },
    status: { type: 'string', enum: OFFER_STATUSES },
    template: person,
    ctcStructureId: { type: 'integer' },
    ctc: rupees,
    ctcInWords: text,
    breakup: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          key: { type: 'string', enum: CTC_COMPONENT_KEYS },
          label: text,
          amount: rupees,
        },
        required: ['key', 'label', 'amount'],
      },
    },
    designation: text,
    location: text,
    reportingManager: text,
    joiningDate: day,
    validUntil: day,
    approvals: {
      type: 'array',
      description: 'The current round of approval, in order',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          step: { type: 'integer' },
          approver: person,
          status: { type: 'string', enum: ['queued', 'waiting', 'approved', 'rejected'] },
          comment: nullableText,
          decidedAt: nullableTimestamp,
        },
        required: ['step', 'approver', 'status', 'comment', 'decidedAt'],
      },
    },
    history: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          kind: { type: 'string', enum: OFFER_EVENT_KINDS },
          at: timestamp,
          by: nullableText,
          comment: nullableText,
        },
        required: ['kind', 'at', 'by', 'comment'],
      },
    },
    awaitingMe: {
      type: 'boolean',
      description: 'Whether the signed-in member is the approver it waits for',
    },
    sentAt: nullableTimestamp,
    respondedAt: nullableTimestamp,
    declineReason: nullableText,
    signedDocument: { type: 'boolean', description: 'Whether the signed acceptance is kept' },
    createdAt: timestamp,
    updatedAt: timestamp,
  },
  required: [
    'id',
    'applicationId',
    'candidateName',
    'jobTitle',
    'version',
    'status',
    'template',
    'ctcStructureId',
    'ctc',
    'ctcInWords',
    'breakup',
    'designation',
    'location',
    'reportingManager',
    'joiningDate',
    'validUntil',
    'approvals',
    'history',
    'awaitingMe',
    'sentAt',
    'respondedAt',
    'declineReason',
    'signedDocument',
    'createdAt',
    'updatedAt',
  ],
} as const;
export type OfferRecord = FromSchema<typeof offerRecordSchema>;

/** What the candidate's private offer link shows. */
export const candidateOfferSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    state: {
      type: 'string',
      enum: ['open', 'accepted', 'declined', 'expired', 'superseded', 'withdrawn'],
    },
    candidateName: text,
    jobTitle: text,
    designation: text,
    ctc: text,
    ctcInWords: text,
    joiningDate: day,
    validUntil: day,
    respondedAt: nullableTimestamp,
  },
  required: ['state'],
} as const;
export type CandidateOffer = FromSchema<typeof candidateOfferSchema>;
