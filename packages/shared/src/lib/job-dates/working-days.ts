import { addDays, indiaDateOf, indiaDayStart, indiaToday } from './india-date';

/**
 * Working days of the company's calendar: Monday to Friday in India, less its public holidays
 * (YYYY-MM-DD). A stage's limit counts the working days after the day an application entered
 * it: with a limit of 2, one that entered on a Monday is overdue from Thursday.
 */
export function isWorkingDay(date: string, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(date);
}

/** Working days after `from` up to and including `to` (both days in India); 0 when `to` is not later. */
export function workingDaysBetween(
  from: string,
  to: string,
  holidays: ReadonlySet<string>,
): number {
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) {
    if (isWorkingDay(day, holidays)) count += 1;
  }
  return count;
}

/** Over a limit of `limit` working days: entered at `enteredAt` (ISO), as of `now`. */
export function isOverdue(
  enteredAt: string,
  limit: number,
  holidays: ReadonlySet<string>,
  now: Date = new Date(),
): boolean {
  return workingDaysBetween(indiaDateOf(enteredAt), indiaToday(now), holidays) > limit;
}

/**
 * The instant (ISO) before which an entry is over a limit of `limit` working days as of `now`:
 * the start of the day in India that is the (limit + 1)th working day counting back from today.
 * Entries before it are overdue (`isOverdue`), entries from it on are not; SQL compares with it.
 */
export function overdueBefore(
  limit: number,
  holidays: ReadonlySet<string>,
  now: Date = new Date(),
): string {
  let day = indiaToday(now);
  let counted = 0;
  for (;;) {
    if (isWorkingDay(day, holidays)) counted += 1;
    if (counted === limit + 1) return indiaDayStart(day);
    day = addDays(day, -1);
  }
}
