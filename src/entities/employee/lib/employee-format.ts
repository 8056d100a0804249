const inrFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** 1200000 -> '₹12,00,000' (Indian digit grouping, whole rupees). */
export function formatSalaryInr(amount: number): string {
  return Number.isFinite(amount) ? inrFormatter.format(amount) : '';
}

const usLongDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * '2024-01-05' -> 'January 5, 2024'. A calendar date has no time zone, so it is
 * formatted in UTC and never shifts a day. Anything else comes back unchanged.
 */
export function formatUsLongDate(value: string): string {
  const match = ISO_DATE.exec(value?.trim() ?? '');
  if (!match) return value ?? '';
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return value;
  return usLongDate.format(date);
}

/** 'Ravi Kumar Sharma' -> 'RS'; 'asha' -> 'A'; '' -> '?'. */
export function initialsOf(name: string): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0].charAt(0);
  const last = words.length > 1 ? words[words.length - 1].charAt(0) : '';
  return `${first}${last}`.toUpperCase();
}
