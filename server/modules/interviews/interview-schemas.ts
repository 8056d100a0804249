/**
 * JSON schemas of the interview and scorecard calls' input: bounds and types only. Required
 * fields and the messages come from the shared yup schemas, so a missing date answers
 * 'Choose the interview date'.
 */
import {
  INTERVIEW_CANCEL_REASON_MAX_LENGTH,
  INTERVIEW_LOCATION_MAX_LENGTH,
  INTERVIEW_URL_MAX_LENGTH,
  SCORECARD_COMMENTS_MAX_LENGTH,
  SCORECARD_CRITERION_MAX_LENGTH,
  SCORECARD_MAX_CRITERIA,
} from '@vistaar/shared/config';
import { boundedInteger } from '../../lib/common-schemas';

export { idParamsSchema } from '../../lib/common-schemas';

const recordId = boundedInteger(1, 2_147_483_647);
// Room for surrounding spaces, which the shared schemas trim before they count.
const bounded = (maxLength: number) => ({ type: 'string', maxLength: maxLength + 100 }) as const;

const timingProperties = {
  date: bounded(10),
  startTime: bounded(5),
  durationMinutes: boundedInteger(0, 100_000),
} as const;

export const rescheduleBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: timingProperties,
} as const;

export const scheduleBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...timingProperties,
    mode: bounded(20),
    videoUrl: bounded(INTERVIEW_URL_MAX_LENGTH),
    location: bounded(INTERVIEW_LOCATION_MAX_LENGTH),
    // A generous bound for the parser: past the shared limit the shared message answers.
    interviewerIds: { type: 'array', maxItems: 50, items: recordId },
  },
} as const;

export const cancelBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { reason: bounded(INTERVIEW_CANCEL_REASON_MAX_LENGTH) },
} as const;

export const criteriaBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    criteria: {
      type: 'array',
      maxItems: SCORECARD_MAX_CRITERIA * 4,
      items: bounded(SCORECARD_CRITERION_MAX_LENGTH),
    },
  },
} as const;

export const feedbackBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ratings: {
      type: 'array',
      maxItems: SCORECARD_MAX_CRITERIA * 4,
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          criterion: bounded(SCORECARD_CRITERION_MAX_LENGTH),
          score: boundedInteger(-100, 100),
        },
      },
    },
    recommendation: bounded(20),
    comments: bounded(SCORECARD_COMMENTS_MAX_LENGTH),
  },
} as const;
