import { OFFER_BREAKUP_PLACEHOLDER, OFFER_LETTER_TAGS } from '@vistaar/shared/config/offers';
import { escapeHtml } from '../mail';

/**
 * An offer letter's rich text, read into blocks: headings, paragraphs and list items made of
 * runs of text that are bold, italic or both. Everything the template editor cannot make is
 * dropped on the way in: tags outside the allow-list (their text stays, except a script's or a
 * style's), every attribute, comments; nested lists are flattened. The sanitised HTML stored
 * is these blocks written out again, so what is stored is exactly what the reader understood.
 */

interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
}

type BlockType = 'h2' | 'h3' | 'p' | 'ul' | 'ol';

export interface Block {
  type: BlockType;
  /** Lines of runs: a `<br>` starts a new line. */
  lines: Run[][];
}

const ALLOWED = new Set<string>(OFFER_LETTER_TAGS);
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'template', 'textarea', 'title']);
const INLINE_ALIASES: Record<string, 'strong' | 'em'> = {
  b: 'strong',
  strong: 'strong',
  i: 'em',
  em: 'em',
};
const BLOCKS = new Set(['h2', 'h3', 'p', 'li']);
const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>|<[^>]*>?/g;
const ENTITY = /&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp|#39);?/gi;

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (_match, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return safeChar(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return safeChar(parseInt(lower.slice(1), 10));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }[lower] ?? '';
  });
}

const safeChar = (code: number) =>
  Number.isFinite(code) && code > 31 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
    ? String.fromCodePoint(code)
    : '';

/** Reads (possibly hostile) HTML into the letter's blocks. */
export function readLetterHtml(html: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | undefined;
  let listType: 'ul' | 'ol' | undefined;
  let bold = 0;
  let italic = 0;
  let skipping: string | undefined;

  const open = (type: BlockType) => {
    current = { type, lines: [[]] };
    blocks.push(current);
  };
  const close = () => {
    current = undefined;
  };
  const addText = (raw: string) => {
    const text = decodeEntities(raw).replace(/[\s\p{Cc}]+/gu, ' ');
    if (!text.trim() && !current) return;
    if (!current) open('p');
    const line = current!.lines[current!.lines.length - 1];
    const last = line[line.length - 1];
    const style = { bold: bold > 0, italic: italic > 0 };
    if (last && last.bold === style.bold && last.italic === style.italic) last.text += text;
    else line.push({ text, ...style });
  };

  let at = 0;
  for (const match of html.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (!skipping && index > at) addText(html.slice(at, index));
    at = index + match[0].length;
    const name = match[2]?.toLowerCase();
    const closing = match[1] === '/';
    if (!name) continue;
    if (skipping) {
      if (closing && name === skipping) skipping = undefined;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing) skipping = name;
      continue;
    }
    const inline = INLINE_ALIASES[name];
    if (inline) {
      if (inline === 'strong') bold = Math.max(0, bold + (closing ? -1 : 1));
      else italic = Math.max(0, italic + (closing ? -1 : 1));
      continue;
    }
    if (name === 'br') {
      if (current) current.lines.push([]);
      continue;
    }
    if (name === 'ul' || name === 'ol') {
      listType = closing ? undefined : name;
      close();
      continue;
    }
    if (BLOCKS.has(name)) {
      if (closing) close();
      else open(name === 'li' ? (listType ?? 'ul') : (name as BlockType));
      continue;
    }
    // Any other tag (div, span, a, img, table...) is dropped; a block-like one ends the block.
    if (
      !ALLOWED.has(name) &&
      /^(div|section|article|header|footer|h1|h4|h5|h6|table|tr|blockquote|pre)$/.test(name)
    ) {
      close();
    }
  }
  if (!skipping && at < html.length) addText(html.slice(at));
  return blocks
    .map((block) => ({
      ...block,
      lines: trimLines(block.lines),
    }))
    .filter((block) => block.lines.some((line) => line.some((run) => run.text.trim())));
}

function trimLines(lines: Run[][]): Run[][] {
  return lines.map((line) => {
    const runs = line.filter((run) => run.text.length > 0).map((run) => ({ ...run }));
    if (runs.length) {
      runs[0].text = runs[0].text.replace(/^ +/, '');
      runs[runs.length - 1].text = runs[runs.length - 1].text.replace(/ +$/, '');
    }
    return runs.filter((run) => run.text.length > 0);
  });
}

function runHtml(run: Run): string {
  let out = escapeHtml(run.text);
  if (run.italic) out = `<em>${out}</em>`;
  if (run.bold) out = `<strong>${out}</strong>`;
  return out;
}

/** The blocks written out as the allow-listed HTML (no attributes), lists grouped. */
function writeLetterHtml(blocks: readonly Block[]): string {
  const out: string[] = [];
  let list: 'ul' | 'ol' | undefined;
  for (const block of blocks) {
    const isItem = block.type === 'ul' || block.type === 'ol';
    if (list && (!isItem || block.type !== list)) {
      out.push(`</${list}>`);
      list = undefined;
    }
    if (isItem && !list) {
      list = block.type as 'ul' | 'ol';
      out.push(`<${list}>`);
    }
    const inner = block.lines.map((line) => line.map(runHtml).join('')).join('<br>');
    out.push(isItem ? `<li>${inner}</li>` : `<${block.type}>${inner}</${block.type}>`);
  }
  if (list) out.push(`</${list}>`);
  return out.join('\n');
}

/** The template as stored: only what the editor can make. */
export const sanitizeLetterHtml = (html: string) => writeLetterHtml(readLetterHtml(html));

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** Whether a block is the break-up placeholder alone (it becomes the break-up table). */
export function isBreakupBlock(block: Block): boolean {
  if (block.type !== 'p') return false;
  const text = block.lines.map((line) => line.map((run) => run.text).join('')).join('');
  return /^\s*\{\{\s*([^{}]*?)\s*\}\}\s*$/.exec(text)?.[1] === OFFER_BREAKUP_PLACEHOLDER;
}

/** Every placeholder filled in once (a value that looks like a placeholder stays as text). */
export function fillBlocks(blocks: readonly Block[], values: Record<string, string>): Block[] {
  return blocks.map((block) => ({
    ...block,
    lines: block.lines.map((line) =>
      line.map((run) => ({
        ...run,
        text: run.text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole),
      })),
    ),
  }));
}
