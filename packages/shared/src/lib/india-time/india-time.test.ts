import {
  clockTimes,
  formatIndiaDateTime,
  formatIndiaTimeRange,
  indiaDateAndTime,
  indiaMomentToIso,
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
