import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import ICAL from 'ical.js';
import { indiaMomentToIso } from '@vistaar/shared/lib/india-time';
import { InsideAddressError, isOutsideAddress, outsideOnlyLookup } from '../../lib/outside-address';
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

/** Redirects a calendar address may take (a moved feed), each checked like the first. */
const MAX_REDIRECTS = 3;

const UNREACHABLE = 'The calendar did not answer in time or could not be reached.';
const NOT_PUBLIC = 'The calendar must be on a public web address.';

interface CalendarFetchOptions {
  maxBytes: number;
  timeoutMs: number;
  /** Addresses inside this machine or its network may be read (CALENDAR_ALLOW_PRIVATE_ADDRESSES). */
  privateAddresses: boolean;
}

/** One GET without following redirects: the status, where it points, and the body within limits. */
function getOnce(
  url: URL,
  options: CalendarFetchOptions,
  signal: AbortSignal,
): Promise<{ status: number; location?: string; body?: Buffer }> {
  if (!options.privateAddresses) {
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (net.isIP(literal) !== 0 && !isOutsideAddress(literal)) {
      return Promise.reject(new CalendarReadError(NOT_PUBLIC));
    }
  }
  const get = url.protocol === 'https:' ? https.get : http.get;
  return new Promise((resolve, reject) => {
    const request = get(
      url,
      {
        headers: { accept: 'text/calendar' },
        signal,
        ...(options.privateAddresses ? {} : { lookup: outsideOnlyLookup }),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.resume();
          resolve({ status, location: response.headers.location });
          return;
        }
        if (status < 200 || status >= 300) {
          response.resume();
          resolve({ status });
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.byteLength;
          // Nothing past the limit is downloaded.
          if (size > options.maxBytes) {
            request.destroy();
            reject(new CalendarReadError('The calendar is too large to read.'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, body: Buffer.concat(chunks) }));
        response.on('error', () => reject(new CalendarReadError(UNREACHABLE)));
      },
    );
    request.on('error', (error) =>
      reject(
        error instanceof CalendarReadError
          ? error
          : new CalendarReadError(
              error instanceof InsideAddressError ||
                (error as { cause?: unknown }).cause instanceof InsideAddressError
                ? NOT_PUBLIC
                : UNREACHABLE,
            ),
      ),
    );
  });
}

/**
 * Reads the calendar's text, refusing it once it passes the size limit or the time limit, and
 * (unless private addresses are allowed) refusing any address, first or redirected to, that
 * resolves inside this machine or its network.
 */
export async function fetchCalendarText(
  address: string,
  limits: Partial<CalendarFetchOptions> = {},
): Promise<string> {
  const options: CalendarFetchOptions = {
    maxBytes: CALENDAR_MAX_BYTES,
    timeoutMs: CALENDAR_TIMEOUT_MS,
    privateAddresses: false,
    ...limits,
  };
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = calendarFetchUrl(address);
  for (let redirects = 0; ; redirects += 1) {
    const answer = await getOnce(url, options, signal);
    if (answer.body) return answer.body.toString('utf8');
    if (answer.location === undefined || redirects === MAX_REDIRECTS) {
      throw new CalendarReadError(`The calendar's server answered ${answer.status}.`);
    }
    url = calendarFetchUrl(new URL(answer.location, url).toString());
  }
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
