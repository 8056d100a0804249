import {
  clockTimes,
  formatIndiaDateTime,
  formatIndiaTimeRange,
  indiaDateAndTime,
  indiaMomentToIso,
  nextWorkingDayAt,
} from '.';

describe('moments in India Standard Time', () => {
  it('turns a date and time in India into UTC and back, across midnight', () => {
    expect(indiaMomentToIso('2026-12-02', '10:30')).toBe('2026-12-02T05:00:00.000Z');
    expect(indiaMomentToIso('2026-12-02', '02:15')).toBe('2026-12-01T20:45:00.000Z');
    expect(indiaDateAndTime('2026-12-01T20:45:00.000Z')).toEqual({
      date: '2026-12-02',
      time: '02:15',
    });
  });

  it('writes moments and ranges for people, in IST', () => {
    expect(formatIndiaDateTime('2026-12-02T05:00:00.000Z')).toBe('Wed, 2 Dec 2026, 10:30 IST');
    expect(formatIndiaTimeRange('2026-12-02T05:00:00.000Z', '2026-12-02T06:00:00.000Z')).toBe(
      'Wed, 2 Dec 2026, 10:30-11:30 IST',
    );
  });

  it('lists the start times of a working day', () => {
    const times = clockTimes('08:00', '20:00', 15);
    expect(times[0]).toBe('08:00');
    expect(times[1]).toBe('08:15');
    expect(times.at(-1)).toBe('20:00');
    expect(times).toHaveLength(49);
  });
});

describe('the next working day at a time in India', () => {
  const sixDays = [1, 2, 3, 4, 5, 6];
  const fiveDays = [1, 2, 3, 4, 5];

  it('is tomorrow on a weekday, whatever the hour today', () => {
    // Tuesday 1 Dec 2026, 09:00 IST and 23:50 IST.
    expect(nextWorkingDayAt(new Date('2026-12-01T03:30:00Z'), '10:00', sixDays)).toBe(
      '2026-12-02T04:30:00.000Z',
    );
    expect(nextWorkingDayAt(new Date('2026-12-01T18:20:00Z'), '10:00', sixDays)).toBe(
      '2026-12-02T04:30:00.000Z',
    );
  });

  it("counts by India's date, not UTC's", () => {
    // 20:00 UTC on Tuesday is already Wednesday 01:30 in India: the next working day is Thursday.
    expect(nextWorkingDayAt(new Date('2026-12-01T20:00:00Z'), '10:00', sixDays)).toBe(
      '2026-12-03T04:30:00.000Z',
    );
  });

  it('skips Sunday, and Saturday too in a five-day week', () => {
    // Friday 4 Dec 2026 and Saturday 5 Dec 2026, noon IST.
    expect(nextWorkingDayAt(new Date('2026-12-04T06:30:00Z'), '10:00', sixDays)).toBe(
      '2026-12-05T04:30:00.000Z',
    );
    expect(nextWorkingDayAt(new Date('2026-12-05T06:30:00Z'), '10:00', sixDays)).toBe(
      '2026-12-07T04:30:00.000Z',
    );
    expect(nextWorkingDayAt(new Date('2026-12-04T06:30:00Z'), '10:00', fiveDays)).toBe(
      '2026-12-07T04:30:00.000Z',
    );
  });
});
