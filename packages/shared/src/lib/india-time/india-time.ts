/**
 * Moments of the company's working day. India Standard Time is UTC+05:30 all year (no
 * daylight saving), so the conversion is a fixed offset and needs no time-zone database.
 */
const IST_OFFSET_MS = 330 * 60_000;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'HH:MM' on the 24-hour clock. */
export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A date ('YYYY-MM-DD') and a time ('HH:MM') in India -> the ISO-8601 UTC instant. */
export function indiaMomentToIso(date: string, time: string): string {
  return new Date(`${date}T${time}:00+05:30`).toISOString();
}

/** An instant -> its date ('YYYY-MM-DD') and time ('HH:MM') in India. */
export function indiaDateAndTime(iso: string): { date: string; time: string } {
  const shifted = new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** 'Wed, 2 Dec 2026, 10:30 IST' */
export function formatIndiaDateTime(iso: string): string {
  const shifted = new Date(Date.parse(iso) + IST_OFFSET_MS);
  const day = `${WEEKDAYS[shifted.getUTCDay()]}, ${shifted.getUTCDate()} ${MONTHS[shifted.getUTCMonth()]} ${shifted.getUTCFullYear()}`;
  return `${day}, ${indiaDateAndTime(iso).time} IST`;
}

/** 'Wed, 2 Dec 2026, 10:30-11:30 IST' (the end's date is left out: interviews end the same day). */
export function formatIndiaTimeRange(startIso: string, endIso: string): string {
  return `${formatIndiaDateTime(startIso).replace(/ IST$/, '')}-${indiaDateAndTime(endIso).time} IST`;
}

/** Every 'HH:MM' from `first` to `last` in steps of `stepMinutes`. */
export function clockTimes(first: string, last: string, stepMinutes: number): string[] {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const times: string[] = [];
  for (let at = minutes(first); at <= minutes(last); at += stepMinutes) {
    times.push(
      `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`,
    );
  }
  return times;
}

/**
 * The first working day after today in India, at `time` ('HH:MM') India time, as an ISO-8601
 * UTC instant. `workingDays` holds day numbers, 0 Sunday to 6 Saturday.
 */
export function nextWorkingDayAt(now: Date, time: string, workingDays: readonly number[]): string {
  const today = indiaDateAndTime(now.toISOString()).date;
  const start = Date.parse(`${today}T00:00:00Z`);
  for (let days = 1; days <= 7; days += 1) {
    const day = new Date(start + days * 86_400_000);
    if (workingDays.includes(day.getUTCDay())) {
      return indiaMomentToIso(day.toISOString().slice(0, 10), time);
    }
  }
  throw new Error('The working week has no working day');
}
