import { object, string, type InferType } from 'yup';
import { PIPELINE_BULK_MOVE_MAX } from '../config/pipeline';
import { isIsoDate } from './common';

export const applicationsFilterMessages = {
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  /** Selecting every application that matches holds at most what one bulk move takes. */
  matchingTooMany: `More than ${PIPELINE_BULK_MOVE_MAX} applications match: narrow the search or filters to select them all.`,
  rangeReversed: 'The end date must not be before the start date.',
} as const;

const day = string()
  .trim()
  .optional()
  .test('iso-date', applicationsFilterMessages.dateInvalid, (value) => !value || isIsoDate(value));

/** The desk's 'applied between' filter: days in India, both ends inclusive, either may be open. */
export const appliedRangeSchema = object({
  appliedFrom: day,
  appliedTo: day.test(
    'not-before-from',
    applicationsFilterMessages.rangeReversed,
    (value, context) => {
      const from = (context.parent as { appliedFrom?: string }).appliedFrom;
      return !value || !from || !isIsoDate(from) || !isIsoDate(value) || value >= from;
    },
  ),
});
export type AppliedRange = InferType<typeof appliedRangeSchema>;
