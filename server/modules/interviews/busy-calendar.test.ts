import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { busyTimesFromCalendar, CalendarReadError, fetchCalendarText } from './busy-calendar';
import { freeSlots, slotCells } from './free-slots';

const ist = (moment: string) => new Date(`${moment.replace(' ', 'T')}:00+05:30`).toISOString();

const calendar = (...events: string[][]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events.flat(), 'END:VCALENDAR'].join(
    '\r\n',
  );

describe('busy times from an iCalendar file', () => {
  const from = new Date(ist('2026-02-01 00:00'));
  const to = new Date(ist('2026-02-28 00:00'));

  it('expands a daily event, leaves out a cancelled day and moves an occurrence as the calendar says', () => {
    const busy = busyTimesFromCalendar(
      calendar(
        [
          'BEGIN:VEVENT',
          'UID:daily@example.com',
          'DTSTART:20260202T043000Z',
          'DTEND:20260202T050000Z',
          'RRULE:FREQ=DAILY;COUNT=4',
          'EXDATE:20260203T043000Z',
          'END:VEVENT',
        ],
        [
          'BEGIN:VEVENT',
          'UID:daily@example.com',
          'RECURRENCE-ID:20260204T043000Z',
          'DTSTART:20260204T090000Z',
          'DTEND:20260204T093000Z',
          'END:VEVENT',
        ],
      ),
      from,
      to,
    );
    expect(busy).toEqual([
      { startsAt: ist('2026-02-02 10:00'), endsAt: ist('2026-02-02 10:30') },
      { startsAt: ist('2026-02-04 14:30'), endsAt: ist('2026-02-04 15:00') },
      { startsAt: ist('2026-02-05 10:00'), endsAt: ist('2026-02-05 10:30') },
    ]);
  });

  it('reads a time without a zone as India time and an all-day event as the whole day', () => {
    const busy = busyTimesFromCalendar(
      calendar(
        ['BEGIN:VEVENT', 'UID:a', 'DTSTART:20260210T150000', 'DTEND:20260210T160000', 'END:VEVENT'],
        [
          'BEGIN:VEVENT',
          'UID:b',
          'DTSTART;VALUE=DATE:20260211',
          'DTEND;VALUE=DATE:20260212',
          'END:VEVENT',
        ],
      ),
      from,
      to,
    );
    expect(busy).toEqual([
      { startsAt: ist('2026-02-10 15:00'), endsAt: ist('2026-02-10 16:00') },
      { startsAt: ist('2026-02-11 00:00'), endsAt: ist('2026-02-12 00:00') },
    ]);
  });

  it('refuses what is not a calendar with words its owner can act on', () => {
    expect(() => busyTimesFromCalendar('<html>Sign in</html>', from, to)).toThrow(
      CalendarReadError,
    );
  });
});

describe('free slots', () => {
  it('starts every half hour inside the shared working hours, clear of busy times', () => {
    const slots = freeSlots({
      windowFrom: '2026-02-02',
      windowTo: '2026-02-03',
      durationMinutes: 45,
      panel: [
        { hours: { days: [1], start: '10:00', end: '12:00' }, busy: [] },
        {
          hours: { days: [1, 2], start: '09:00', end: '11:30' },
          busy: [{ startsAt: ist('2026-02-02 10:45'), endsAt: ist('2026-02-02 11:00') }],
        },
      ],
      holidays: new Set(),
      earliest: ist('2026-02-01 00:00'),
    });
    // Monday 10:00-11:30 together; 10:30 meets the busy quarter hour. Tuesday is not a
    // working day for the first member.
    expect(slots).toEqual([ist('2026-02-02 10:00')]);
  });

  it('claims every quarter hour an interview touches', () => {
    expect(slotCells(ist('2026-02-02 10:30'), ist('2026-02-02 11:15'))).toEqual([
      ist('2026-02-02 10:30'),
      ist('2026-02-02 10:45'),
      ist('2026-02-02 11:00'),
    ]);
  });
});

describe('reading a calendar address', () => {
  let server: http.Server;
  let base: string;
  const requests: string[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      requests.push(request.url ?? '');
      if (request.url === '/moved.ics') {
        response.writeHead(302, { location: '/own.ics' });
        response.end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/calendar' });
      response.end(calendar());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    requests.length = 0;
  });

  it('never reaches this machine or its network unless private addresses are allowed', async () => {
    const port = new URL(base).port;
    for (const address of [
      `${base}/own.ics`,
      `http://localhost:${port}/own.ics`,
      `http://[::1]:${port}/own.ics`,
      `webcal://127.0.0.1:${port}/own.ics`,
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      await expect(fetchCalendarText(address, { timeoutMs: 2_000 })).rejects.toThrow(
        new CalendarReadError('The calendar must be on a public web address.'),
      );
    }
    expect(requests).toEqual([]);
  });

  it('reads an allowed address and follows its redirect', async () => {
    const text = await fetchCalendarText(`${base}/moved.ics`, { privateAddresses: true });
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(requests).toEqual(['/moved.ics', '/own.ics']);
  });
});
