import { parseSalaryRange } from './parse-salary-range';

const year = { currency: 'INR', unitText: 'YEAR' };

describe('parseSalaryRange', () => {
  it.each([
    ['6 LPA', { ...year, value: 600_000 }],
    ['6-10 LPA', { ...year, minValue: 600_000, maxValue: 1_000_000 }],
    ['₹8,00,000 - ₹12,00,000', { ...year, minValue: 800_000, maxValue: 1_200_000 }],
    ['15 LPA+', { ...year, minValue: 1_500_000 }],
    ['3.5-5 LPA', { ...year, minValue: 350_000, maxValue: 500_000 }],
    ['10 LPA - 15 LPA', { ...year, minValue: 1_000_000, maxValue: 1_500_000 }],
    ['6 to 10 lakhs per annum', { ...year, minValue: 600_000, maxValue: 1_000_000 }],
    ['5-8 LPA plus incentives', { ...year, minValue: 500_000, maxValue: 800_000 }],
    ['1-1.5 Cr', { ...year, minValue: 10_000_000, maxValue: 15_000_000 }],
    ['Rs. 600000', { ...year, value: 600_000 }],
    ['₹ 12 LPA onwards', { ...year, minValue: 1_200_000 }],
    ['50,000 per month', { currency: 'INR', unitText: 'MONTH', value: 50_000 }],
  ])('reads %j', (text, expected) => {
    expect(parseSalaryRange(text)).toEqual(expected);
  });

  it.each([
    'Not disclosed',
    'Competitive',
    '6-10',
    '10-6 LPA',
    '6 LPA - 10',
    '',
    '0 LPA',
    'Up to 6 LPA',
  ])('leaves %j out rather than guessing', (text) => {
    expect(parseSalaryRange(text)).toBeNull();
  });
});
