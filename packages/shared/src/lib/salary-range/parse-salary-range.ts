/** A salary in rupees, as schema.org's baseSalary wants it. */
export interface SalaryRange {
  currency: 'INR';
  unitText: 'YEAR' | 'MONTH';
  /** Set for one figure ('6 LPA'). */
  value?: number;
  /** Set for a range ('6-10 LPA') and for an open-ended one ('15 LPA+'). */
  minValue?: number;
  /** Set for a range only. */
  maxValue?: number;
}

const MULTIPLIERS: Record<string, number> = {
  lpa: 100_000,
  l: 100_000,
  lakh: 100_000,
  lakhs: 100_000,
  lac: 100_000,
  lacs: 100_000,
  cr: 10_000_000,
  crore: 10_000_000,
  crores: 10_000_000,
  k: 1_000,
};

const CURRENCY = String.raw`(?:₹|rs\.?|inr)?\s*`;
const NUMBER = String.raw`(\d{1,3}(?:,\d{2,3})+|\d+(?:\.\d+)?)`;
const UNIT = String.raw`\s*(lpa|lakhs?|lacs?|l|crores?|cr|k)?`;
const AMOUNT = `${CURRENCY}${NUMBER}${UNIT}`;
const PERIOD = String.raw`(?:\s*(?:per\s+annum|p\.?\s?a\.?|a\s+year|per\s+year|/\s*year|annually|(per\s+month|a\s+month|/\s*month|p\.?\s?m\.?|monthly)))?`;
// Words that say what comes on top of the base salary, which stays what it says.
const EXTRAS = String.raw`(?:\s*(?:\+|plus)\s*(?:incentives?|variable(?:\s+pay)?|bonus(?:es)?|benefits))?`;
const PATTERN = new RegExp(
  String.raw`^${AMOUNT}(?:\s*(?:-|–|—|to)\s*${AMOUNT})?\s*(\+|and\s+above|onwards)?${PERIOD}${EXTRAS}$`,
  'i',
);

/** Rupees below this without a unit ('6-10') are not read as a yearly salary: they mean something unknown. */
const PLAIN_RUPEES_MINIMUM = 10_000;

function toRupees(number: string, unit: string | undefined): number {
  const value = Number(number.replace(/,/g, ''));
  return Math.round(value * (unit ? MULTIPLIERS[unit.toLowerCase()] : 1));
}

/**
 * Reads the salary range staff type ('6 LPA', '6-10 LPA', '₹8,00,000 - ₹12,00,000',
 * '15 LPA+', '50,000 per month') as rupees. Anything it cannot read with certainty
 * ('Not disclosed', 'Competitive', '6-10') is null, so it is left out rather than guessed.
 */
export function parseSalaryRange(text: string): SalaryRange | null {
  const match = PATTERN.exec(text.trim().replace(/\s+/g, ' '));
  if (!match) return null;
  const [, lowNumber, lowUnitGiven, highNumber, highUnit, openEnded, monthly] = match;
  // '6-10 LPA': the unit written once, after the second figure, counts for both.
  const lowUnit = lowUnitGiven ?? (highNumber ? highUnit : undefined);
  const low = toRupees(lowNumber, lowUnit);
  const high = highNumber ? toRupees(highNumber, highUnit) : undefined;
  const unitless = !lowUnit && !highUnit;
  if (unitless && low < PLAIN_RUPEES_MINIMUM) return null;
  if (low <= 0 || (high !== undefined && high < low) || (high !== undefined && openEnded)) {
    return null;
  }
  const base = {
    currency: 'INR' as const,
    unitText: monthly ? ('MONTH' as const) : ('YEAR' as const),
  };
  if (high !== undefined)
    return high === low ? { ...base, value: low } : { ...base, minValue: low, maxValue: high };
  return openEnded ? { ...base, minValue: low } : { ...base, value: low };
}
