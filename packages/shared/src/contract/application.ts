import type { FromSchema } from 'json-schema-to-ts';
import { APPLICATION_SOURCES, CONSENT_SOURCES, NOTICE_PERIODS } from '../config/candidates';
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
    gender: {
      type: 'string',
      enum: ['Male', 'Female', 'Other', ''],
      description: "'' when not given (a candidate added by staff)",
    },
    jobTitle: { type: 'string', description: "'General application' when jobId is 0" },
    department: text,
    location: text,
    jobExperience: { type: 'string', description: "'0' (Fresher) to '9', or '10+'" },
    currentEmployer: text,
    currentCTC: text,
    expectedCTC: text,
    currentCtcAmount: {
      type: ['integer', 'null'],
      description: 'Rupees a year, when currentCTC reads as one figure',
    },
    expectedCtcAmount: {
      type: ['integer', 'null'],
      description: 'Rupees a year, when expectedCTC reads as one figure',
    },
    noticePeriod: { type: ['string', 'null'], enum: [...NOTICE_PERIODS, null] },
    noticeUntil: {
      type: ['string', 'null'],
      description: "The last working day (YYYY-MM-DD), for notice period 'date'",
    },
    servingNotice: { type: 'boolean' },
    source: { type: 'string', enum: APPLICATION_SOURCES },
    sourceDetail: { type: 'string', description: 'The campaign, site, agency or other detail' },
    fullAddress: text,
    createdAt: { type: 'string', description: 'ISO-8601 UTC timestamp' },
    resumeUrl: {
      type: 'string',
      description: 'Signed link, valid 15 minutes from when the list was fetched',
    },
    stage: stageSummarySchema,
    daysInStage: { type: 'integer', description: 'Whole days since it entered its stage' },
    overdue: {
      type: 'boolean',
      description:
        "true on the desk's list when over its stage's limit in working days; left out otherwise",
    },
    unreadReplies: {
      type: 'integer',
      description:
        "On the desk's list: the candidate's replies (e-mail and WhatsApp) no member has read since, until one opens the thread; left out when none",
    },
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
    'currentCtcAmount',
    'expectedCtcAmount',
    'noticePeriod',
    'noticeUntil',
    'servingNotice',
    'source',
    'sourceDetail',
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
    candidateId: {
      type: ['integer', 'null'],
      description: 'The person the application is from (their page lists all their applications)',
    },
    firstName: text,
    lastName: text,
    address: text,
    city: text,
    state: text,
    currentLocation: text,
    resumeFileName: text,
    resumeSizeBytes: { type: 'integer' },
    keepForOtherRoles: {
      type: 'boolean',
      description:
        'Whether the applicant asked, when applying, to be kept for other suitable roles (what an e-mail to them may promise)',
    },
    referrer: {
      type: ['object', 'null'],
      description: 'The employee who referred the candidate',
      additionalProperties: false,
      properties: { code: text, name: text },
      required: ['code', 'name'],
    },
    consentSource: {
      type: ['string', 'null'],
      enum: [...CONSENT_SOURCES, null],
      description:
        'How staff obtained the consent of a candidate they added; null when the candidate applied',
    },
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
    'keepForOtherRoles',
    'referrer',
    'consentSource',
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
