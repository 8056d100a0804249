import { reportNumber, weekLabel, wrapLabel } from './report-format';

describe('report formats', () => {
  it('groups counts the Indian way and keeps one decimal of days', () => {
    expect(reportNumber(100000)).toBe('1,00,000');
    expect(reportNumber(1234567)).toBe('12,34,567');
    expect(reportNumber(12.46)).toBe('12.5');
    expect(reportNumber(0)).toBe('0');
  });

  it('names an ISO week by its Monday', () => {
    expect(weekLabel('2026-W11')).toBe('Week of 9 Mar 2026');
    // Week 1 of 2026 begins in 2025; week 53 of 2020 ends in 2021.
    expect(weekLabel('2026-W01')).toBe('Week of 29 Dec 2025');
    expect(weekLabel('2020-W53')).toBe('Week of 28 Dec 2020');
  });

  it('wraps a label at spaces and ends a cut one with an ellipsis', () => {
    expect(wrapLabel('Position filled', 18, 3)).toBe('Position filled');
    expect(wrapLabel('Dropped out: Counter-offer from the current employer', 18, 3)).toBe(
      'Dropped out:\nCounter-offer from\nthe current…',
    );
    expect(wrapLabel('Salary expectations above the budgeted band', 32, 3)).toBe(
      'Salary expectations above the\nbudgeted band',
    );
  });
});
