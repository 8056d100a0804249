import { formatSalaryInr, formatUsLongDate, initialsOf } from './employee-format';

describe('formatSalaryInr', () => {
  it.each([
    [1200000, '₹12,00,000'],
    [540000, '₹5,40,000'],
    [10000000, '₹1,00,00,000'],
    [999, '₹999'],
  ])('%d -> %s (Indian digit grouping)', (amount, expected) => {
    expect(formatSalaryInr(amount)).toBe(expected);
  });

  it('rounds to whole rupees and gives nothing for a non-number', () => {
    expect(formatSalaryInr(1234567.6)).toBe('₹12,34,568');
    expect(formatSalaryInr(Number.NaN)).toBe('');
  });
});

describe('formatUsLongDate', () => {
  it.each([
    ['2024-01-05', 'January 5, 2024'],
    ['1990-12-31', 'December 31, 1990'],
    ['2000-02-29', 'February 29, 2000'],
  ])('%s -> %s', (iso, expected) => {
    expect(formatUsLongDate(iso)).toBe(expected);
  });

  it('does not shift the day in a time zone west of UTC', () => {
    const original = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(formatUsLongDate('2024-01-01')).toBe('January 1, 2024');
    } finally {
      process.env.TZ = original;
    }
  });

  it('leaves anything that is not a real YYYY-MM-DD date as it was', () => {
    expect(formatUsLongDate('2023-02-30')).toBe('2023-02-30');
    expect(formatUsLongDate('05/01/2024')).toBe('05/01/2024');
    expect(formatUsLongDate('')).toBe('');
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('ravi kumar sharma')).toBe('RS');
    expect(initialsOf('  Asha  ')).toBe('A');
    expect(initialsOf('')).toBe('?');
  });
});
