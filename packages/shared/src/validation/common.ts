import dayjs from 'dayjs';
import { number } from 'yup';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { DATE_API_FORMAT, DATE_ENTRY_FORMAT } from '../config/constants';
import { indiaToday } from '../lib/job-dates/india-date';

dayjs.extend(customParseFormat);

/** text, at-sign, text, dot, text (spec section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A real calendar date written YYYY-MM-DD (rejects 2024-02-30). */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && dayjs(value, DATE_API_FORMAT, true).isValid();
}

/** dd/MM/yyyy as typed by a person -> YYYY-MM-DD, or null when it is not a real date. */
export function entryDateToIso(value: string): string | null {
  const parsed = dayjs(value.trim(), DATE_ENTRY_FORMAT, true);
  return parsed.isValid() ? parsed.format(DATE_API_FORMAT) : null;
}

export function isPastOrToday(value: string): boolean {
  return !dayjs(value, DATE_API_FORMAT, true).isAfter(dayjs(), 'day');
}

/** The largest id a database integer column holds. */
export const RECORD_ID_MAX = 2_147_483_647;

/** A record id: a positive whole number that fits the database's integer column. */
export const recordId = (message: string) =>
  number()
    .typeError(message)
    .integer(message)
    .positive(message)
    .max(RECORD_ID_MAX, message)
    .required(message);

/**
 * Whether someone born on `dob` (YYYY-MM-DD) is under `years` today in India: they come of age
 * on the birthday itself (born 29 February: on 1 March in other years).
 */
export function isYoungerThan(dob: string, years: number, today: string = indiaToday()): boolean {
  const [year, rest] = [Number(dob.slice(0, 4)), dob.slice(4)];
  return `${String(year + years).padStart(4, '0')}${rest}` > today;
}
