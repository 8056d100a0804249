import mammoth from 'mammoth';
import { CELL_SEPARATOR } from './resume-text';

/** Pages past this are not read: a resume says what matters up front. */
const MAX_PAGES = 10;

/** Fewer letters or digits than this is a scan (or an empty page), not a resume's text. */
const MIN_TEXT_CHARACTERS = 20;

export type FailureReason = 'corrupt' | 'password' | 'timeout' | 'too_large' | 'unsupported';

/** A file the extraction cannot read, with the reason the caller shows. */
export class ExtractionError extends Error {
  constructor(readonly reason: FailureReason) {
    super(reason);
  }
}

type Extracted = { kind: 'text'; text: string } | { kind: 'no_text' };

interface Item {
  text: string;
  x: number;
  right: number;
  y: number;
  size: number;
}

interface TextItemLike {
  str: string;
  width: number;
  height: number;
  transform: number[];
}

const isTextItem = (item: object): item is TextItemLike => 'str' in item && 'transform' in item;

/** Items on one baseline (within half a letter's height) as one line, read left to right. */
function toLines(items: Item[]): string[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Item[][] = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0].y - item.y) <= Math.max(row[0].size, item.size) * 0.5)
      row.push(item);
    else rows.push([item]);
  }
  return rows.map((row) => {
    row.sort((a, b) => a.x - b.x);
    let line = '';
    let end: number | undefined;
    for (const item of row) {
      const gap = end === undefined ? 0 : item.x - end;
      // A wide gap separates cells of a table or a label from its value.
      if (end !== undefined)
        line += gap > item.size * 1.5 ? CELL_SEPARATOR : gap > item.size * 0.15 ? ' ' : '';
      line += item.text;
      end = item.right;
    }
    return line.trim();
  });
}

const MIN_COLUMN_LINES = 5;
/** Full-width lines above two columns: a name, a contact line, a title. */
const MAX_HEADER_ITEMS = 4;
/** Share of left-column items with a right-column item on their baseline that makes a table. */
const TABLE_ALIGNMENT = 0.6;

const sameBaseline = (a: Item, b: Item) => Math.abs(a.y - b.y) <= Math.min(a.size, b.size) * 0.3;

/**
 * Finds a vertical gutter that splits the page into two columns: a band no item crosses except
 * full-width lines above the columns (the name and contact line). Returns its x, or undefined
 * for a single-column page.
 */
function findGutter(items: Item[], pageLeft: number, pageWidth: number): number | undefined {
  let best: { x: number; score: number } | undefined;
  for (let share = 0.2; share <= 0.8; share += 0.01) {
    const x = pageLeft + pageWidth * share;
    const crossing = items.filter((item) => item.x < x && item.right > x);
    if (crossing.length > MAX_HEADER_ITEMS) continue;
    const below = crossing.length ? Math.min(...crossing.map((item) => item.y)) : Infinity;
    const left = items.filter((item) => item.right <= x && item.y < below);
    const right = items.filter((item) => item.x >= x && item.y < below);
    if (left.length < MIN_COLUMN_LINES || right.length < MIN_COLUMN_LINES) continue;
    // Every crossing item must sit above both columns, or this is one column with a table.
    const columnsTop = Math.max(...left.map((item) => item.y), ...right.map((item) => item.y));
    if (crossing.some((item) => item.y < columnsTop)) continue;
    // Labels and values side by side, row by row, are a table to read across.
    const aligned = left.filter((item) => right.some((other) => sameBaseline(item, other)));
    if (aligned.length >= left.length * TABLE_ALIGNMENT) continue;
    const score = Math.min(left.length, right.length);
    if (!best || score > best.score) best = { x, score };
  }
  return best?.x;
}

function pageText(items: Item[], pageLeft: number, pageWidth: number): string[] {
  const gutter = findGutter(items, pageLeft, pageWidth);
  if (gutter === undefined) return toLines(items);
  const crossing = items.filter((item) => item.x < gutter && item.right > gutter);
  const below = crossing.length ? Math.min(...crossing.map((item) => item.y)) : Infinity;
  const header = items.filter((item) => item.y >= below);
  const body = items.filter((item) => item.y < below);
  return [
    ...toLines(header),
    ...toLines(body.filter((item) => item.right <= gutter)),
    ...toLines(body.filter((item) => item.x >= gutter)),
  ];
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let document;
  try {
    document = await pdfjs.getDocument({
      // pdfjs refuses a Node Buffer, and may detach what it is given: it reads a copy.
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
      stopAtErrors: true,
      verbosity: 0,
    }).promise;
  } catch (error) {
    throw new ExtractionError(
      error instanceof Error && error.name === 'PasswordException' ? 'password' : 'corrupt',
    );
  }
  try {
    const lines: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, MAX_PAGES); number += 1) {
      const page = await document.getPage(number);
      const [left, , right] = page.view;
      const content = await page.getTextContent();
      const items: Item[] = [];
      for (const item of content.items) {
        if (!isTextItem(item) || !item.str.trim()) continue;
        const [a, b, , , x, y] = item.transform;
        const size = Math.hypot(a, b) || item.height || 10;
        items.push({ text: item.str, x, y, right: x + item.width, size });
      }
      lines.push(...pageText(items, left, right - left));
      page.cleanup();
    }
    return lines.join('\n');
  } catch {
    throw new ExtractionError('corrupt');
  } finally {
    await document.destroy();
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]);

/** The paragraphs of a piece of mammoth's HTML, as text. */
const paragraphs = (html: string) =>
  html
    .split(/<\/(?:p|h[1-6]|li)>|<br\s*\/?>/)
    .map((part) => decode(part).replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/**
 * A table row of one paragraph per cell is data ('Current CTC | 12 LPA') and stays one line;
 * a row whose cells hold several paragraphs is a layout (a sidebar beside the main column),
 * read cell after cell.
 */
function flattenRow(row: string): string {
  const cells = [...row.matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((cell) =>
    paragraphs(cell[1]),
  );
  const lines = cells.every((cell) => cell.length <= 1)
    ? [cells.flat().join(CELL_SEPARATOR)]
    : cells.flat();
  return `<p>${lines.map((line) => line.replace(/&/g, '&amp;').replace(/</g, '&lt;')).join('</p><p>')}</p>`;
}

async function docxText(bytes: Uint8Array): Promise<string> {
  let html: string;
  try {
    ({ value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) }));
  } catch {
    throw new ExtractionError('corrupt');
  }
  const flat = html.replace(/<tr[^>]*>([\s\S]*?)<\/tr>/g, (_, row: string) => flattenRow(row));
  return paragraphs(flat.replace(/<\/?(?:table|tbody|thead|ul|ol)[^>]*>/g, '</p>')).join('\n');
}

/** The text of a PDF or DOCX resume in reading order, or 'no_text' for a scan. */
export async function extractText(bytes: Uint8Array, type: 'pdf' | 'docx'): Promise<Extracted> {
  const text = type === 'pdf' ? await pdfText(bytes) : await docxText(bytes);
  const characters = text.replace(/[^\p{L}\p{N}]/gu, '').length;
  return characters < MIN_TEXT_CHARACTERS ? { kind: 'no_text' } : { kind: 'text', text };
}
