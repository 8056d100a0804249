/** JSON schemas of the careers calls (docs/api-contract.md, "Careers"). */

import { boundedInteger } from '../../lib/common-schemas';

const text = { type: 'string' } as const;

export {
  idParamsSchema,
  pagedSearchQuerySchema as staffJobsQuerySchema,
} from '../../lib/common-schemas';

export const jobSchema = {
  type: 'object',
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
    postedAt: text,
    closesOn: text,
  },
  required: ['id', 'title', 'department', 'location', 'jobType', 'skills', 'postedAt', 'closesOn'],
} as const;

export const staffJobSchema = {
  type: 'object',
  properties: {
    ...jobSchema.properties,
    isActive: { type: 'boolean' },
    applicationCount: { type: 'integer' },
    updatedAt: text,
    closedReason: { type: ['string', 'null'], enum: ['staff', 'closing-date', null] },
  },
  required: [...jobSchema.required, 'isActive', 'applicationCount', 'updatedAt', 'closedReason'],
} as const;

/**
 * Bounds and types only: required fields and the spec's messages come from the
 * shared yup schema, so a missing title answers 'Job title is required'.
 */
export const jobPostingBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { type: 'string', maxLength: 200 },
    department: { type: 'string', maxLength: 100 },
    location: { type: 'string', maxLength: 100 },
    jobType: { type: 'string', maxLength: 100 },
    experience: { type: 'string', maxLength: 100 },
    salaryRange: { type: 'string', maxLength: 100 },
    skills: {
      anyOf: [
        { type: 'string', maxLength: 2000 },
        { type: 'array', maxItems: 60, items: { type: 'string', maxLength: 100 } },
      ],
    },
    description: { type: 'string', maxLength: 10_000 },
    isActive: { type: 'boolean' },
    closesOn: { type: 'string', maxLength: 10, description: 'YYYY-MM-DD; default 60 days' },
  },
} as const;

export const jobStatusBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['isActive'],
  properties: { isActive: { type: 'boolean' } },
} as const;

export const applicationsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { ...boundedInteger(1, 100_000), default: 1 },
    limit: { ...boundedInteger(1, 100), default: 5 },
    search: { type: 'string', maxLength: 100, default: '' },
    department: { type: 'string', maxLength: 100, default: '' },
    location: { type: 'string', maxLength: 100, default: '' },
  },
} as const;

export const applicationListItemSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    jobId: { type: 'integer' },
    fullName: text,
    email: text,
    phone: text,
    dob: text,
    gender: { type: 'string', enum: ['Male', 'Female', 'Other'] },
    jobTitle: text,
    department: text,
    location: text,
    jobExperience: text,
    currentEmployer: text,
    currentCTC: text,
    expectedCTC: text,
    fullAddress: text,
    createdAt: text,
    resumeUrl: text,
  },
  required: ['id', 'jobId', 'fullName', 'email', 'jobTitle', 'createdAt', 'resumeUrl'],
} as const;

export const applicationDetailSchema = {
  type: 'object',
  properties: {
    ...applicationListItemSchema.properties,
    firstName: text,
    lastName: text,
    address: text,
    city: text,
    state: text,
    currentLocation: text,
    resumeFileName: text,
    resumeSizeBytes: { type: 'integer' },
  },
  required: [...applicationListItemSchema.required, 'firstName', 'lastName'],
} as const;

export const resumeQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    expires: { type: 'string', maxLength: 20 },
    signature: { type: 'string', maxLength: 100 },
  },
} as const;

/** Documents the multipart body; the handler reads and checks the parts itself. */
export const applyBodySchema = {
  content: {
    'multipart/form-data': {
      schema: {
        // The multipart parser leaves the body empty (null); the parts are streamed.
        type: ['object', 'null'],
        properties: {
          formData: {
            type: 'string',
            description:
              'JSON of the application fields (applicationSchema), jobId 0 for a general application',
          },
          formResume: {
            type: 'string',
            contentEncoding: 'binary',
            description: 'PDF, DOC or DOCX, under 5 MB',
          },
        },
      },
    },
  },
} as const;
