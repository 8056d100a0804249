import type { FromSchema } from 'json-schema-to-ts';
import {
  INTERVIEW_MODES,
  INTERVIEW_REMINDER_KINDS,
  INTERVIEW_STATUSES,
  REMINDER_CHANNELS,
  RECOMMENDATIONS,
  SCHEDULING_LINK_STATUSES,
  SCORECARD_SCORES,
} from '../config/interviews';
import { STAFF_ROLES } from '../config/staff-roles';

const id = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const instant = { type: 'string', description: 'ISO-8601 UTC timestamp' } as const;

/** A staff member who may sit on an interview panel (`GET /api/interviews/interviewers`). */
export const interviewerOptionSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { id, name: text, email: text, role: { type: 'string', enum: STAFF_ROLES } },
  required: ['id', 'name', 'email', 'role'],
} as const;
export type InterviewerOption = FromSchema<typeof interviewerOptionSchema>;

/**
 * One reminder of an interview: due, or taken (`sentAt`) and sent on `channel`; taken with
 * no channel when it was no longer needed. `interviewerName` names the member a
 * missing-feedback reminder is for.
 */
const interviewReminderSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: INTERVIEW_REMINDER_KINDS },
    dueAt: instant,
    sentAt: { type: ['string', 'null'], description: 'ISO-8601 UTC timestamp' },
    channel: { type: ['string', 'null'], enum: [...REMINDER_CHANNELS, null] },
    interviewerName: nullableText,
  },
  required: ['kind', 'dueAt', 'sentAt', 'channel', 'interviewerName'],
} as const;
export type InterviewReminder = FromSchema<typeof interviewReminderSchema>;

/** One interview: when (UTC; shown in IST), how, with whom, and whose feedback is in. */
export const interviewSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id,
    applicationId: id,
    candidateName: text,
    jobTitle: text,
    mode: { type: 'string', enum: INTERVIEW_MODES },
    startsAt: instant,
    endsAt: instant,
    durationMinutes: id,
    videoUrl: nullableText,
    location: nullableText,
    status: { type: 'string', enum: INTERVIEW_STATUSES },
    interviewers: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { id, name: text, feedbackSubmitted: { type: 'boolean' } },
        required: ['id', 'name', 'feedbackSubmitted'],
      },
    },
    /** On an application's interviews: the reminders sent and those still ahead. */
    reminders: { type: 'array', items: interviewReminderSchema },
  },
  required: [
    'id',
    'applicationId',
    'candidateName',
    'jobTitle',
    'mode',
    'startsAt',
    'endsAt',
    'durationMinutes',
    'videoUrl',
    'location',
    'status',
    'interviewers',
  ],
} as const;
export type Interview = FromSchema<typeof interviewSchema>;

/** The signed-in member's interviews: those to come, and those waiting for their feedback. */
export const myInterviewsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    upcoming: { type: 'array', items: interviewSchema },
    awaitingFeedback: { type: 'array', items: interviewSchema },
  },
  required: ['upcoming', 'awaitingFeedback'],
} as const;
export type MyInterviews = FromSchema<typeof myInterviewsSchema>;

/** One submission of feedback; a correction is a new one that supersedes the last. */
export const feedbackRecordSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id,
    interviewer: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: { id, name: text },
      required: ['id', 'name'],
    },
    ratings: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { criterion: text, score: { type: 'integer', enum: SCORECARD_SCORES } },
        required: ['criterion', 'score'],
      },
    },
    recommendation: { type: 'string', enum: RECOMMENDATIONS },
    comments: text,
    submittedAt: instant,
    supersedesId: { type: ['integer', 'null'] },
  },
  required: [
    'id',
    'interviewer',
    'ratings',
    'recommendation',
    'comments',
    'submittedAt',
    'supersedesId',
  ],
} as const;
export type FeedbackRecord = FromSchema<typeof feedbackRecordSchema>;

/**
 * An interview's scorecard as the caller may see it: the criteria to rate, their own
 * feedback and its earlier versions, and the others' only once they have submitted theirs.
 */
export const scorecardSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    interview: interviewSchema,
    criteria: { type: 'array', items: text },
    canSubmit: {
      type: 'boolean',
      description: 'The caller is on the panel of an interview not cancelled that has started',
    },
    othersVisible: { type: 'boolean' },
    mine: { ...feedbackRecordSchema, type: ['object', 'null'] },
    myEarlier: { type: 'array', items: feedbackRecordSchema },
    others: { type: 'array', items: feedbackRecordSchema },
  },
  required: ['interview', 'criteria', 'canSubmit', 'othersVisible', 'mine', 'myEarlier', 'others'],
} as const;
export type Scorecard = FromSchema<typeof scorecardSchema>;

/**
 * An interviewer's kit for one interview (`GET /api/interviews/:id/kit`): the interview, the
 * application's fields that matter for the job (salary and date of birth only when the
 * scorecard asks about them), the resume, the job description and the scorecard criteria.
 */
export const interviewKitSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    interview: interviewSchema,
    fields: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { label: text, value: text },
        required: ['label', 'value'],
      },
    },
    resume: {
      type: ['object', 'null'],
      description: 'null once the application was erased',
      additionalProperties: false,
      properties: {
        fileName: text,
        url: { type: 'string', description: 'Signed link, valid 15 minutes' },
      },
      required: ['fileName', 'url'],
    },
    job: {
      type: ['object', 'null'],
      description: 'null for a general application',
      additionalProperties: false,
      properties: {
        title: text,
        department: text,
        location: text,
        experience: text,
        skills: { type: 'array', items: text },
        description: text,
      },
      required: ['title', 'department', 'location', 'experience', 'skills', 'description'],
    },
    criteria: { type: 'array', items: text },
  },
  required: ['interview', 'fields', 'resume', 'job', 'criteria'],
} as const;
export type InterviewKit = FromSchema<typeof interviewKitSchema>;

/** A job's scorecard criteria: its own list, or the defaults from its skills. */
export const jobScorecardSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    jobId: id,
    criteria: { type: 'array', items: text },
    custom: { type: 'boolean', description: 'false: the defaults, from the job skills' },
  },
  required: ['jobId', 'criteria', 'custom'],
} as const;
export type JobScorecard = FromSchema<typeof jobScorecardSchema>;

/** What an application's interviewers said, together: averages and recommendation counts. */
export const feedbackSummarySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    submissions: { type: 'integer', description: 'Current (not superseded) feedback counted' },
    criteria: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { criterion: text, average: { type: 'number' }, ratings: id },
        required: ['criterion', 'average', 'ratings'],
      },
    },
    recommendations: {
      type: 'object',
      additionalProperties: false,
      properties: { 'strong-no': id, no: id, yes: id, 'strong-yes': id },
      required: [...RECOMMENDATIONS],
    },
    withheld: {
      type: 'integer',
      description: 'Interviews whose feedback waits until the caller submits their own',
    },
  },
  required: ['submissions', 'criteria', 'recommendations', 'withheld'],
} as const;
export type FeedbackSummary = FromSchema<typeof feedbackSummarySchema>;

/** A self-scheduling link as staff see it on the application (never its token). */
export const schedulingLinkSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id,
    status: { type: 'string', enum: SCHEDULING_LINK_STATUSES },
    channel: { type: 'string', enum: REMINDER_CHANNELS },
    durationMinutes: id,
    windowFrom: text,
    windowTo: text,
    interviewId: { type: ['integer', 'null'] },
    nudgedAt: { type: ['string', 'null'], description: 'ISO-8601 UTC timestamp' },
    createdAt: instant,
  },
  required: [
    'id',
    'status',
    'channel',
    'durationMinutes',
    'windowFrom',
    'windowTo',
    'interviewId',
    'nudgedAt',
    'createdAt',
  ],
} as const;
export type SchedulingLink = FromSchema<typeof schedulingLinkSchema>;

/**
 * A member's own scheduling settings (`GET /api/account/calendar`): working hours in India
 * time, whether their own calendar is connected (never its address) and when it was last
 * read or why not, and whether their interview feed is on.
 */
export const staffCalendarSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    workDays: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 7 } },
    workStart: text,
    workEnd: text,
    calendarConnected: { type: 'boolean' },
    calendarReadAt: { type: ['string', 'null'], description: 'ISO-8601 UTC timestamp' },
    calendarError: nullableText,
    feedActive: { type: 'boolean' },
  },
  required: [
    'workDays',
    'workStart',
    'workEnd',
    'calendarConnected',
    'calendarReadAt',
    'calendarError',
    'feedActive',
  ],
} as const;
export type StaffCalendarSettings = FromSchema<typeof staffCalendarSettingsSchema>;

/** A new private feed address, shown once (`POST /api/account/interview-feed`). */
export const interviewFeedSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { url: text },
  required: ['url'],
} as const;

/** What a candidate's booking link shows: the offer, the time booked if any, the free times. */
export const candidateBookingSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    firstName: text,
    jobTitle: text,
    durationMinutes: id,
    modeLabel: text,
    status: { type: 'string', enum: SCHEDULING_LINK_STATUSES },
    booked: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          additionalProperties: false,
          properties: { startsAt: instant, endsAt: instant, changeable: { type: 'boolean' } },
          required: ['startsAt', 'endsAt', 'changeable'],
        },
      ],
    },
    slots: { type: 'array', items: instant },
  },
  required: ['firstName', 'jobTitle', 'durationMinutes', 'modeLabel', 'status', 'booked', 'slots'],
} as const;
export type CandidateBooking = FromSchema<typeof candidateBookingSchema>;
