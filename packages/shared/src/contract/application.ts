import type { FromSchema } from 'json-schema-to-ts';
import { stageSummarySchema } from './pipeline';
import { screeningAnswerSchema } from './screening';

const text = { type: 'string' } as const;

/** One row of `GET /api/career/get-job-applications`. */
export const applicationListItemSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    jobId: { type: 'integer', description: '0 for a general application' },
    fullName: text,
    email: text,
    phone: text,
    dob: { type: 'string', description: 'YYYY-MM-DD' },
    gender: { type: 'string', enum: ['Male', 'Female', 'Other'] },
    jobTitle: { type: 'string', description: "'General application' when jobId is 0" },
    department: text,
    location: text,
    jobExperience: { type: 'string', description: "'0' (Fresher) to '9', or '10+'" },
    currentEmployer: text,
    currentCTC: text,
    expectedCTC: text,
    fullAddress: text,
    createdAt: { type: 'string', description: 'ISO-8601 UTC timestamp' },
    resumeUrl: {
      type: 'string',
      description: 'Signed link, valid 15 minutes from when the list was fetched',
    },
    stage: stageSummarySchema,
    daysInStage: { type: 'integer', description: 'Whole days since it entered its stage' },
    rating: {
      type: ['object', 'null'],
      description:
        'The average criterion score (1-4) over the current feedback of its scheduled interviews; null when none',
      additionalProperties: false,
      properties: {
        average: { type: 'number', description: 'Rounded to two decimals' },
        submissions: { type: 'integer', description: 'How many scorecards it averages' },
      },
      required: ['average', 'submissions'],
    },
    screeningAnswers: {
      type: 'array',
      items: screeningAnswerSchema,
      description: "The answers to the job's screening questions, as asked",
    },
    knockedOut: {
      type: 'boolean',
      description: 'An answer disqualified the applicant; a recruiter confirms any rejection',
    },
  },
  required: [
    'id',
    'jobId',
    'fullName',
    'email',
    'phone',
    'dob',
    'gender',
    'jobTitle',
    'department',
    'location',
    'jobExperience',
    'currentEmployer',
    'currentCTC',
    'expectedCTC',
    'fullAddress',
    'createdAt',
    'resumeUrl',
    'stage',
    'daysInStage',
    'rating',
    'screeningAnswers',
    'knockedOut',
  ],
} as const;

export type ApplicationListItem = FromSchema<typeof applicationListItemSchema>;

/**
 * `GET /api/career/applications/matching`: one application the desk's search and filters
 * match, as its selection holds it (the name is what a bulk move's e-mail shows).
 */
export const matchingApplicationSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { id: { type: 'integer' }, fullName: { type: 'string' } },
  required: ['id', 'fullName'],
} as const;

export type MatchingApplication = FromSchema<typeof matchingApplicationSchema>;

/** `GET /api/career/applications/:id`: the list item plus the fields as submitted. */
export const applicationDetailSchema = {
  type: 'object',
  additionalProperties: false,
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
  required: [
    ...applicationListItemSchema.required,
    'firstName',
    'lastName',
    'address',
    'city',
    'state',
    'currentLocation',
    'resumeFileName',
    'resumeSizeBytes',
  ],
} as const;

export type ApplicationDetail = FromSchema<typeof applicationDetailSchema>;

/**
 * The applicant's receipt: a keyed reference, not the row id, which would show how many
 * people applied.
 */
export const applicationReceiptSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { id: { type: 'integer' } },
  required: ['id'],
} as const;

export type ApplicationReceipt = FromSchema<typeof applicationReceiptSchema>;

/** A fresh signed resume link (`GET /api/career/applications/:id/resume-link`). */
export const resumeLinkSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { url: { type: 'string', description: 'Signed link, valid 15 minutes' } },
  required: ['url'],
} as const;

export type ResumeLink = FromSchema<typeof resumeLinkSchema>;
