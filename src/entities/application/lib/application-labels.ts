import dayjs from 'dayjs';
import {
  APPLICATION_EXPERIENCE_OPTIONS,
  GENDER_OPTIONS,
  SCORECARD_SCORES,
} from '@vistaar/shared/config';
import type { ApplicationListItem } from '../model/application-model';
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
