import { JOB_DEFAULT_OPEN_DAYS } from '../../config/constants';
import { addDays, indiaToday } from './india-date';

/** The closing date a job gets when none is chosen: 60 days after the day it is posted. */
export function defaultClosingDate(postedOn: string = indiaToday()): string {
  return addDays(postedOn, JOB_DEFAULT_OPEN_DAYS);
}

/** A job stays open through its closing day, in India, and closes itself the day after. */
export function isPastClosingDate(closesOn: string, now: Date = new Date()): boolean {
  return closesOn < indiaToday(now);
}

/** The last moment a job is open: the end of its closing day in India (schema.org validThrough). */
export function closingMoment(closesOn: string): string {
  return `${closesOn}T23:59:59+05:30`;
}
