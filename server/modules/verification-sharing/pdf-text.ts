import type { PDFFont } from 'pdf-lib';

/*
 * Text fitting for the PDFs the server writes (letters, offers, breach reports). Kept apart from
 * the renderers, which load pdf-lib, so a module that only needs these does not load it.
 */

// The standard fonts cover Windows-1252 only; anything else is shown as '?'.
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
export const printable = (text: string) =>
  [...text]
    .map((ch) =>
      (ch >= ' ' && ch <= '~') || (ch >= '\u00a0' && ch <= '\u00ff') || WIN_ANSI_EXTRA.includes(ch)
        ? ch
        : '?',
    )
    .join('');

export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
