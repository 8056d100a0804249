import dayjs from 'dayjs';
import {
  APPLICATION_EXPERIENCE_OPTIONS,
  APPLICATION_SOURCE_LABELS,
  GENDER_OPTIONS,
  SCORECARD_SCORES,
} from '@vistaar/shared/config';
import { formatCtc } from '@vistaar/shared/lib/ctc';
import { noticePeriodText } from '@vistaar/shared/lib/notice-period';
import type { ApplicationDetail, ApplicationListItem } from '../model/application-model';
import type { ApplicationGender } from '../model/application-model';

/** M, F, O (as the form sends them) -> Male, Female, Other; unknown codes pass through. */
export function genderLabel(code: string): ApplicationGender | string {
  return GENDER_OPTIONS.find((option) => option.value === code)?.label ?? code;
}

/** '0' -> 'Fresher', '3' -> '3 years', '10+' -> '10+ years'; '' stays ''. */
export function experienceLabel(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return APPLICATION_EXPERIENCE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

/** An ISO timestamp or a YYYY-MM-DD date -> '5 Jan 2026'; '' when missing or unreadable. */
export function formatApplicationDate(value: string | null | undefined): string {
  if (!value) return '';
  // dayjs reads a bare YYYY-MM-DD as local midnight, so a date of birth never shifts a day.
  const date = dayjs(value);
  return date.isValid() ? date.format('D MMM YYYY') : '';
}

const KB = 1024;
const MB = 1024 * KB;

/** 1536000 -> '1.46 MB'; below 0.1 MB in whole KB, 43008 -> '42 KB' (never '0.04 MB'). */
export function formatFileSize(bytes: number): string {
  if (bytes < 0.1 * MB) return `${Math.ceil(bytes / KB)} KB`;
  return `${(bytes / MB).toFixed(2)} MB`;
}

/** 0 -> 'Today', 1 -> '1 day', 12 -> '12 days': how long an application has waited in its stage. */
export function daysInStageLabel(days: number): string {
  if (days <= 0) return 'Today';
  return days === 1 ? '1 day' : `${days} days`;
}

const TOP_SCORE = SCORECARD_SCORES[SCORECARD_SCORES.length - 1];

/**
 * The rating from scorecards as shown and as read aloud: '3.3 / 4' and 'Rated 3.3 out of 4
 * from 2 scorecards'; 'Not rated' before any feedback.
 */
export function ratingLabels(rating: ApplicationListItem['rating']): {
  text: string;
  spoken: string;
} {
  if (!rating) return { text: 'Not rated', spoken: 'Not rated yet' };
  const average = rating.average.toFixed(1);
  const from = rating.submissions === 1 ? '1 scorecard' : `${rating.submissions} scorecards`;
  return {
    text: `${average} / ${TOP_SCORE}`,
    spoken: `Rated ${average} out of ${TOP_SCORE} from ${from}`,
  };
}

/** A CTC as staff read it: '₹18.5 LPA / ₹18,50,000' when it reads as one figure, else as typed. */
export function ctcLabel(typed: string, amount: number | null): string {
  return amount === null ? typed : formatCtc(amount);
}

/** '30 days', 'Until 31 Jul 2026', 'Negotiable'; ', serving notice' when they are. */
export function noticeLabel(
  application: Pick<ApplicationListItem, 'noticePeriod' | 'noticeUntil' | 'servingNotice'>,
): string {
  return noticePeriodText(application);
}

/** 'Referral by Rohan Das (VI-3001)', 'LinkedIn: utm_source=linkedin', 'Careers site'. */
export function sourceLabel(
  application: Pick<ApplicationListItem, 'source' | 'sourceDetail'> &
    Partial<Pick<ApplicationDetail, 'referrer'>>,
): string {
  const label = APPLICATION_SOURCE_LABELS[application.source];
  const by = application.referrer
    ? ` by ${application.referrer.name} (${application.referrer.code})`
    : '';
  return `${label}${by}${application.sourceDetail ? `: ${application.sourceDetail}` : ''}`;
}
