import {
  COMPANY_WORDS,
  DEGREES,
  INSTITUTION_WORDS,
  SKILLS,
  STANDALONE_ONLY_SKILLS,
  TITLE_WORDS,
} from './resume-parsing-config';
import { BULLET, CELL_SEPARATOR, labelledValue, type ResumeLine } from './resume-text';
import { findCity } from './contact-proposals';
import { DATE_PART, ONGOING, SEPARATOR } from './date-ranges';
import { firstOf, proposal, type Proposal, type Education } from './proposal';

// What the candidate has done: the current employer and title, education and skills.

// ---- current employer and title -------------------------------------------------------

const PRESENT = new RegExp(String.raw`\b(?:${ONGOING}|currently)\b`, 'i');
/** 'Jan 2020 - Present', '01/2019 – Till Date', '2019 to Current': a job not yet ended. */
const TO_PRESENT = new RegExp(String.raw`\d{2}${SEPARATOR}(?:${ONGOING})\b`, 'i');
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
