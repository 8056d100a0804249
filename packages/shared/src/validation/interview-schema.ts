import { array, mixed, number, object, string, type InferType } from 'yup';
import {
  INTERVIEW_CANCEL_REASON_MAX_LENGTH,
  INTERVIEW_LOCATION_MAX_LENGTH,
  INTERVIEW_MAX_DAYS_AHEAD,
  INTERVIEW_MAX_INTERVIEWERS,
  INTERVIEW_MAX_MINUTES,
  INTERVIEW_MIN_MINUTES,
  INTERVIEW_MODES,
  INTERVIEW_URL_MAX_LENGTH,
  RECOMMENDATIONS,
  SCORECARD_COMMENTS_MAX_LENGTH,
  SCORECARD_CRITERION_MAX_LENGTH,
  SCORECARD_MAX_CRITERIA,
  SCORECARD_SCORES,
  SELF_SCHEDULING_MAX_WINDOW_DAYS,
  type InterviewMode,
  type Recommendation,
} from '../config/interviews';
import { addDays, indiaToday } from '../lib/job-dates';
import { CLOCK_TIME_PATTERN, indiaMomentToIso } from '../lib/india-time';
import { isIsoDate, recordId } from './common';

export const interviewMessages = {
  dateRequired: 'Choose the interview date',
  dateInvalid: 'Enter a valid date',
  datePast: 'The interview date cannot be in the past',
  dateTooFar: `Schedule the interview within ${INTERVIEW_MAX_DAYS_AHEAD} days from today`,
  timeRequired: 'Choose a start time',
  timeInvalid: 'Enter the start time as HH:MM (24-hour clock, IST)',
  timePast: 'This time has already passed; choose a later start time',
  durationInvalid: `Choose a duration between ${INTERVIEW_MIN_MINUTES} minutes and ${INTERVIEW_MAX_MINUTES / 60} hours`,
  modeInvalid: 'Choose the interview type: phone, video or in person',
  videoUrlRequired: 'Enter the video call link',
  videoUrlInvalid: 'Enter a valid link starting with https://',
  locationRequired: 'Enter the office address',
  locationTooLong: `The address must be at most ${INTERVIEW_LOCATION_MAX_LENGTH} characters long`,
  interviewersRequired: 'Choose at least one interviewer',
  interviewersTooMany: `Choose at most ${INTERVIEW_MAX_INTERVIEWERS} interviewers`,
  interviewersUnknown: 'Interviewers must be active staff members.',
  reasonTooLong: `The reason must be at most ${INTERVIEW_CANCEL_REASON_MAX_LENGTH} characters long`,
  criteriaRequired: 'List at least one criterion',
  criteriaTooMany: `List at most ${SCORECARD_MAX_CRITERIA} criteria`,
  criterionTooLong: `A criterion must be at most ${SCORECARD_CRITERION_MAX_LENGTH} characters long`,
  criteriaRepeated: 'Each criterion may appear only once',
  ratingRequired: 'Rate this criterion from 1 to 4',
  ratingsMismatch: 'Rate every criterion of this scorecard, and only those.',
  recommendationRequired: 'Choose an overall recommendation',
  commentsTooLong: `Comments must be at most ${SCORECARD_COMMENTS_MAX_LENGTH} characters long`,
  windowFromRequired: 'Choose the first day the candidate may pick',
  windowToRequired: 'Choose the last day the candidate may pick',
  windowToBeforeFrom: 'The last day cannot be before the first day',
  windowTooLong: `Offer at most ${SELF_SCHEDULING_MAX_WINDOW_DAYS} days`,
  slotRequired: 'Choose a time',
  workDaysRequired: 'Choose at least one working day',
  workTimeInvalid: 'Enter the time as HH:MM on the quarter hour (24-hour clock, IST)',
  workEndBeforeStart: 'The end of the working day must be after its start',
  calendarUrlInvalid: 'Enter the private iCal address, starting with https:// or webcal://',
} as const;

/** A link a browser opens safely from an e-mail: https, a host, no spaces. */
function isHttpsUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const timingFields = {
  date: string()
    .trim()
    .required(interviewMessages.dateRequired)
    .max(10, interviewMessages.dateInvalid)
    .meta({ description: 'YYYY-MM-DD (India)' })
    .test('date-valid', interviewMessages.dateInvalid, (value) => isIsoDate(value))
    .test('date-not-past', interviewMessages.datePast, (value) => value >= indiaToday())
    .test(
      'date-not-too-far',
      interviewMessages.dateTooFar,
      (value) => value <= addDays(indiaToday(), INTERVIEW_MAX_DAYS_AHEAD),
    ),
  startTime: string()
    .trim()
    .required(interviewMessages.timeRequired)
    .matches(CLOCK_TIME_PATTERN, interviewMessages.timeInvalid)
    .test('time-not-past', interviewMessages.timePast, function notPast(time) {
      const date: unknown = this.parent.date;
      // A bad or past date has its own message.
      if (!isIsoDate(date) || date !== indiaToday()) return true;
      return Date.parse(indiaMomentToIso(date, time)) > Date.now();
    }),
  durationMinutes: number()
    .typeError(interviewMessages.durationInvalid)
    .integer(interviewMessages.durationInvalid)
    .min(INTERVIEW_MIN_MINUTES, interviewMessages.durationInvalid)
    .max(INTERVIEW_MAX_MINUTES, interviewMessages.durationInvalid)
    .required(interviewMessages.durationInvalid),
};

/** Moving an interview: a new date, start time (IST) and duration. */
export const interviewRescheduleSchema = object(timingFields);
export type InterviewRescheduleInput = InferType<typeof interviewRescheduleSchema>;

/** How the interview is held and who sits on it: the same for a time set or offered. */
const panelFields = {
  mode: mixed<InterviewMode>()
    .oneOf([...INTERVIEW_MODES], interviewMessages.modeInvalid)
    .required(interviewMessages.modeInvalid),
  videoUrl: string()
    .trim()
    .default('')
    .when('mode', {
      is: 'video',
      then: (schema) =>
        schema
          .required(interviewMessages.videoUrlRequired)
          .max(INTERVIEW_URL_MAX_LENGTH, interviewMessages.videoUrlInvalid)
          .test('https', interviewMessages.videoUrlInvalid, (value) => isHttpsUrl(value)),
      otherwise: (schema) => schema.strip(),
    }),
  location: string()
    .trim()
    .default('')
    .when('mode', {
      is: 'in-person',
      then: (schema) =>
        schema
          .required(interviewMessages.locationRequired)
          .max(INTERVIEW_LOCATION_MAX_LENGTH, interviewMessages.locationTooLong),
      otherwise: (schema) => schema.strip(),
    }),
  interviewerIds: array(recordId(interviewMessages.interviewersUnknown))
    .required(interviewMessages.interviewersRequired)
    .min(1, interviewMessages.interviewersRequired)
    .max(INTERVIEW_MAX_INTERVIEWERS, interviewMessages.interviewersTooMany),
};

/** Scheduling an interview of an application. */
export const interviewScheduleSchema = object({ ...timingFields, ...panelFields });
export type InterviewScheduleInput = InferType<typeof interviewScheduleSchema>;

/** Cancelling an interview; the reason goes to the application's history, not to the candidate. */
export const interviewCancelSchema = object({
  reason: string()
    .trim()
    .max(INTERVIEW_CANCEL_REASON_MAX_LENGTH, interviewMessages.reasonTooLong)
    .default(''),
});
export type InterviewCancelInput = InferType<typeof interviewCancelSchema>;

/** A list of criteria, or text with one per line -> the criteria, trimmed, blanks left out. */
export function parseCriteria(value: unknown): string[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split('\n') : [];
  return parts.map((part) => String(part).trim()).filter(Boolean);
}

/** A job's scorecard: the criteria every interviewer rates (a list, or one per line). */
export const scorecardCriteriaSchema = object({
  criteria: mixed<string | string[]>()
    .test(
      'criteria-required',
      interviewMessages.criteriaRequired,
      (value) => parseCriteria(value).length > 0,
    )
    .test(
      'criteria-count',
      interviewMessages.criteriaTooMany,
      (value) => parseCriteria(value).length <= SCORECARD_MAX_CRITERIA,
    )
    .test('criterion-length', interviewMessages.criterionTooLong, (value) =>
      parseCriteria(value).every((criterion) => criterion.length <= SCORECARD_CRITERION_MAX_LENGTH),
    )
    .test('distinct', interviewMessages.criteriaRepeated, (value) => {
      const criteria = parseCriteria(value).map((criterion) => criterion.toLowerCase());
      return new Set(criteria).size === criteria.length;
    })
    .required(interviewMessages.criteriaRequired)
    .meta({
      description: 'A list of criteria, or text with one per line',
      jsonSchema: {
        anyOf: [
          {
            type: 'string',
            maxLength: SCORECARD_MAX_CRITERIA * (SCORECARD_CRITERION_MAX_LENGTH + 1),
          },
          {
            type: 'array',
            maxItems: SCORECARD_MAX_CRITERIA * 4,
            items: { type: 'string', maxLength: SCORECARD_CRITERION_MAX_LENGTH + 100 },
          },
        ],
      },
    }),
});
export type ScorecardCriteriaInput = InferType<typeof scorecardCriteriaSchema>;

/** One interviewer's feedback: every criterion rated 1-4, a recommendation, comments. */
export const feedbackSchema = object({
  ratings: array(
    object({
      criterion: string()
        .trim()
        .required(interviewMessages.ratingsMismatch)
        .max(SCORECARD_CRITERION_MAX_LENGTH, interviewMessages.ratingsMismatch),
      score: number()
        .typeError(interviewMessages.ratingRequired)
        .oneOf([...SCORECARD_SCORES], interviewMessages.ratingRequired)
        .required(interviewMessages.ratingRequired),
    }),
  )
    .required(interviewMessages.ratingsMismatch)
    .min(1, interviewMessages.ratingsMismatch)
    .max(SCORECARD_MAX_CRITERIA, interviewMessages.ratingsMismatch),
  recommendation: mixed<Recommendation>()
    .oneOf([...RECOMMENDATIONS], interviewMessages.recommendationRequired)
    .required(interviewMessages.recommendationRequired),
  comments: string()
    .trim()
    .max(SCORECARD_COMMENTS_MAX_LENGTH, interviewMessages.commentsTooLong)
    .default(''),
});
export type FeedbackInput = InferType<typeof feedbackSchema>;

const windowDay = (required: string) =>
  string()
    .trim()
    .required(required)
    .max(10, interviewMessages.dateInvalid)
    .meta({ description: 'YYYY-MM-DD (India)' })
    .test('date-valid', interviewMessages.dateInvalid, (value) => isIsoDate(value));

/**
 * A self-scheduling link: the panel, the length and how it is held, and the days (India time)
 * the candidate may choose from.
 */
export const schedulingLinkOfferSchema = object({
  ...panelFields,
  durationMinutes: timingFields.durationMinutes,
  windowFrom: windowDay(interviewMessages.windowFromRequired)
    .test('date-not-past', interviewMessages.datePast, (value) => value >= indiaToday())
    .test(
      'date-not-too-far',
      interviewMessages.dateTooFar,
      (value) => value <= addDays(indiaToday(), INTERVIEW_MAX_DAYS_AHEAD),
    ),
  windowTo: windowDay(interviewMessages.windowToRequired)
    .test('after-from', interviewMessages.windowToBeforeFrom, function afterFrom(value) {
      const from: unknown = this.parent.windowFrom;
      return !isIsoDate(from) || value >= from;
    })
    .test('window-length', interviewMessages.windowTooLong, function notTooLong(value) {
      const from: unknown = this.parent.windowFrom;
      return !isIsoDate(from) || value < addDays(from, SELF_SCHEDULING_MAX_WINDOW_DAYS);
    }),
});
export type SchedulingLinkOfferInput = InferType<typeof schedulingLinkOfferSchema>;

/** The candidate's choice from the offered times: the start as the page gave it. */
export const slotChoiceSchema = object({
  startsAt: string()
    .trim()
    .required(interviewMessages.slotRequired)
    .max(40, interviewMessages.slotRequired)
    .meta({ description: 'An offered start, ISO-8601 UTC' }),
});
export type SlotChoiceInput = InferType<typeof slotChoiceSchema>;

const QUARTER_HOUR_PATTERN = /^([01]\d|2[0-3]):(00|15|30|45)$/;

/** A member's working hours (India time) and their own calendar's private address. */
export const staffCalendarSchema = object({
  workDays: array(
    number()
      .typeError(interviewMessages.workDaysRequired)
      .integer(interviewMessages.workDaysRequired)
      .min(1, interviewMessages.workDaysRequired)
      .max(7, interviewMessages.workDaysRequired)
      .required(interviewMessages.workDaysRequired),
  )
    .required(interviewMessages.workDaysRequired)
    .min(1, interviewMessages.workDaysRequired)
    .max(7, interviewMessages.workDaysRequired),
  workStart: string()
    .trim()
    .required(interviewMessages.workTimeInvalid)
    .matches(QUARTER_HOUR_PATTERN, interviewMessages.workTimeInvalid),
  workEnd: string()
    .trim()
    .required(interviewMessages.workTimeInvalid)
    .matches(QUARTER_HOUR_PATTERN, interviewMessages.workTimeInvalid)
    .test('after-start', interviewMessages.workEndBeforeStart, function afterStart(value) {
      const start: unknown = this.parent.workStart;
      return typeof start !== 'string' || !QUARTER_HOUR_PATTERN.test(start) || value > start;
    }),
  /** Empty: no calendar of their own. Omitted: the address stays as it is. */
  calendarUrl: string()
    .trim()
    .max(INTERVIEW_URL_MAX_LENGTH * 4, interviewMessages.calendarUrlInvalid)
    .test('calendar-url', interviewMessages.calendarUrlInvalid, (value) => {
      if (value === undefined || value === '') return true;
      try {
        return ['https:', 'http:', 'webcal:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }),
});
export type StaffCalendarInput = InferType<typeof staffCalendarSchema>;
