import { array, mixed, number, object, string, type InferType } from 'yup';
import {
  BREACH_FIELDS,
  BREACH_LINE_MAX_LENGTH,
  BREACH_SOURCES,
  BREACH_TEXT_MAX_LENGTH,
  type BreachField,
  type BreachSource,
} from '../config/breaches';
import { isIsoDate, RECORD_ID_MAX } from './common';

export const breachMessages = {
  summaryRequired: 'Describe what happened',
  textTooLong: `Write at most ${BREACH_TEXT_MAX_LENGTH} characters`,
  lineTooLong: `Write at most ${BREACH_LINE_MAX_LENGTH} characters`,
  locationRequired: 'Say where it happened (which system, office or supplier)',
  momentRequired: 'Enter the date and time (IST)',
  momentInvalid: 'Enter a real date and time as YYYY-MM-DDTHH:MM (IST)',
  momentFuture: 'This moment is still in the future',
  discoveredBeforeOccurred: 'It cannot have been discovered before it happened',
  sourcesRequired: 'Choose the data involved',
  fieldsRequired: 'Choose the kinds of personal data involved',
  jobInvalid: 'Choose a job from the list',
  jobWithoutApplications: 'A job narrows job applications: tick Job applications too',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  rangeReversed: 'The end date must not be before the start date',
  consequencesRequired: 'Describe the likely consequences for the people affected',
  measuresRequired: 'Describe what has been done and is being done',
  safetyStepsRequired: 'Say what people can do to protect themselves',
  contactRequired: 'Give the contact for questions',
  updateRequired: 'Write the update',
  countRequired: 'Review the list of people affected before sending',
  confirmRequired: 'Confirm that the notices should be sent',
} as const;

/** 'YYYY-MM-DDTHH:MM', a moment in India (as a datetime-local field gives it). */
const MOMENT_PATTERN = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d$/;

/** A moment in India as typed -> its ISO UTC instant, or null when it is not a real one. */
export function breachMomentToIso(value: string): string | null {
  const match = MOMENT_PATTERN.exec(value);
  if (!match || !isIsoDate(match[1])) return null;
  return new Date(`${value}:00+05:30`).toISOString();
}

const moment = string()
  .trim()
  .required(breachMessages.momentRequired)
  .max(40, breachMessages.momentInvalid)
  .meta({ description: 'YYYY-MM-DDTHH:MM in India (IST)' })
  .test('real', breachMessages.momentInvalid, (value) => !value || !!breachMomentToIso(value))
  .test('past', breachMessages.momentFuture, (value) => {
    const iso = value ? breachMomentToIso(value) : null;
    return !iso || Date.parse(iso) <= Date.now();
  });

const text = (required: string) =>
  string().trim().required(required).max(BREACH_TEXT_MAX_LENGTH, breachMessages.textTooLong);

const day = string()
  .trim()
  .optional()
  .max(20, breachMessages.dateInvalid)
  .meta({ description: 'YYYY-MM-DD (India)' })
  .test('date', breachMessages.dateInvalid, (value) => !value || isIsoDate(value));

/** What staff record about a breach: the same rules in the form and on the server. */
export const breachSchema = object({
  summary: text(breachMessages.summaryRequired),
  location: string()
    .trim()
    .required(breachMessages.locationRequired)
    .max(BREACH_LINE_MAX_LENGTH, breachMessages.lineTooLong),
  occurredAt: moment,
  discoveredAt: moment.test(
    'after-occurred',
    breachMessages.discoveredBeforeOccurred,
    (value, context) => {
      const occurred = breachMomentToIso(String(context.parent.occurredAt ?? ''));
      const discovered = value ? breachMomentToIso(value) : null;
      return !occurred || !discovered || occurred <= discovered;
    },
  ),
  sources: array(
    mixed<BreachSource>()
      .oneOf([...BREACH_SOURCES], breachMessages.sourcesRequired)
      .required(breachMessages.sourcesRequired),
  )
    .required(breachMessages.sourcesRequired)
    .min(1, breachMessages.sourcesRequired)
    .max(BREACH_SOURCES.length, breachMessages.sourcesRequired),
  jobId: number()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .typeError(breachMessages.jobInvalid)
    .integer(breachMessages.jobInvalid)
    .positive(breachMessages.jobInvalid)
    .max(RECORD_ID_MAX, breachMessages.jobInvalid)
    .optional()
    .test('applications', breachMessages.jobWithoutApplications, (value, context) => {
      // Checked beside the sources' own rule, so they may be anything a caller sent.
      const sources: unknown = context.parent.sources;
      return value === undefined || (Array.isArray(sources) && sources.includes('applications'));
    }),
  appliedFrom: day,
  appliedTo: day.test('range', breachMessages.rangeReversed, (value, context) => {
    const from = context.parent.appliedFrom as string | undefined;
    return !value || !from || !isIsoDate(from) || !isIsoDate(value) || from <= value;
  }),
  fields: array(
    mixed<BreachField>()
      .oneOf([...BREACH_FIELDS], breachMessages.fieldsRequired)
      .required(breachMessages.fieldsRequired),
  )
    .required(breachMessages.fieldsRequired)
    .min(1, breachMessages.fieldsRequired)
    .max(BREACH_FIELDS.length, breachMessages.fieldsRequired),
  consequences: text(breachMessages.consequencesRequired),
  measures: text(breachMessages.measuresRequired),
  safetySteps: text(breachMessages.safetyStepsRequired),
  contact: string()
    .trim()
    .required(breachMessages.contactRequired)
    .max(BREACH_LINE_MAX_LENGTH, breachMessages.lineTooLong),
});
export type BreachInput = InferType<typeof breachSchema>;

/** A later entry on a breach whose notices have gone: what changed, what was found. */
export const breachUpdateSchema = object({
  text: text(breachMessages.updateRequired),
});
export type BreachUpdateInput = InferType<typeof breachUpdateSchema>;

/**
 * Sending the notices: an explicit yes, and the count of people the sender reviewed, so a
 * list that changed since the review is not sent unseen.
 */
export const breachNoticeConfirmationSchema = object({
  confirm: mixed<true>()
    .oneOf([true], breachMessages.confirmRequired)
    .required(breachMessages.confirmRequired),
  affectedCount: number()
    .typeError(breachMessages.countRequired)
    .integer(breachMessages.countRequired)
    .min(0, breachMessages.countRequired)
    .max(100_000_000, breachMessages.countRequired)
    .required(breachMessages.countRequired),
});
export type BreachNoticeConfirmation = InferType<typeof breachNoticeConfirmationSchema>;
