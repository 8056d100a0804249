import { string } from 'yup';
import { NOTICE_PERIODS } from '../config/candidates';
import { indiaToday } from '../lib/job-dates/india-date';
import { isIsoDate } from './common';

export const candidateFieldMessages = {
  noticePeriodInvalid: 'Choose a notice period from the list.',
  noticeUntilRequired: 'Enter your last working day.',
  noticeUntilInvalid: 'Enter the last working day as a date (YYYY-MM-DD).',
  noticeUntilPast: 'The last working day cannot be in the past.',
} as const;

const m = candidateFieldMessages;

/** Immediate, 15 to 90 days, until a date, or negotiable; empty when not given. */
export const noticePeriodField = () =>
  string()
    .trim()
    .default('')
    .oneOf(['', ...NOTICE_PERIODS], m.noticePeriodInvalid)
    .meta({
      description:
        "immediate, 15, 30, 60, 90, date (see noticeUntil) or negotiable; '' when not given",
    });

/** The last working day, needed (today or later) when the notice period is 'date'. */
export const noticeUntilField = () =>
  string()
    .trim()
    .default('')
    .max(10, m.noticeUntilInvalid)
    .test('needed', m.noticeUntilRequired, (value, context) => {
      const period = (context.parent as { noticePeriod?: string }).noticePeriod;
      return period !== 'date' || Boolean(value);
    })
    .test('iso-date', m.noticeUntilInvalid, (value) => !value || isIsoDate(value))
    .test(
      'not-past',
      m.noticeUntilPast,
      (value) => !value || !isIsoDate(value) || value >= indiaToday(),
    )
    .meta({ description: "YYYY-MM-DD, when noticePeriod is 'date'; otherwise ignored" });

/** Where a public application came from, as the form saw it (each optional). */
export const originField = () => string().trim().max(200).default('');
