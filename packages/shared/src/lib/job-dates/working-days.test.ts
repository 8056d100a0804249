import { isOverdue, isWorkingDay, overdueBefore, workingDaysBetween } from './working-days';

const none = new Set<string>();
const independenceDay = new Set(['2026-08-14']);
/** Noon in India on a day. */
const noon = (date: string) => new Date(`${date}T06:30:00Z`);

describe('working days', () => {
  it('leaves out Saturdays, Sundays and holidays', () => {
    expect(isWorkingDay('2026-08-14', none)).toBe(true); // Friday
    expect(isWorkingDay('2026-08-15', none)).toBe(false); // Saturday
    expect(isWorkingDay('2026-08-16', none)).toBe(false); // Sunday
    expect(isWorkingDay('2026-08-14', independenceDay)).toBe(false);
  });

  it('counts the working days after the first day, up to the last', () => {
    // Friday to the next Tuesday: Monday and Tuesday.
    expect(workingDaysBetween('2026-08-14', '2026-08-18', none)).toBe(2);
    expect(workingDaysBetween('2026-08-14', '2026-08-14', none)).toBe(0);
    expect(workingDaysBetween('2026-08-18', '2026-08-14', none)).toBe(0);
    // Thursday to Monday with the Friday a holiday: only Monday.
    expect(workingDaysBetween('2026-08-13', '2026-08-17', independenceDay)).toBe(1);
  });

  it('reads a move on a Friday evening in India as Friday, though it is already Friday in UTC', () => {
    // 21:00 IST on Friday 14 August is 15:30 UTC the same day; 23:45 IST is still Friday.
    const friday = '2026-08-14T18:15:00.000Z';
    expect(isOverdue(friday, 1, none, noon('2026-08-17'))).toBe(false); // Monday: 1 day
    expect(isOverdue(friday, 1, none, noon('2026-08-18'))).toBe(true); // Tuesday: 2 days
    // 00:30 IST on Saturday (19:00 UTC Friday) counts from Saturday: Monday is day 1 too.
    const saturday = '2026-08-14T19:00:00.000Z';
    expect(isOverdue(saturday, 1, none, noon('2026-08-18'))).toBe(true);
    expect(isOverdue(saturday, 2, none, noon('2026-08-18'))).toBe(false);
  });

  it('makes a limit of 0 overdue from the next working day', () => {
    const monday = '2026-08-17T04:00:00.000Z';
    expect(isOverdue(monday, 0, none, noon('2026-08-17'))).toBe(false);
    expect(isOverdue(monday, 0, none, noon('2026-08-18'))).toBe(true);
    // Entered on a Saturday: Sunday passes, Monday is the first working day after it.
    expect(isOverdue('2026-08-15T04:00:00.000Z', 0, none, noon('2026-08-16'))).toBe(false);
    expect(isOverdue('2026-08-15T04:00:00.000Z', 0, none, noon('2026-08-17'))).toBe(true);
  });

  it('gives the instant that splits overdue entries from the others, as isOverdue does', () => {
    const now = noon('2026-08-18'); // Tuesday after a Friday holiday
    // Tuesday and Monday count, the Friday holiday does not: the third is Thursday.
    expect(overdueBefore(2, independenceDay, now)).toBe('2026-08-12T18:30:00.000Z');
    expect(overdueBefore(1, independenceDay, now)).toBe('2026-08-16T18:30:00.000Z'); // Monday
    expect(overdueBefore(0, none, now)).toBe('2026-08-17T18:30:00.000Z'); // today
    for (const limit of [0, 1, 2, 5]) {
      const before = Date.parse(overdueBefore(limit, independenceDay, now));
      for (let hours = 0; hours < 24 * 12; hours += 5) {
        const entered = new Date(now.getTime() - hours * 3_600_000);
        expect(isOverdue(entered.toISOString(), limit, independenceDay, now)).toBe(
          entered.getTime() < before,
        );
      }
    }
  });
});
