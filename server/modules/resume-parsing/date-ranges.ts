import { indiaToday } from '@vistaar/shared/lib/job-dates';

// The dates a resume's jobs carry: 'Jan 2019 – Present', '06/2016 - 12/2018', '2014 – 2016',
// "Mar'17 to Till date". Months are counted from year 0 (year * 12 + month), so a span is a
// subtraction.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** 'Jan', 'January', 'Sept': the month's index (0-11), or -1 for a word that names none. */
export const monthIndex = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase());

/** A job's end that is no date: it has not ended. 'Till date' before 'date', which it holds. */
export const ONGOING = String.raw`present|till\s+(?:date|now|today)|to\s+date|current|now|ongoing|date`;

/** Any date a line may carry, read or not: a segment holding one is no title or employer. */
export const DATE_PART =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*['’]?\d{2,4}\b|\b(?:19|20)\d{2}\b|\b\d{1,2}[/-]\d{4}\b/i;

const MONTH_NAME = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
/** 'Jan 2019', 'January, 2019', 'Jan-2019', "Mar'17", '15 Mar 2017'. */
const NAMED = String.raw`(?:\d{1,2}(?:st|nd|rd|th)?\s+)?\b${MONTH_NAME}(?:\s*,?\s*|-)(?:\d{4}|['’‘]\s?\d{2})`;
/** '06/2016', '06-2016', and a day before it ('01/06/2016'), which does not change the month. */
const NUMERIC = String.raw`(?<![\d/.])(?:\d{1,2}[/.-])?\d{1,2}[/.-]\d{4}`;
const YEAR = String.raw`(?<![\d/.])(?:19|20)\d{2}`;
const DATE = `(?:${NAMED}|${NUMERIC}|${YEAR})(?![\\d/])`;
/** Between a job's start and end: 'Jan 2019 - Present', 'Mar'17 to Till date', '2019 till now'. */
export const SEPARATOR = String.raw`\s*(?:[-–—~]|\bto\b|\btill\b|\buntil\b)\s*`;
const RANGE = new RegExp(`(${DATE})${SEPARATOR}(${DATE}|\\b(?:${ONGOING})\\b)`, 'gi');

const NAMED_PARTS = new RegExp(
  `(${MONTH_NAME})(?:\\s*,?\\s*|-)(?:(\\d{4})|['’‘]\\s?(\\d{2}))`,
  'i',
);
const NUMERIC_PARTS = /(\d{1,2})[/.-](\d{4})$/;
const ONGOING_END = new RegExp(`^(?:${ONGOING})$`, 'i');

/** The current month in India: a job 'till date' has run until it. */
export function monthOfToday(today: Date): number {
  const [year, month] = indiaToday(today).split('-').map(Number);
  return year * 12 + month - 1;
}

/** Months since year 0 of a date as written, and whether only its year is known. */
function readDate(text: string, todayMonth: number): { month: number; yearOnly: boolean } | null {
  const named = NAMED_PARTS.exec(text);
  if (named) {
    const month = monthIndex(named[1]);
    let year = Number(named[2]);
    if (named[3]) {
      // "Mar'17": the century whose year is not ahead of today's.
      const century = Math.floor(todayMonth / 12 / 100) * 100;
      year = century + Number(named[3]);
      if (year * 12 > todayMonth) year -= 100;
    }
    return { month: year * 12 + month, yearOnly: false };
  }
  const numeric = NUMERIC_PARTS.exec(text);
  if (numeric) {
    const month = Number(numeric[1]);
    return month >= 1 && month <= 12
      ? { month: Number(numeric[2]) * 12 + month - 1, yearOnly: false }
      : null;
  }
  return { month: Number(text) * 12, yearOnly: true };
}

/** A job's months, `to` not included; `to` is today's month for a job not yet ended. */
export interface DateRange {
  from: number;
  to: number;
}

/**
 * The date ranges a line states, and the line without them (what is left may hold dates not
 * read). A month given is counted whole at both ends ('Jan 2019 - Dec 2019' is 12 months); a
 * year alone stands for its middle, so '2014 – 2016' is two years, not one or three; a job
 * not yet ended counts the months completed.
 */
export function readDateRanges(text: string, today: Date): { ranges: DateRange[]; rest: string } {
  const todayMonth = monthOfToday(today);
  const ranges: DateRange[] = [];
  const rest = text.replace(RANGE, (whole, start: string, end: string) => {
    const from = readDate(start, todayMonth);
    const until = ONGOING_END.test(end) ? todayMonth : readDate(end, todayMonth);
    if (!from || until === null) return whole;
    ranges.push({
      from: from.month + (from.yearOnly ? 6 : 0),
      to: typeof until === 'number' ? until : until.month + (until.yearOnly ? 6 : 1),
    });
    return ' ';
  });
  return { ranges, rest };
}

/** The months a set of ranges covers, each counted once where jobs overlap. */
export function monthsCovered(ranges: readonly DateRange[]): number {
  let months = 0;
  let reached = -Infinity;
  for (const { from, to } of [...ranges].sort((a, b) => a.from - b.from)) {
    const start = Math.max(from, reached);
    if (to > start) months += to - start;
    reached = Math.max(reached, to);
  }
  return months;
}
