import { parseCtc } from '@vistaar/shared/lib/ctc';
import { indiaToday } from '@vistaar/shared/lib/job-dates';
import { DEGREES, INSTITUTION_WORDS } from './resume-parsing-config';
import { BULLET, labelledValue, type ResumeLine } from './resume-text';
import {
  DATE_PART,
  monthIndex,
  monthOfToday,
  monthsCovered,
  readDateRanges,
  type DateRange,
} from './date-ranges';
import { firstOf, proposal, type Proposal } from './proposal';

// The terms a move depends on: years of experience, current and expected CTC, notice period.

// ---- experience -----------------------------------------------------------------------

const YEARS =
  /(\d{1,2}(?:\.\d{1,2})?)\s*\+?\s*(?:years?|yrs?\.?)(?:\s*(?:and\s+|&\s*|,\s*)?(\d{1,2})\s*(?:months?|mos?\.?|mths?))?/i;
const MONTHS_ONLY = /(?<![\d.])(\d{1,3})\s*(?:months?|mths?)/i;
const EXPERIENCE_LABEL =
  /(?:total|overall|relevant|professional|work|it)?\s*(?:experience|exp\.?)(?:\s*\(in years\))?/;
const EXPERIENCE_PHRASE =
  /(\d{1,2}(?:\.\d{1,2})?\s*\+?\s*(?:years?|yrs?\.?)(?:\s*(?:and\s+|&\s*|,\s*)?\d{1,2}\s*(?:months?|mos?\.?|mths?))?)\s+(?:of\s+)?(?:total\s+|overall\s+|professional\s+|rich\s+|hands-on\s+|industry\s+|it\s+|work\s+)*(?:experience|exp\b)/i;

/** Beyond this a figure is a misreading (a year, a phone number's digits), not a career. */
const MAX_YEARS = 50;

/** Years as the field holds them: months as a fraction, to two places (4 yrs 6 months: 4.5). */
const inYears = (months: number) => Math.round((months / 12) * 100) / 100;

function years(text: string): number | undefined {
  const match = YEARS.exec(text);
  if (match) return inYears(Number(match[1]) * 12 + (match[2] ? Number(match[2]) : 0));
  const months = MONTHS_ONLY.exec(text);
  return months ? inYears(Number(months[1])) : undefined;
}

export function proposeExperience(lines: ResumeLine[]): Proposal<number> | undefined {
  const labelled = firstOf(lines, ({ text }) => {
    const value = labelledValue(text, EXPERIENCE_LABEL);
    if (!value) return undefined;
    if (/^fresher\b/i.test(value)) return proposal(0, text, 0.8);
    const found = years(value);
    return found !== undefined && found < MAX_YEARS ? proposal(found, text, 0.9) : undefined;
  });
  if (labelled) return labelled;
  const phrase = firstOf(
    lines.filter((line) => line.section === 'header' || line.section === 'summary'),
    ({ text }) => {
      const match = EXPERIENCE_PHRASE.exec(text);
      if (!match) return undefined;
      const found = years(match[1]);
      return found !== undefined ? proposal(found, text, 0.75) : undefined;
    },
  );
  if (phrase) return phrase;
  return firstOf(
    lines.filter((line) => line.section === 'header' || line.section === 'summary'),
    ({ text }) => (/\bfresher\b/i.test(text) ? proposal(0, text, 0.7) : undefined),
  );
}

/** Said with a derived total, which the review screen shows as its source. */
const ADDED_UP = '(added up from the job dates)';

/**
 * The total the experience section's job dates add up to, when the resume states none: jobs
 * held at once count once. Only that section is read, since education and project dates are
 * no employment; when it cannot be told apart from them, or holds a date that is not read,
 * nothing is proposed rather than a wrong total.
 */
export function proposeExperienceFromDates(
  lines: ResumeLine[],
  today: Date,
): Proposal<number> | undefined {
  const now = monthOfToday(today);
  // A range ending before it starts, starting after today or longer than a career is misread.
  const sensible = ({ from, to }: DateRange) =>
    from <= to && from <= now && to - from <= MAX_YEARS * 12;
  const ranges: DateRange[] = [];
  const sources: string[] = [];
  for (const { text, section } of lines) {
    if (section !== 'experience') continue;
    const read = readDateRanges(text, today);
    // A heading left with a date (a 'since 2019', a day-first date) is a job the sum would miss;
    // a degree or institution means education ran on under this heading. Details are prose.
    if (!BULLET.test(text)) {
      const schooling =
        INSTITUTION_WORDS.test(text) || DEGREES.some(({ pattern }) => pattern.test(text));
      if (schooling || DATE_PART.test(read.rest)) return undefined;
    }
    const counted = read.ranges.filter(sensible);
    if (!counted.length) continue;
    ranges.push(...counted);
    sources.push(text);
  }
  if (!ranges.length) return undefined;
  // A lone job ending after this month is a plan or a course, not a career; among others, the
  // months still to come are not experience yet.
  if (ranges.length === 1 && ranges[0].to > now + 1) return undefined;
  const months = monthsCovered(ranges.map(({ from, to }) => ({ from, to: Math.min(to, now) })));
  if (months >= MAX_YEARS * 12) return undefined;
  return proposal(inYears(months), [...sources, ADDED_UP].join('\n'), 0.6);
}

// ---- CTC ------------------------------------------------------------------------------

const AMOUNT =
  /(?:₹|rs\.?|inr)?\s*\d[\d,]*(?:\.\d+)?\s*(?:lpa|l\.p\.a\.?|lakhs?|lacs?|crores?|cr|l|k)?(?:\s*(?:per\s+annum|p\.?\s?a\.?|per\s+month|a\s+month|p\.?\s?m\.?|monthly|annually))?(?![\p{L}\d])/iu;
const RANGE_AFTER = /^\s*(?:-|–|—|to)\s*\d/;

function rupees(value: string): number | undefined {
  const match = AMOUNT.exec(value);
  // '6-8 LPA' or 'negotiable' are not one figure: nothing is proposed.
  if (!match || RANGE_AFTER.test(value.slice(match.index + match[0].length))) return undefined;
  const amount = match[0].replace(/l\.p\.a\.?/i, 'LPA');
  return parseCtc(amount) ?? undefined;
}

const CURRENT_CTC =
  /(?:current|present|existing)\s+(?:annual\s+)?(?:ctc|salary|package|compensation)|ctc/;
const EXPECTED_CTC = /expected\s+(?:annual\s+)?(?:ctc|salary|package|compensation)|expectation/;

function proposeCtc(
  lines: ResumeLine[],
  label: RegExp,
  phrase: RegExp,
): Proposal<number> | undefined {
  return firstOf(lines, ({ text }) => {
    const value = labelledValue(text, label);
    const fromLabel = value !== undefined ? rupees(value) : undefined;
    if (fromLabel !== undefined) return proposal(fromLabel, text, 0.9);
    const match = phrase.exec(text);
    const fromPhrase = match ? rupees(text.slice(match.index + match[0].length)) : undefined;
    return fromPhrase !== undefined ? proposal(fromPhrase, text, 0.75) : undefined;
  });
}

export const proposeCurrentCtc = (lines: ResumeLine[]) =>
  proposeCtc(
    lines,
    CURRENT_CTC,
    /\b(?:current|present)\s+(?:ctc|salary|package)\s*(?:is|of|:|-)?\s*(?=(?:₹|rs|inr)?\.?\s*\d)/i,
  );

export const proposeExpectedCtc = (lines: ResumeLine[]) =>
  proposeCtc(
    lines,
    EXPECTED_CTC,
    /\bexpect(?:ed|ing)\s+(?:(?:ctc|salary|package)\s*(?:is|of|:|-)?\s*|(?:a\s+)?(?=(?:₹|rs|inr)?\.?\s*\d))(?=(?:₹|rs|inr)?\.?\s*\d)/i,
  );

// ---- notice period ----------------------------------------------------------------------

const NOTICE_LINE =
  /\bnotice\b|\bimmediate(?:ly)?\s+joiner|\bjoin(?:ing)?\s+immediately|\bLWD\b|last working day/i;
const IMMEDIATE = /\bimmediate(?:ly)?\b|\bnone\b|\bnil\b|\b0\s*days?\b/i;
const PERIOD = /(?<![\d.])(\d{1,3}(?:\.\d)?)\s*(days?|weeks?|months?)\b/i;
const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30 };
const LAST_DAY =
  /(?:\bLWD\b|last working day)\D{0,20}?(?:(\d{1,2})(?:st|nd|rd|th)?[\s-]+([A-Za-z]{3,9})\.?,?(?:[\s-]+(\d{4}))?|(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}))/i;
const DAY_MS = 86_400_000;

function daysUntilLastDay(text: string, today: Date): number | undefined {
  const match = LAST_DAY.exec(text);
  if (!match) return undefined;
  // Days are counted in India: after midnight there, the UTC date is still the day before.
  const [thisYear, thisMonth, thisDay] = indiaToday(today).split('-').map(Number);
  const start = Date.UTC(thisYear, thisMonth - 1, thisDay);
  let day: number;
  let month: number;
  let year: number | undefined;
  if (match[1]) {
    day = Number(match[1]);
    month = monthIndex(match[2]);
    year = match[3] ? Number(match[3]) : undefined;
  } else {
    day = Number(match[4]);
    month = Number(match[5]) - 1;
    year = Number(match[6]);
  }
  if (month < 0 || month > 11 || day < 1 || day > 31) return undefined;
  // A date without its year is the next one to come.
  let end = Date.UTC(year ?? thisYear, month, day);
  if (year === undefined && end < start) end = Date.UTC(thisYear + 1, month, day);
  const days = Math.round((end - start) / DAY_MS);
  return days >= 0 && days <= 365 ? days : undefined;
}

export function proposeNoticePeriod(
  lines: ResumeLine[],
  today: Date,
): Proposal<number> | undefined {
  return firstOf(lines, ({ text }) => {
    if (!NOTICE_LINE.test(text)) return undefined;
    const lastDay = daysUntilLastDay(text, today);
    if (lastDay !== undefined) return proposal(lastDay, text, 0.7);
    const value = labelledValue(text, /notice\s+period|notice/) ?? text;
    const period = PERIOD.exec(value);
    if (period) {
      const unit = period[2].toLowerCase().replace(/s$/, '');
      return proposal(Math.round(Number(period[1]) * UNIT_DAYS[unit]), text, 0.85);
    }
    return IMMEDIATE.test(value) ? proposal(0, text, 0.8) : undefined;
  });
}
