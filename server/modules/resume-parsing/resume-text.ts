import { SECTION_HEADINGS } from './resume-parsing-config';

type SectionKind = keyof typeof SECTION_HEADINGS | 'header';

export interface ResumeLine {
  text: string;
  section: SectionKind;
}

/** Table cells (DOCX rows, PDF items far apart) arrive joined by this. */
export const CELL_SEPARATOR = ' | ';

/** A line that starts with a bullet: a detail under an entry, not the entry's heading. */
export const BULLET = /^[•▪●◦*\-–]\s/;

function headingKind(text: string): SectionKind | undefined {
  const bare = text.replace(/[:\-–—_]+$/, '').trim();
  if (bare.length > 40) return undefined;
  for (const [kind, pattern] of Object.entries(SECTION_HEADINGS)) {
    if (pattern.test(bare)) return kind as SectionKind;
  }
  return undefined;
}

/**
 * The resume as lines, each with the section it sits in ('header' before the first heading).
 * Headings themselves are left out: they are labels, never values.
 */
export function resumeLines(text: string): ResumeLine[] {
  const lines: ResumeLine[] = [];
  let section: SectionKind = 'header';
  for (const raw of text.split(/\r?\n/)) {
    const line = raw
      .replace(/[\u00a0\t]+/g, ' ')
      .replace(/ {2,}/g, ' ')
      .trim();
    if (!line) continue;
    const kind = headingKind(line);
    if (kind) {
      section = kind;
      continue;
    }
    lines.push({ text: line, section });
  }
  return lines;
}

/** 'Name: X', 'Name - X' or a table row 'Name | X': the value after a label. */
export function labelledValue(line: string, label: RegExp): string | undefined {
  const cells = line.split(CELL_SEPARATOR).map((cell) => cell.trim());
  for (let index = 0; index < cells.length; index += 1) {
    const match = new RegExp(
      String.raw`^(?:${label.source})\b\s*(?:[:：\-–—=]\s*|\s+)?(.*)$`,
      'i',
    ).exec(cells[index]);
    if (!match) continue;
    const value = match[1].trim();
    if (value) return value;
    if (index + 1 < cells.length && cells[index + 1]) return cells[index + 1];
  }
  return undefined;
}
