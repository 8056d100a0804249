import {
  INTERVIEW_TIME_STEP_MINUTES,
  SELF_SCHEDULING_SLOT_STEP_MINUTES,
} from '@vistaar/shared/config/interviews';
import { clockTimes, indiaMomentToIso } from '@vistaar/shared/lib/india-time';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Working hours in India time: ISO weekdays (1 Monday ... 7 Sunday) and 'HH:MM'. */
export interface WorkingHours {
  days: readonly number[];
  start: string;
  end: string;
}

/** A busy stretch, as ISO-8601 UTC instants (end excluded). */
export interface BusyTime {
  startsAt: string;
  endsAt: string;
}

interface PanelMemberTime {
  hours: WorkingHours;
  busy: readonly BusyTime[];
}

export interface SlotQuery {
  /** The first and last day offered, 'YYYY-MM-DD' in India. */
  windowFrom: string;
  windowTo: string;
  durationMinutes: number;
  panel: readonly PanelMemberTime[];
  /** Days nobody works ('YYYY-MM-DD'), from the work calendar. */
  holidays: ReadonlySet<string>;
  /** No slot starts before this instant (now and the booking cut-off). */
  earliest: string;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Every day from `from` to `to` ('YYYY-MM-DD'), with its ISO weekday. */
function daysBetween(from: string, to: string): { day: string; weekday: number }[] {
  const days = [];
  for (
    let at = Date.parse(`${from}T00:00:00Z`);
    at <= Date.parse(`${to}T00:00:00Z`);
    at += DAY_MS
  ) {
    const date = new Date(at);
    days.push({ day: date.toISOString().slice(0, 10), weekday: date.getUTCDay() || 7 });
  }
  return days;
}

/** Busy times as millisecond pairs, read once rather than for every slot. */
const asRanges = (busy: readonly BusyTime[]) =>
  busy.map((time) => [Date.parse(time.startsAt), Date.parse(time.endsAt)] as const);

/**
 * The times every member of the panel is free for the whole interview: inside each one's
 * working hours on a working day that is no holiday, clear of each one's busy times, and no
 * earlier than `earliest`. Starts fall every half hour from the latest start of the panel's
 * day. Answers ISO-8601 UTC instants, in order.
 */
export function freeSlots(query: SlotQuery): string[] {
  if (query.panel.length === 0) return [];
  const earliest = Date.parse(query.earliest);
  const lengthMs = query.durationMinutes * MINUTE_MS;
  const ranges = query.panel.map((member) => asRanges(member.busy));
  const slots: string[] = [];
  for (const { day, weekday } of daysBetween(query.windowFrom, query.windowTo)) {
    if (query.holidays.has(day)) continue;
    if (!query.panel.every((member) => member.hours.days.includes(weekday))) continue;
    const dayStart = Math.max(...query.panel.map((member) => minutesOf(member.hours.start)));
    const dayEnd = Math.min(...query.panel.map((member) => minutesOf(member.hours.end)));
    if (dayEnd - dayStart < query.durationMinutes) continue;
    const lastStart = clock(dayEnd - query.durationMinutes);
    // Only the busy times that touch this working day can rule out its slots.
    const opens = Date.parse(indiaMomentToIso(day, clock(dayStart)));
    const closes = Date.parse(indiaMomentToIso(day, clock(dayEnd)));
    const busyToday = ranges.flatMap((member) =>
      member.filter(([from, to]) => from < closes && to > opens),
    );
    for (const time of clockTimes(clock(dayStart), lastStart, SELF_SCHEDULING_SLOT_STEP_MINUTES)) {
      const startsAt = indiaMomentToIso(day, time);
      const start = Date.parse(startsAt);
      if (start < earliest) continue;
      const end = start + lengthMs;
      if (busyToday.some(([from, to]) => from < end && to > start)) continue;
      slots.push(startsAt);
    }
  }
  return slots;
}

/**
 * The quarter hours an interview covers, each as the instant it starts: the rows a booking
 * claims per interviewer, so two bookings that share any quarter hour of one interviewer
 * cannot both be written.
 */
export function slotCells(startsAt: string, endsAt: string): string[] {
  const step = INTERVIEW_TIME_STEP_MINUTES * MINUTE_MS;
  const first = Math.floor(Date.parse(startsAt) / step) * step;
  const cells: string[] = [];
  for (let at = first; at < Date.parse(endsAt); at += step) {
    cells.push(new Date(at).toISOString());
  }
  return cells;
}
