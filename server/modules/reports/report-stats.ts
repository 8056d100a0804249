// Figures the reports compute after SQL has done the counting: percentiles from the ranked
// values SQL picks out, ISO weeks, and rounding.

/** A value SQL found at a 1-based rank among `n` sorted values of one group. */
export interface RankedValue {
  group: number;
  value: number;
  rank: number;
  n: number;
}

/**
 * The 1-based ranks a percentile reads among n sorted values: the value at position
 * floor((n - 1) * p) + 1 and the one after it, interpolated linearly between them (the
 * spreadsheet's PERCENTILE.INC). SQL selects exactly these ranks with integer division.
 */
function percentileRanks(n: number, p: number): [number, number] {
  const low = Math.floor((n - 1) * p) + 1;
  return [low, Math.min(low + 1, n)];
}

/** A percentile of one group from the ranked values SQL selected for it. */
function percentileOf(values: ReadonlyMap<number, number>, n: number, p: number): number {
  const [low, high] = percentileRanks(n, p);
  const below = values.get(low) ?? 0;
  const above = values.get(high) ?? below;
  return below + ((n - 1) * p - (low - 1)) * (above - below);
}

const PERCENTILES = [0.5, 0.75] as const;

/** The lower of the two ranks each percentile reads among n sorted values. */
export const percentileLowRanks = (n: number) => [
  ...new Set(PERCENTILES.map((p) => percentileRanks(n, p)[0])),
];

/** Every rank the percentiles read among n sorted values, each once. */
export const percentileRankSet = (n: number) => [
  ...new Set(PERCENTILES.flatMap((p) => percentileRanks(n, p))),
];

/**
 * The values each percentile reads, as SQL's ranks would pick them, from every value of each
 * group (group, value).
 */
export function rankedFromValues(rows: readonly { group: number; value: number }[]) {
  const groups = new Map<number, number[]>();
  for (const row of rows) {
    const values = groups.get(row.group) ?? [];
    values.push(row.value);
    groups.set(row.group, values);
  }
  const ranked: RankedValue[] = [];
  for (const [group, values] of groups) {
    values.sort((a, b) => a - b);
    const n = values.length;
    for (const rank of percentileRankSet(n)) {
      ranked.push({ group, value: values[rank - 1], rank, n });
    }
  }
  return ranked;
}

export interface Spread {
  count: number;
  median: number | null;
  p75: number | null;
}

/** Median, 75th percentile and count of each group, in days to one decimal. */
export function spreadsByGroup(rows: readonly RankedValue[]): Map<number, Spread> {
  const groups = new Map<number, { n: number; values: Map<number, number> }>();
  for (const row of rows) {
    const group = groups.get(row.group) ?? { n: row.n, values: new Map() };
    group.values.set(row.rank, row.value);
    groups.set(row.group, group);
  }
  const spreads = new Map<number, Spread>();
  for (const [key, { n, values }] of groups) {
    spreads.set(key, {
      count: n,
      median: roundDays(percentileOf(values, n, 0.5)),
      p75: roundDays(percentileOf(values, n, 0.75)),
    });
  }
  return spreads;
}

export const emptySpread = (): Spread => ({ count: 0, median: null, p75: null });

const roundDays = (days: number) => Math.round(days * 10) / 10;

/** part / whole to four decimals; null when the whole is zero. */
export const rateOf = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;

/** The ISO-8601 week of a YYYY-MM-DD date, as YYYY-Www (weeks start on Monday). */
export function isoWeekOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = day.getUTCDay() || 7;
  // The Thursday of the same week decides the week's year.
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const year = day.getUTCFullYear();
  const week = Math.ceil(((day.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 + 1) / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}
