import { parseSalaryRange } from '../salary-range/parse-salary-range';

const LAKH = 100_000;

/** A CTC above this (₹100 crore a year) is a typing slip, not a salary. */
const CTC_MAX = 1_000_000_000;

/** A bare figure below this ('18.5') is lakhs: nobody's yearly CTC is a few hundred rupees. */
const BARE_LAKHS_BELOW = 1_000;

const BARE_NUMBER = /^\d+(?:\.\d+)?$/;

/**
 * A CTC as typed ('18.5 LPA', '18,50,000', '1850000', '18.5 lakhs', '₹ 50,000 per month',
 * a bare '18.5' meaning lakhs) in whole rupees a year; null when it is not one figure
 * ('6-8 LPA', 'Negotiable'), so the text is kept as typed rather than guessed at.
 */
export function parseCtc(text: string): number | null {
  const trimmed = text.trim();
  if (BARE_NUMBER.test(trimmed) && Number(trimmed) < BARE_LAKHS_BELOW) {
    return withinBounds(Math.round(Number(trimmed) * LAKH));
  }
  const salary = parseSalaryRange(trimmed);
  if (!salary || salary.value === undefined) return null;
  return withinBounds(salary.unitText === 'MONTH' ? salary.value * 12 : salary.value);
}

const withinBounds = (rupees: number) => (rupees <= CTC_MAX ? rupees : null);

/** 1850000 -> '18,50,000': the last three digits, then pairs (the Indian grouping). */
function indianDigits(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/** 1850000 -> '₹18,50,000'. */
export const formatRupees = (rupees: number) => `₹${indianDigits(Math.round(rupees))}`;

/** 1850000 -> '₹18.5 LPA' (lakhs per annum, at most two decimals). */
export const formatLpa = (rupees: number) =>
  `₹${String(Math.round((rupees / LAKH) * 100) / 100)} LPA`;

/** How an amount is shown to staff: '₹18.5 LPA / ₹18,50,000'. */
export const formatCtc = (rupees: number) => `${formatLpa(rupees)} / ${formatRupees(rupees)}`;
