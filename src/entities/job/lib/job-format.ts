import dayjs from 'dayjs';

/** '2026-01-05T09:30:00.000Z' -> '5 Jan 2026' (in the viewer's time zone); '' for a missing date. */
export function formatPostedOn(timestamp: string | null | undefined): string {
  if (!timestamp) return '';
  const date = dayjs(timestamp);
  return date.isValid() ? date.format('D MMM YYYY') : '';
}
