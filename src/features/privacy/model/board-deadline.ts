import { useEffect, useState } from 'react';
import { formatIndiaDateTime } from '@vistaar/shared/lib/india-time';

const MINUTE_MS = 60_000;

/** '2 h 05 min', '3 d 4 h': how long until (or since) the deadline. */
function span(ms: number): string {
  const minutes = Math.floor(Math.abs(ms) / MINUTE_MS);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = String(minutes % 60).padStart(2, '0');
  return days > 0 ? `${days} d ${hours} h` : `${hours} h ${rest} min`;
}

export interface BoardDeadline {
  severity: 'success' | 'info' | 'warning' | 'error';
  text: string;
}

/** Where the Board's report stands against its deadline, in words. */
export function boardDeadline(
  dueAt: string,
  reportedAt: string | null,
  now: number,
): BoardDeadline {
  if (reportedAt) {
    return {
      severity: 'success',
      text: `Reported to the Data Protection Board on ${formatIndiaDateTime(reportedAt)}.`,
    };
  }
  const left = Date.parse(dueAt) - now;
  const due = formatIndiaDateTime(dueAt);
  if (left < 0) {
    return {
      severity: 'error',
      text: `The report to the Data Protection Board was due by ${due}: overdue by ${span(left)}.`,
    };
  }
  return {
    severity: left < 12 * 60 * MINUTE_MS ? 'warning' : 'info',
    text: `The report to the Data Protection Board is due by ${due}: ${span(left)} left.`,
  };
}

/** The current time, moved on every minute, for countdowns. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
