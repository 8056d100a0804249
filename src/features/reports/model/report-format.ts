// How the reports write their numbers, weeks and chart labels.

const numberFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** Counts in Indian grouping (1,00,000), days to one decimal (12.5). */
export const reportNumber = (value: number) => numberFormat.format(value);

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An ISO week (2026-W11) as the day it begins: 'Week of 9 Mar 2026'. */
export function weekLabel(week: string): string {
  const match = /^(\d{4})-W(\d{2})$/.exec(week);
  if (!match) return week;
  // 4 January is always in week 1; its week's Monday begins week 1.
  const fourth = Date.UTC(Number(match[1]), 0, 4);
  const weekday = new Date(fourth).getUTCDay() || 7;
  const monday = fourth - (weekday - 1) * 86_400_000 + (Number(match[2]) - 1) * 7 * 86_400_000;
  return `Week of ${dayFormat.format(monday)}`;
}

/**
 * A label broken at spaces into lines of at most `width` characters (a longer word stays
 * whole), at most `lines` of them, the last ending in '…' when text is left over.
 */
export function wrapLabel(text: string, width: number, lines: number): string {
  const wrapped: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = wrapped.length - 1;
    if (last >= 0 && wrapped[last].length + 1 + word.length <= width) {
      wrapped[last] = `${wrapped[last]} ${word}`;
    } else {
      wrapped.push(word);
    }
  }
  if (wrapped.length <= lines) return wrapped.join('\n');
  const kept = wrapped.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1].slice(0, Math.max(1, width - 1))}…`;
  return kept.join('\n');
}
