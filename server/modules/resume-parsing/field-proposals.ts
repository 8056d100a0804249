import { PHONE_PATTERN } from '@vistaar/shared/config/constants';
import { parseCtc } from '@vistaar/shared/lib/ctc';
import {
  CITIES,
  COMPANY_WORDS,
  DEGREES,
  INSTITUTION_WORDS,
  SKILLS,
  STANDALONE_ONLY_SKILLS,
  TITLE_WORDS,
} from './resume-parsing-config';
import { CELL_SEPARATOR, labelledValue, resumeLines, type ResumeLine } from './resume-text';

/** A value read from the resume, the text it was read from, and how sure the reading is (0-1). */
export interface Proposal<T> {
  value: T;
  source: string;
  confidence: number;
}

export interface Education {
  degree: string;
  institution?: string;
}

/** What a resume proposes; a field it does not state is absent. */
export interface ResumeProposals {
  fullName?: Proposal<string>;
  email?: Proposal<string>;
  /** +91 and the 10-digit mobile number: '+919876543210'. */
  phone?: Proposal<string>;
  currentEmployer?: Proposal<string>;
  currentTitle?: Proposal<string>;
  totalExperienceYears?: Proposal<number>;
  /** Rupees a year. */
  currentCtc?: Proposal<number>;
  expectedCtc?: Proposal<number>;
  noticePeriodDays?: Proposal<number>;
  location?: Proposal<string>;
  skills?: Proposal<string>[];
  education?: Proposal<Education>;
}

export interface ProposalOptions {
  /** The job's own skills, matched besides the configured list. */
  jobSkills?: readonly string[];
  /** The day a last working day is counted from. */
  today: Date;
}

const firstOf = <T>(lines: ResumeLine[], read: (line: ResumeLine) => T | undefined) => {
  for (const line of lines) {
    const value = read(line);
    if (value !== undefined) return value;
  }
  return undefined;
};

const proposal = <T>(value: T, source: string, confidence: number): Proposal<T> => ({
  value,
  source,
  confidence,
});

// ---- e-mail and phone -------------------------------------------------------------------

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;

export function proposeEmail(lines: ResumeLine[]): Proposal<string> | undefined {
  return firstOf(lines, ({ text }) => {
    const match = EMAIL.exec(text);
    return match ? proposal(match[0].toLowerCase(), text, 0.95) : undefined;
  });
}

// An optional country code (+91, 0091, (+91), 91) or trunk 0, then ten digits in any grouping.
const PHONE =
  /(?<![\d+])(\(?(?:\+|00)\s?91\)?|\(\+?91\)|91(?=[\s-]))?[\s.-]*(?:\(0\)\s*|0(?=\d{10}(?!\d)))?((?:\d[\s.-]?){9}\d)(?![\d])/g;
const PHONE_LABEL = /\b(?:phone|mobile|mob|cell|contact|tel|whatsapp)\b/i;

export function proposePhone(lines: ResumeLine[]): Proposal<string> | undefined {
  return firstOf(lines, ({ text }) => {
    for (const match of text.matchAll(PHONE)) {
      const digits = match[2].replace(/\D/g, '');
      if (!PHONE_PATTERN.test(digits)) continue;
      const sure = Boolean(match[1]) || PHONE_LABEL.test(text);
      return proposal(`+91${digits}`, text, sure ? 0.9 : 0.75);
    }
    return undefined;
  });
}

// ---- name -----------------------------------------------------------------------------

const NAME_LABEL = /(?:full\s+)?name(?:\s+of\s+(?:the\s+)?candidate)?|candidate\s+name/;
const NOT_A_NAME =
  /\b(?:resume|curriculum|vitae|bio-?data|profile|cv|page|summary|objective|address|email|phone|mobile)\b/i;
const NAME_WORD = /^(?:\p{Lu}\.?|\p{Lu}[\p{L}\p{M}'’-]+\.?|[\p{Lo}\p{M}]+)$/u;

function titleCase(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name
    .toLowerCase()
    .replace(/(^|[\s.'-])(\p{L})/gu, (_, gap, letter) => gap + letter.toUpperCase());
}

function asName(candidate: string): string | undefined {
  const text = candidate.replace(/\s+/g, ' ').trim();
  if (!text || /[\d@/:|]/.test(text) || NOT_A_NAME.test(text) || TITLE_WORDS.test(text))
    return undefined;
  if (findCity(text)) return undefined;
  const words = text.split(' ');
  if (words.length < 2 || words.length > 5) return undefined;
  // All capitals ('PRIYA NAIR') is read word by word as if title-cased.
  if (
    !titleCase(text)
      .split(' ')
      .every((word) => NAME_WORD.test(word))
  )
    return undefined;
  return titleCase(text);
}

export function proposeFullName(lines: ResumeLine[]): Proposal<string> | undefined {
  const labelled = firstOf(lines, ({ text }) => {
    const value = labelledValue(text, NAME_LABEL);
    const name = value && asName(value);
    return name ? proposal(name, text, 0.9) : undefined;
  });
  if (labelled) return labelled;
  const top = lines.slice(0, 4);
  for (const [index, { text, section }] of top.entries()) {
    if (section !== 'header') break;
    const name = asName(text.split(CELL_SEPARATOR)[0].split(/\s[–—-]\s|,/)[0]);
    if (name) return proposal(name, text, index === 0 ? 0.85 : 0.7);
  }
  return undefined;
}

// ---- location -------------------------------------------------------------------------

const CITY_NAMES = Object.entries(CITIES).flatMap(([city, others]) =>
  [city, ...others].map((name) => ({
    city,
    pattern: new RegExp(
      String.raw`(?<![\p{L}])${name.replace(/\s+/g, String.raw`\s+`)}(?![\p{L}])`,
      'iu',
    ),
  })),
);

function findCity(text: string): string | undefined {
  let best: { city: string; at: number } | undefined;
  for (const { city, pattern } of CITY_NAMES) {
    const match = pattern.exec(text);
    if (match && (!best || match.index < best.at)) best = { city, at: match.index };
  }
  return best?.city;
}

const LOCATION_LABEL =
  /(?:current\s+)?(?:location|city|address|residence)|based\s+(?:in|at)|residing\s+(?:in|at)|lives?\s+in/;
const ELSEWHERE = /\b(?:preferred|willing|relocat|native|hometown|permanent|open to)\w*/i;

export function proposeLocation(lines: ResumeLine[]): Proposal<string> | undefined {
  const labelled = firstOf(lines, ({ text }) => {
    if (ELSEWHERE.test(text)) return undefined;
    const value = labelledValue(text, LOCATION_LABEL);
    const city = value && findCity(value);
    return city ? proposal(city, text, 0.85) : undefined;
  });
  if (labelled) return labelled;
  return firstOf(
    lines.filter((line) => line.section === 'header' || line.section === 'contact'),
    ({ text }) => {
      if (ELSEWHERE.test(text)) return undefined;
      const city = findCity(text);
      return city ? proposal(city, text, 0.7) : undefined;
    },
  );
}

// ---- experience -----------------------------------------------------------------------

const YEARS =
  /(\d{1,2}(?:\.\d{1,2})?)\s*\+?\s*(?:years?|yrs?\.?)(?:\s*(?:and\s+|&\s*|,\s*)?(\d{1,2})\s*(?:months?|mos?\.?|mths?))?/i;
const MONTHS_ONLY = /(?<![\d.])(\d{1,3})\s*(?:months?|mths?)/i;
const EXPERIENCE_LABEL =
  /(?:total|overall|relevant|professional|work|it)?\s*(?:experience|exp\.?)(?:\s*\(in years\))?/;
const EXPERIENCE_PHRASE =
  /(\d{1,2}(?:\.\d{1,2})?\s*\+?\s*(?:years?|yrs?\.?)(?:\s*(?:and\s+|&\s*|,\s*)?\d{1,2}\s*(?:months?|mos?\.?|mths?))?)\s+(?:of\s+)?(?:total\s+|overall\s+|professional\s+|rich\s+|hands-on\s+|industry\s+|it\s+|work\s+)*(?:experience|exp\b)/i;

function years(text: string): number | undefined {
  const match = YEARS.exec(text);
  if (match) {
    const total = Number(match[1]) + (match[2] ? Number(match[2]) / 12 : 0);
    return Math.round(total * 100) / 100;
  }
  const months = MONTHS_ONLY.exec(text);
  return months ? Math.round((Number(months[1]) / 12) * 100) / 100 : undefined;
}

export function proposeExperience(lines: ResumeLine[]): Proposal<number> | undefined {
  const labelled = firstOf(lines, ({ text }) => {
    const value = labelledValue(text, EXPERIENCE_LABEL);
    if (!value) return undefined;
    if (/^fresher\b/i.test(value)) return proposal(0, text, 0.8);
    const found = years(value);
    return found !== undefined && found < 50 ? proposal(found, text, 0.9) : undefined;
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
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const LAST_DAY =
  /(?:\bLWD\b|last working day)\D{0,20}?(?:(\d{1,2})(?:st|nd|rd|th)?[\s-]+([A-Za-z]{3,9})\.?,?(?:[\s-]+(\d{4}))?|(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}))/i;
const DAY_MS = 86_400_000;

function daysUntilLastDay(text: string, today: Date): number | undefined {
  const match = LAST_DAY.exec(text);
  if (!match) return undefined;
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  let day: number;
  let month: number;
  let year: number | undefined;
  if (match[1]) {
    day = Number(match[1]);
    month = MONTHS.indexOf(match[2].slice(0, 3).toLowerCase());
    year = match[3] ? Number(match[3]) : undefined;
  } else {
    day = Number(match[4]);
    month = Number(match[5]) - 1;
    year = Number(match[6]);
  }
  if (month < 0 || month > 11 || day < 1 || day > 31) return undefined;
  // A date without its year is the next one to come.
  let end = Date.UTC(year ?? today.getUTCFullYear(), month, day);
  if (year === undefined && end < start) end = Date.UTC(today.getUTCFullYear() + 1, month, day);
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

// ---- current employer and title -------------------------------------------------------

const PRESENT = /\b(?:present|till\s+(?:date|now)|to\s+date|current(?:ly)?|ongoing|now)\b/i;
/** 'Jan 2020 - Present', '01/2019 – Till Date', '2019 to Current': a job not yet ended. */
const TO_PRESENT =
  /\d{2}\s*(?:-|–|—|to)\s*(?:present|till\s+(?:date|now)|to\s+date|current|now|ongoing)\b/i;
const DATE_PART =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*'?\d{2,4}\b|\b(?:19|20)\d{2}\b|\b\d{1,2}\/\d{4}\b/i;
const LEGAL_SUFFIX =
  /\b(?:ltd|limited|pvt|private|inc|llp|llc|corp|corporation|technologies|solutions|services|consultancy|infotech|bank)\b/i;

type Role = { title?: string; employer?: string };

function segments(line: string): string[] {
  return line
    .replace(/^[•▪●◦*\-–]\s*/, '')
    .replace(/[()]/g, CELL_SEPARATOR)
    .split(/\s*\|\s*|\s+[–—]\s+|\s+-\s+|,\s+|\s+@\s+|\s+at\s+/i)
    .map((part) => part.trim())
    .filter(Boolean);
}

function readRole(lines: string[]): Role {
  const role: Role = {};
  for (const part of lines.flatMap(segments)) {
    if (DATE_PART.test(part) || PRESENT.test(part) || findCity(part) === part) continue;
    if (part.split(' ').length > 7) continue;
    const isTitle = TITLE_WORDS.test(part) && !LEGAL_SUFFIX.test(part);
    if (isTitle) role.title ??= part;
    else if (COMPANY_WORDS.test(part)) role.employer ??= part;
  }
  return role;
}

const BULLET = /^[•▪●◦*\-–]\s/;

export function proposeRole(lines: ResumeLine[]): {
  currentEmployer?: Proposal<string>;
  currentTitle?: Proposal<string>;
} {
  const found: { currentEmployer?: Proposal<string>; currentTitle?: Proposal<string> } = {};
  for (const { text } of lines) {
    const employer = labelledValue(
      text,
      /current\s+(?:employer|company|organi[sz]ation)|present\s+(?:employer|company)/,
    );
    if (employer && !found.currentEmployer) found.currentEmployer = proposal(employer, text, 0.9);
    const title = labelledValue(text, /current\s+(?:designation|role|job\s+title|title|position)/);
    if (title && !found.currentTitle) found.currentTitle = proposal(title, text, 0.9);
  }
  const experience = lines.filter((line) => line.section === 'experience').map((line) => line.text);
  for (const [at, text] of experience.entries()) {
    if (BULLET.test(text) || !TO_PRESENT.test(text)) continue;
    // The entry is the line with 'Present', and when that names only the dates or one of the
    // two, the heading lines just above it.
    let from = at;
    const alone = readRole([text]);
    while (
      !(alone.employer && alone.title) &&
      from > 0 &&
      at - from < 2 &&
      !BULLET.test(experience[from - 1]) &&
      !DATE_PART.test(experience[from - 1]) &&
      experience[from - 1].split(' ').length <= 10
    )
      from -= 1;
    const entry = experience.slice(from, at + 1);
    const role = from === at ? alone : readRole(entry);
    const source = entry.join('\n');
    if (role.employer && !found.currentEmployer)
      found.currentEmployer = proposal(role.employer, source, 0.75);
    if (role.title && !found.currentTitle) found.currentTitle = proposal(role.title, source, 0.75);
    if (role.employer || role.title) break;
  }
  if (!found.currentEmployer || !found.currentTitle) {
    const summary = firstOf(lines, ({ text }) => {
      const match =
        /\bcurrently\s+(?:working|employed)\s+as\s+(?:an?\s+)?([\w .&/-]+?)\s+(?:at|with|in)\s+([\w .&'-]+?)(?=[,.;(]|\s+since|\s+for|$)/i.exec(
          text,
        );
      return match ? { title: match[1], employer: match[2], text } : undefined;
    });
    if (summary) {
      found.currentTitle ??= proposal(summary.title, summary.text, 0.7);
      found.currentEmployer ??= proposal(summary.employer, summary.text, 0.7);
    }
  }
  return found;
}

// ---- education ------------------------------------------------------------------------

function institutionNear(lines: string[], index: number): string | undefined {
  const inLine = segments(lines[index].replace(/\bfrom\b/i, '|')).find(
    (part) => INSTITUTION_WORDS.test(part) && !DEGREES.some(({ pattern }) => pattern.test(part)),
  );
  if (inLine) return inLine.replace(/\s*\b(?:19|20)\d{2}\b.*$/, '').trim();
  const next = lines[index + 1];
  if (next && INSTITUTION_WORDS.test(next) && !DEGREES.some(({ pattern }) => pattern.test(next)))
    return segments(next).find((part) => INSTITUTION_WORDS.test(part));
  return undefined;
}

export function proposeEducation(lines: ResumeLine[]): Proposal<Education> | undefined {
  const inSection = lines.filter((line) => line.section === 'education').map((line) => line.text);
  const texts = inSection.length ? inSection : lines.map((line) => line.text);
  for (const { name, pattern } of DEGREES) {
    const index = texts.findIndex((text) => pattern.test(text));
    if (index < 0) continue;
    const institution = institutionNear(texts, index);
    const source =
      institution && !texts[index].includes(institution)
        ? `${texts[index]}\n${texts[index + 1]}`
        : texts[index];
    return proposal(
      institution ? { degree: name, institution } : { degree: name },
      source,
      inSection.length ? 0.85 : 0.6,
    );
  }
  return undefined;
}

// ---- skills ---------------------------------------------------------------------------

export const foldSkill = (name: string) =>
  name
    .toLowerCase()
    .replace(/\+/g, 'plus')
    .replace(/#/g, 'sharp')
    .replace(/[^\p{L}\p{N}]/gu, '');

interface SkillEntry {
  name: string;
  standaloneOnly: boolean;
}

function skillDictionary(jobSkills: readonly string[]): Map<string, SkillEntry> {
  const dictionary = new Map<string, SkillEntry>();
  const standalone = new Set(STANDALONE_ONLY_SKILLS.map(foldSkill));
  for (const [name, others] of Object.entries(SKILLS)) {
    for (const spelling of [name, ...others]) {
      const folded = foldSkill(spelling);
      dictionary.set(folded, { name, standaloneOnly: standalone.has(folded) });
    }
  }
  // The job's spelling wins, so proposals compare equal to the job's list.
  for (const name of jobSkills) {
    const folded = foldSkill(name);
    if (!folded) continue;
    const known = dictionary.get(folded);
    for (const [key, entry] of dictionary) {
      if (known && entry.name === known.name) dictionary.set(key, { ...entry, name });
    }
    dictionary.set(folded, { name, standaloneOnly: known?.standaloneOnly ?? false });
  }
  return dictionary;
}

const MAX_SKILL_WORDS = 4;

export function proposeSkills(
  lines: ResumeLine[],
  jobSkills: readonly string[] = [],
): Proposal<string>[] | undefined {
  const dictionary = skillDictionary(jobSkills);
  const found = new Map<string, Proposal<string>>();
  const add = (entry: SkillEntry, source: string, confidence: number) => {
    if (!found.has(entry.name)) found.set(entry.name, proposal(entry.name, source, confidence));
  };
  for (const { text, section } of lines) {
    const inSkills = section === 'skills';
    // Entry headings name employers ('Oracle'), not skills.
    if (section === 'experience' && TO_PRESENT.test(text)) continue;
    const confidence = inSkills ? 0.9 : 0.7;
    const items = text
      .replace(/^[^:]{1,30}:\s*/, (label) => (dictionary.has(foldSkill(label)) ? label : ''))
      .split(/[,;|•▪●·()\n]|\s+[–—-]\s+|\.\s|\s+and\s+/i)
      .map((item) => item.trim())
      .filter(Boolean);
    for (const item of items) {
      const whole = dictionary.get(foldSkill(item));
      if (whole && (!whole.standaloneOnly || inSkills)) {
        add(whole, text, confidence);
        continue;
      }
      for (const part of item.split('/')) {
        const words = part.split(/\s+/).filter(Boolean);
        for (let start = 0; start < words.length; start += 1) {
          for (let size = Math.min(MAX_SKILL_WORDS, words.length - start); size >= 1; size -= 1) {
            const phrase = words.slice(start, start + size).join(' ');
            const entry = dictionary.get(foldSkill(phrase));
            const standalone = size === words.length && inSkills;
            if (entry && (!entry.standaloneOnly || standalone)) {
              add(entry, text, confidence);
              start += size - 1;
              break;
            }
          }
        }
      }
    }
  }
  return found.size ? [...found.values()] : undefined;
}

// ---- all fields -----------------------------------------------------------------------

/** Every field the resume's text states, each with its source; nothing is guessed. */
export function proposeFields(text: string, options: ProposalOptions): ResumeProposals {
  const lines = resumeLines(text);
  const fields: ResumeProposals = {
    fullName: proposeFullName(lines),
    email: proposeEmail(lines),
    phone: proposePhone(lines),
    ...proposeRole(lines),
    totalExperienceYears: proposeExperience(lines),
    currentCtc: proposeCurrentCtc(lines),
    expectedCtc: proposeExpectedCtc(lines),
    noticePeriodDays: proposeNoticePeriod(lines, options.today),
    location: proposeLocation(lines),
    skills: proposeSkills(lines, options.jobSkills),
    education: proposeEducation(lines),
  };
  for (const key of Object.keys(fields) as (keyof ResumeProposals)[]) {
    if (fields[key] === undefined) delete fields[key];
  }
  return fields;
}
