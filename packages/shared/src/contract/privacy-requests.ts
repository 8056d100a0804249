import type { FromSchema } from 'json-schema-to-ts';
import { PRIVACY_REQUEST_KINDS } from '../config/privacy';
import {
  APPLICANT_STATUSES,
  PRIVACY_REQUEST_SOURCES,
  PRIVACY_REQUEST_STATUSES,
} from '../config/privacy-requests';

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const requestKind = { type: 'string', enum: PRIVACY_REQUEST_KINDS } as const;
const requestStatus = { type: 'string', enum: PRIVACY_REQUEST_STATUSES } as const;

/** The fields of an application as the applicant gave them (and may have corrected). */
export const applicantFieldsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    firstName: text,
    lastName: text,
    email: text,
    phone: text,
    dob: { type: 'string', description: 'YYYY-MM-DD' },
    gender: { type: 'string', enum: ['Male', 'Female', 'Other'] },
    address: text,
    city: text,
    state: text,
    jobExperience: text,
    currentCTC: text,
    expectedCTC: text,
    currentEmployer: text,
    currentLocation: text,
    noticePeriod: { type: 'string', description: "In words: '30 days, serving notice'" },
    cameFrom: { type: 'string', description: "The application's source: 'LinkedIn: utm_source=…'" },
    screeningAnswers: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { question: text, answer: text },
        required: ['question', 'answer'],
      },
    },
  },
  required: [
    'firstName',
    'lastName',
    'email',
    'phone',
    'dob',
    'gender',
    'address',
    'city',
    'state',
    'jobExperience',
    'currentCTC',
    'expectedCTC',
    'currentEmployer',
    'currentLocation',
    'noticePeriod',
    'cameFrom',
    'screeningAnswers',
  ],
} as const;
export type ApplicantFields = FromSchema<typeof applicantFieldsSchema>;

/** Who the application's data went to, by role and never by name. */
export const sharedWithSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { recipient: text, detail: text },
  required: ['recipient', 'detail'],
} as const;
export type SharedWith = FromSchema<typeof sharedWithSchema>;

/** A privacy request as its requester sees it on 'My application'. */
export const myPrivacyRequestSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    kind: requestKind,
    status: requestStatus,
    receivedAt: text,
    dueOn: { type: 'string', description: 'YYYY-MM-DD (India)' },
    response: nullableText,
  },
  required: ['id', 'kind', 'status', 'receivedAt', 'dueOn', 'response'],
} as const;
export type MyPrivacyRequest = FromSchema<typeof myPrivacyRequestSchema>;

/** `GET /api/my-application/:token`: everything 'My application' shows. */
/**
 * A nominee (DPDP Act 2023 s.14): who may exercise the person's rights on their death or
 * incapacity; null while none is named.
 */
export const nominationSchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: {
    nomineeName: text,
    nomineeEmail: text,
    nominatedAt: { type: 'string', description: 'ISO-8601 UTC timestamp' },
  },
  required: ['nomineeName', 'nomineeEmail', 'nominatedAt'],
} as const;
export type Nomination = FromSchema<typeof nominationSchema>;

export const myApplicationSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    jobTitle: text,
    appliedAt: { type: 'string', description: 'ISO-8601 UTC timestamp' },
    status: { type: 'string', enum: APPLICANT_STATUSES },
    withdrawn: { type: 'boolean', description: 'The applicant withdrew it' },
    fields: applicantFieldsSchema,
    resume: {
      type: 'object',
      additionalProperties: false,
      properties: { fileName: text, mediaType: text, sizeBytes: { type: 'integer' } },
      required: ['fileName', 'mediaType', 'sizeBytes'],
    },
    sharedWith: { type: 'array', items: sharedWithSchema },
    requests: { type: 'array', items: myPrivacyRequestSchema },
    erasureRequested: {
      type: 'boolean',
      description: 'A confirmation link was sent and is still waiting',
    },
    nominee: nominationSchema,
  },
  required: [
    'jobTitle',
    'appliedAt',
    'status',
    'withdrawn',
    'fields',
    'resume',
    'sharedWith',
    'requests',
    'erasureRequested',
    'nominee',
  ],
} as const;
export type MyApplication = FromSchema<typeof myApplicationSchema>;

/** One row of the staff 'Privacy requests' screen. */
export const privacyRequestSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    kind: requestKind,
    status: requestStatus,
    source: { type: 'string', enum: PRIVACY_REQUEST_SOURCES },
    applicationId: { type: ['integer', 'null'] },
    requesterName: text,
    requesterEmail: text,
    details: text,
    receivedAt: text,
    dueOn: { type: 'string', description: 'YYYY-MM-DD (India)' },
    overdue: { type: 'boolean', description: 'Open past its due day' },
    response: nullableText,
    respondedAt: nullableText,
    respondedBy: nullableText,
    completedAutomatically: { type: 'boolean' },
  },
  required: [
    'id',
    'kind',
    'status',
    'source',
    'applicationId',
    'requesterName',
    'requesterEmail',
    'details',
    'receivedAt',
    'dueOn',
    'overdue',
    'response',
    'respondedAt',
    'respondedBy',
    'completedAutomatically',
  ],
} as const;
export type PrivacyRequest = FromSchema<typeof privacyRequestSchema>;
