import ICAL from 'ical.js';
import { indiaMomentToIso } from '@vistaar/shared/lib/india-time';
import type { BusyTime } from './free-slots';

/** A calendar larger than this is refused: a person's own calendar is far smaller. */
const CALENDAR_MAX_BYTES = 2 * 1024 * 1024;
const CALENDAR_TIMEOUT_MS = 10_000;
/** Occurrences read per recurring event: a daily meeting for years stays bounded. */
const MAX_OCCURRENCES = 2_000;

/** Why a calendar could not be read, in words its owner can act on. */
export class CalendarReadError extends Error {}

/** The address as fetched: webcal:// is the same calendar over https. */
function calendarFetchUrl(address: string): URL {
  let url: URL;
  try {
    url = new URL(address.trim().replace(/^webcal:/i, 'https:'));
  } catch {
    throw new CalendarReadError('This is not a web address.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new CalendarReadError('The address must start with https://, http:// or webcal://.');
  }
  return url;
}

/** Reads the calendar's text, refusing it once it passes the size limit or the time limit. */
export async function fetchCalendarText(
  address: string,
  limits = { maxBytes: CALENDAR_MAX_BYTES, timeoutMs: CALENDAR_TIMEOUT_MS },
): Promise<string> {
  const url = calendarFetchUrl(address);
  let response: Response;
  try {
    response = await fetch(url, {
      redirect: 'follow',
      headers: { accept: 'text/calendar' },
      signal: AbortSignal.timeout(limits.timeoutMs),
    });
  } catch {
    throw new CalendarReadError('The calendar did not answer in time or could not be reached.');
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new CalendarReadError(`The calendar's server answered ${response.status}.`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limits.maxBytes) {
        // Nothing past the limit is downloaded.
        await reader.cancel();
        break;
      }
      chunks.push(value);
    }
  } catch {
    throw new CalendarReadError('The calendar did not answer in time or could not be reached.');
  }
  if (size > limits.maxBytes) throw new CalendarReadError('The calendar is too large to read.');
  return Buffer.concat(chunks).toString('utf8');
}

/** An event's moment as an instant; a time without a zone is read as India time. */
function instant(time: ICAL.Time): number {
  if (time.isDate || time.zone?.tzid === 'floating') {
    const date = `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
    const clock = time.isDate
      ? '00:00'
      : `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
    return Date.parse(indiaMomentToIso(date, clock));
  }
  return time.toJSDate().getTime();
}

/** Events that do not take the person's time: marked free, or cancelled. */
function takesTime(component: ICAL.Component): boolean {
  const transparency = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  return transparency !== 'TRANSPARENT' && status !== 'CANCELLED';
}

/**
 * The busy times an iCalendar text holds between `from` and `to`: every event that takes
 * time, recurring ones expanded (their moved or cancelled occurrences as the calendar says).
 * Only the times are kept, never titles or people.
 */
export function busyTimesFromCalendar(text: string, from: Date, to: Date): BusyTime[] {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch {
    throw new CalendarReadError('The address did not give an iCalendar (.ics) file.');
  }
  if (root.name !== 'vcalendar') {
    throw new CalendarReadError('The address did not give an iCalendar (.ics) file.');
  }
  for (const zone of root.getAllSubcomponents('vtimezone')) {
    const tzid = String(zone.getFirstPropertyValue('tzid') ?? '');
    if (tzid && !ICAL.TimezoneService.has(tzid)) ICAL.TimezoneService.register(zone);
  }
  const components = root.getAllSubcomponents('vevent');
  const exceptions = new Map<string, ICAL.Component[]>();
  for (const component of components) {
    if (!component.hasProperty('recurrence-id')) continue;
    const uid = String(component.getFirstPropertyValue('uid') ?? '');
    exceptions.set(uid, [...(exceptions.get(uid) ?? []), component]);
  }
  const start = from.getTime();
  const end = to.getTime();
  const busy: BusyTime[] = [];
  const keep = (startsAt: number, endsAt: number) => {
    if (endsAt > start && startsAt < end && endsAt > startsAt) {
      busy.push({
        startsAt: new Date(startsAt).toISOString(),
        endsAt: new Date(endsAt).toISOString(),
      });
    }
  };
  for (const component of components) {
    if (component.hasProperty('recurrence-id')) continue;
    const event = new ICAL.Event(component, { strictExceptions: false });
    if (!event.startDate) continue;
    for (const exception of exceptions.get(event.uid) ?? []) event.relateException(exception);
    if (!event.isRecurring()) {
      if (takesTime(component)) keep(instant(event.startDate), instant(event.endDate));
      continue;
    }
    const occurrences = event.iterator();
    for (let count = 0; count < MAX_OCCURRENCES; count += 1) {
      const next = occurrences.next();
      if (!next || instant(next) >= end) break;
      const details = event.getOccurrenceDetails(next);
      if (takesTime(details.item.component)) {
        keep(instant(details.startDate), instant(details.endDate));
      }
    }
  }
  return busy.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}
