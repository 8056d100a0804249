/**
 * Dates of the company's calendar. Jobs open and close by the day in India (IST is UTC+05:30
 * all year, with no daylight saving), wherever the server or the visitor happens to be.
 */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** Today's date in India, YYYY-MM-DD. */
export function indiaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The date in India at a given instant (an ISO timestamp), YYYY-MM-DD. */
export function indiaDateOf(timestamp: string): string {
  return indiaToday(new Date(timestamp));
}

/** A YYYY-MM-DD date moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a day in India begins, as an ISO UTC timestamp ('2026-01-05' -> '2026-01-04T18:30:00.000Z'). */
export function indiaDayStart(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS).toISOString();
}
