import { createEvent, type EventAttributes } from 'ics';
import { company } from '@vistaar/shared/config/company';
import type { CalendarPart } from '../mail';

export interface CalendarInterview {
  uid: string;
  sequence: number;
  startsAt: string;
  endsAt: string;
  title: string;
  description: string;
  location: string | null;
  url: string | null;
}

/** A display name for CN="...": quotes and line breaks cannot end the parameter. */
const displayName = (name: string) => name.replace(/["\r\n\\;:,]/g, ' ').trim();

const utcEvent = (iso: string) => ({
  moment: Date.parse(iso),
  input: 'utc' as const,
  output: 'utc' as const,
});

/**
 * The iCalendar text of an interview for one recipient: METHOD:REQUEST for the invitation
 * and each update (same UID, higher SEQUENCE), METHOD:CANCEL for the cancellation. Times
 * are in UTC, which every calendar shows in its owner's zone. The recipient is the first
 * attendee, then the rest of the panel, so every copy shows who takes part.
 */
export function interviewCalendar(
  interview: CalendarInterview,
  method: CalendarPart['method'],
  organizer: { name: string; email: string },
  attendees: readonly { name: string; email: string }[],
): CalendarPart {
  const start = utcEvent(interview.startsAt);
  const end = utcEvent(interview.endsAt);
  const attributes: EventAttributes = {
    productId: `-//${company.name}//Interviews//EN`,
    method,
    uid: interview.uid,
    sequence: interview.sequence,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    start: start.moment,
    startInputType: start.input,
    startOutputType: start.output,
    end: end.moment,
    endInputType: end.input,
    endOutputType: end.output,
    title: interview.title,
    description: interview.description,
    ...(interview.location ? { location: interview.location } : {}),
    ...(interview.url ? { url: interview.url } : {}),
    organizer: { name: displayName(organizer.name), email: organizer.email },
    attendees: attendees.map((attendee) => ({
      name: displayName(attendee.name),
      email: attendee.email,
      rsvp: method === 'REQUEST',
      partstat: 'NEEDS-ACTION',
      role: 'REQ-PARTICIPANT',
    })),
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('calendar event could not be built');
  return { method, content: value };
}
