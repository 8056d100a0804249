import { addDays, closingMoment, defaultClosingDate, indiaToday, isPastClosingDate } from '.';

describe("the company's calendar (India)", () => {
  it('moves to the next day at midnight in India, not in UTC', () => {
    expect(indiaToday(new Date('2026-03-05T18:29:59Z'))).toBe('2026-03-05');
    expect(indiaToday(new Date('2026-03-05T18:30:00Z'))).toBe('2026-03-06');
  });

  it('a job is open through its closing day and closes the day after', () => {
    expect(isPastClosingDate('2026-03-05', new Date('2026-03-05T18:29:59Z'))).toBe(false);
    expect(isPastClosingDate('2026-03-05', new Date('2026-03-05T18:30:00Z'))).toBe(true);
    expect(closingMoment('2026-03-05')).toBe('2026-03-05T23:59:59+05:30');
  });

  it('closes by default 60 days after posting, across months and leap days', () => {
    expect(defaultClosingDate('2028-01-01')).toBe('2028-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-10', -10)).toBe('2025-12-31');
  });
});
