import { boolean, number, object, string, type InferType } from 'yup';
import { APPLICATION_SOURCES } from '../config/candidates';
import { SCORECARD_SCORES } from '../config/interviews';
import { PIPELINE_BULK_MOVE_MAX } from '../config/pipeline';
import { isIsoDate, recordId, RECORD_ID_MAX } from './common';

export const applicationsFilterMessages = {
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  /** Selecting every application that matches holds at most what one bulk move takes. */
  matchingTooMany: `More than ${PIPELINE_BULK_MOVE_MAX} applications match: narrow the search or filters to select them all.`,
  rangeReversed: 'The end date must not be before the start date.',
  textTooLong: 'Use at most 100 characters.',
  stageInvalid: 'Choose a stage from the list.',
  jobInvalid: 'Choose a job from the list.',
  ratingInvalid: `Choose a rating from ${SCORECARD_SCORES[0]} to ${SCORECARD_SCORES[SCORECARD_SCORES.length - 1]}.`,
  interviewInvalid: 'Use true or false.',
  overdueInvalid: 'Use true or false.',
  noticeInvalid: 'The notice period is a whole number of days from 0 to 365.',
  ctcInvalid: 'The expected CTC is a whole number of rupees a year.',
  ctcReversed: 'The highest expected CTC must not be below the lowest.',
  sourceInvalid: 'Choose a source from the list.',
  recruiterInvalid: 'Choose a recruiter from the list.',
  pageInvalid: 'The page is a whole number from 1.',
  pageSizeInvalid: 'Show from 1 to 100 applications a page.',
} as const;

const m = applicationsFilterMessages;

/** A day in India, YYYY-MM-DD; every staff date-range filter takes its ends this way. */
export const filterDay = string()
  .trim()
  .optional()
  .max(10, applicationsFilterMessages.dateInvalid)
  .test('iso-date', applicationsFilterMessages.dateInvalid, (value) => !value || isIsoDate(value));

/** The desk's 'applied between' filter: days in India, both ends inclusive, either may be open. */
export const appliedRangeSchema = object({
  appliedFrom: filterDay.meta({ description: 'Applied on or after this day in India, YYYY-MM-DD' }),
  appliedTo: filterDay
    .test('not-before-from', applicationsFilterMessages.rangeReversed, (value, context) => {
      const from = (context.parent as { appliedFrom?: string }).appliedFrom;
      return !value || !from || !isIsoDate(from) || !isIsoDate(value) || value >= from;
    })
    .meta({ description: 'Applied on or before this day in India, YYYY-MM-DD' }),
});
export type AppliedRange = InferType<typeof appliedRangeSchema>;

const text = string().max(100, m.textTooLong).default('');
const wholeNumber = (message: string, min: number, max: number) =>
  number().typeError(message).integer(message).min(min, message).max(max, message);

/** Rupees a year; above ₹100 crore is not a CTC. */
const CTC_FILTER_MAX = 1_000_000_000;

/** The desk's filters: its list and its CSV export take the same ones. */
export const applicationFiltersSchema = appliedRangeSchema.shape({
  search: text,
  department: text,
  location: text,
  stage: recordId(m.stageInvalid).optional().meta({ description: 'A pipeline stage id' }),
  jobId: wholeNumber(m.jobInvalid, 0, RECORD_ID_MAX).meta({
    description: 'A job id; 0 for general applications',
  }),
  minRating: wholeNumber(
    m.ratingInvalid,
    SCORECARD_SCORES[0],
    SCORECARD_SCORES[SCORECARD_SCORES.length - 1],
  ).meta({
    description:
      'Rated at least this on average (1-4) over the current scorecards of its scheduled interviews',
  }),
  hasInterview: boolean()
    .typeError(m.interviewInvalid)
    .meta({ description: 'true: has a scheduled (not cancelled) interview; false: has none' }),
  overdue: boolean().typeError(m.overdueInvalid).meta({
    description: "true: over its stage's limit in working days; false: within it or no limit",
  }),
  maxNoticeDays: wholeNumber(m.noticeInvalid, 0, 365).meta({
    description:
      'Can join within this many days: a notice of at most this many days, or a last working day no later than this many days from today',
  }),
  minExpectedCtc: wholeNumber(m.ctcInvalid, 0, CTC_FILTER_MAX).meta({
    description: 'Expected CTC at least this many rupees a year',
  }),
  maxExpectedCtc: wholeNumber(m.ctcInvalid, 0, CTC_FILTER_MAX)
    .test('not-below-min', m.ctcReversed, (value, context) => {
      const min = (context.parent as { minExpectedCtc?: number }).minExpectedCtc;
      return value === undefined || typeof min !== 'number' || value >= min;
    })
    .meta({ description: 'Expected CTC at most this many rupees a year' }),
  source: string()
    .oneOf([...APPLICATION_SOURCES], m.sourceInvalid)
    .meta({ description: 'Where the application came from' }),
});
export type ApplicationFilters = InferType<typeof applicationFiltersSchema>;

/** The desk's list: the filters and a page. */
export const applicationsQuerySchema = applicationFiltersSchema.shape({
  page: wholeNumber(m.pageInvalid, 1, 100_000).default(1),
  limit: wholeNumber(m.pageSizeInvalid, 1, 100).default(5),
});
export type ApplicationsQuery = InferType<typeof applicationsQuerySchema>;
