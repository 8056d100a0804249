import { PHONE_PATTERN } from '@vistaar/shared/config/constants';
import { CITIES, TITLE_WORDS } from './resume-parsing-config';
import { CELL_SEPARATOR, labelledValue, type ResumeLine } from './resume-text';
import { firstOf, proposal, type Proposal } from './proposal';

// How to reach the candidate and who they are: e-mail, phone, name and where they live.

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

export function findCity(text: string): string | undefined {
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
