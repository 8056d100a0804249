import { formatCtc, formatLpa, formatRupees, parseCtc } from './ctc';

describe('parseCtc', () => {
  it.each([
    ['18.5 LPA', 1_850_000],
    ['18,50,000', 1_850_000],
    ['1850000', 1_850_000],
    ['18.5 lakhs', 1_850_000],
    ['18.5', 1_850_000],
    ['6 lpa', 600_000],
    ['₹ 12,00,000', 1_200_000],
    ['Rs. 600000 per annum', 600_000],
    ['1,850,000', 1_850_000],
    ['1.2 Cr', 12_000_000],
    ['50,000 per month', 600_000],
    ['0', 0],
    ['  7 Lakh ', 700_000],
  ])('reads %j as %d rupees a year', (text, rupees) => {
    expect(parseCtc(text)).toBe(rupees);
  });

  it.each(['', 'Negotiable', '6-8 LPA', 'As per norms', '15 LPA+', '1e9', '5000 crore', '18.5.2'])(
    'keeps %j as text',
    (text) => {
      expect(parseCtc(text)).toBeNull();
    },
  );
});

describe('formatting', () => {
  it.each([
    [1_850_000, '₹18.5 LPA', '₹18,50,000'],
    [600_000, '₹6 LPA', '₹6,00,000'],
    [12_345_678, '₹123.46 LPA', '₹1,23,45,678'],
    [950, '₹0.01 LPA', '₹950'],
    [0, '₹0 LPA', '₹0'],
  ])('shows %d as %s and %s', (rupees, lakhs, full) => {
    expect(formatLpa(rupees)).toBe(lakhs);
    expect(formatRupees(rupees)).toBe(full);
    expect(formatCtc(rupees)).toBe(`${lakhs} / ${full}`);
  });
});
