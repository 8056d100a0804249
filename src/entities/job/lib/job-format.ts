import dayjs from 'dayjs';

/** '2026-01-05T09:30:00.000Z' -> '5 Jan 2026' (in the viewer's time zone); '' for a missing date. */
export function formatPostedOn(timestamp: string | null | undefined): string {
  if (!timestamp) return '';
  const date = dayjs(timestamp);
  return date.isValid() ? date.format('D MMM YYYY') : '';
}

/** '2026-03-06' -> '6 Mar 2026': a calendar day (a job's closing day), whatever the time zone. */
export function formatJobDay(day: string | null | undefined): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  // A bare date parses as local midnight, so it names the same day everywhere.
  const date = dayjs(day);
  return date.isValid() ? date.format('D MMM YYYY') : '';
}
